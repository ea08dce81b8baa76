import Foundation

/// A label that shows or hides its content when tapped, SwiftUI's `DisclosureGroup`.
///
/// Drawn by the disclosure group style in effect (`View/disclosureGroupStyle(_:)`); by default as
/// iOS draws it outside a list: a row with the label at the leading edge and a chevron at the
/// trailing edge (pointing right when collapsed, down when expanded), the content below it while
/// expanded. A tap on the row toggles it (the row is a `Button`).
public struct DisclosureGroup<Label: View, Content: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content
    let isExpandedBinding: Binding<Bool>?
    @State private var isExpandedState = false

    /// A group that keeps whether it is expanded itself (collapsed at first).
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpandedBinding = nil
    }

    /// A group expanded while `isExpanded` is true.
    nonisolated public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        isExpandedBinding = isExpanded
    }

    private var isExpanded: Binding<Bool> { isExpandedBinding ?? $isExpandedState }

    /// The group, drawn by the style in effect.
    public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(content: AnyView(label)), content: .init(content: AnyView(content)), isExpanded: isExpanded)
        ControlEnvironmentReader { environment in
            (environment.disclosureGroupStyle ?? AnyDisclosureGroupStyle(AutomaticDisclosureGroupStyle()))
                .makeBody(configuration)
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled `titleKey`, expanded while `isExpanded` is true.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled `label`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group titled `label`, expanded while `isExpanded` is true.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
