import Foundation

/// What a view type says about whether its views are ``Section``s in a list.
enum ListSectionKind {
    /// Always a section (or nothing: an absent optional section).
    case section
    /// Never a section: a row, or rows.
    case notSection
    /// Depends on the value: an `if`/`else` with a section in one branch only, a tuple of views, an
    /// `AnyView`.
    case dependsOnValue
}

/// A view type that can stand for a ``Section`` in a list: a `Section`, or a view that passes its
/// content through without layout of its own (an `if`/`else`, an optional view, a modifier, a
/// `Group`, a tuple of views, an `AnyView`), as SwiftUI's view lists do.
@MainActor
protocol ListSectionProbe {
    /// What the type says, without a value.
    static var listSectionKind: ListSectionKind { get }
    /// Whether this value is, or holds, a section.
    var holdsListSection: Bool { get }
}

extension Section: ListSectionProbe {
    static var listSectionKind: ListSectionKind { .section }
    var holdsListSection: Bool { true }
}

extension _ConditionalContent: ListSectionProbe {
    static var listSectionKind: ListSectionKind {
        let (first, second) = (sectionKind(of: TrueContent.self), sectionKind(of: FalseContent.self))
        return first == second ? first : .dependsOnValue
    }
    var holdsListSection: Bool {
        switch storage {
        case .trueContent(let view): viewHoldsListSection(view)
        case .falseContent(let view): viewHoldsListSection(view)
        }
    }
}

extension Optional: ListSectionProbe where Wrapped: View {
    static var listSectionKind: ListSectionKind { sectionKind(of: Wrapped.self) }
    var holdsListSection: Bool { map { viewHoldsListSection($0) } ?? false }
}

extension ModifiedContent: ListSectionProbe where Content: View, Modifier: ViewModifier {
    static var listSectionKind: ListSectionKind { sectionKind(of: Content.self) }
    var holdsListSection: Bool { viewHoldsListSection(content) }
}

extension Group: ListSectionProbe {
    static var listSectionKind: ListSectionKind { sectionKind(of: Content.self) }
    var holdsListSection: Bool { viewHoldsListSection(content) }
}

extension TupleView: ListSectionProbe {
    static var listSectionKind: ListSectionKind { .dependsOnValue }
    var holdsListSection: Bool {
        Mirror(reflecting: value).children.contains { ($0.value as? any View).map(viewHoldsListSection) ?? false }
    }
}

extension AnyView: ListSectionProbe {
    static var listSectionKind: ListSectionKind { .dependsOnValue }
    var holdsListSection: Bool { viewHoldsListSection(view) }
}

/// What views of type `V` are: a probe's answer, or a custom view's body's (through custom views).
@MainActor
func sectionKind<V: View>(of type: V.Type) -> ListSectionKind {
    if let probe = type as? any ListSectionProbe.Type { return probe.listSectionKind }
    if V.Body.self == Never.self { return .notSection }
    return sectionKind(of: V.Body.self)
}

/// Whether `view` is, or holds, a section. A custom view's body is not run here (it may read
/// state not linked yet): its body's type decides.
@MainActor
func viewHoldsListSection(_ view: any View) -> Bool {
    if let probe = view as? any ListSectionProbe { return probe.holdsListSection }
    func typeKind<V: View>(_ view: V) -> ListSectionKind { sectionKind(of: V.self) }
    return typeKind(view) == .section
}
