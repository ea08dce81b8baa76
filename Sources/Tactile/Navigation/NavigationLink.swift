import Foundation

/// A button that pushes a view on the enclosing ``NavigationStack``: SwiftUI's `NavigationLink`.
///
/// ```swift
/// NavigationLink("Details", destination: DetailView())       // pushes the view
/// NavigationLink(value: recipe) { RecipeRow(recipe) }        // pushes a value, shown by
///     // the stack's navigationDestination(for: Recipe.self)
/// ```
///
/// Drawn as its label (a `Text` for the title forms) in a plain button; a tap pushes. Outside a
/// stack, or with a `nil` value, a tap does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let target: Target
    @Environment(\.navigationContext) private var context
    /// The selection of the split view column's list this link is in: a value link selects.
    @Environment(\.linkListSelection) private var listSelection
    @State private var key = NavigationLinkKey()

    enum Target {
        case value(AnyHashable?)
        case view(Destination)
        /// A view pushed while the binding is true (the deprecated `isActive:` form).
        case active(Destination, Binding<Bool>)
    }

    private var destination: AnyView? {
        if case .view(let view) = target { AnyView(view) } else { nil }
    }

    /// The link: its label in a button whose action pushes.
    public var body: some View {
        let context = self.context, key = self.key, destination = self.destination, target = self.target
        let listSelection = self.listSelection
        let _ = destination.map { context?.registry.register(key, $0) }
        let button = Button {
            if case .value(let value) = target, let value, let listSelection {
                listSelection.toggle(value)
                return
            }
            guard let context else { return }
            switch target {
            case .value(let value):
                if let value { context.push(value) }
            case .view:
                if let destination { context.pushLink(key, destination) }
            case .active(_, let isActive):
                isActive.wrappedValue = true
            }
        } label: {
            label
        }
        if case .active(let view, let isActive) = target {
            button.navigationDestination(isPresented: isActive) { view }
        } else {
            button
        }
    }
}

extension NavigationLink {
    /// A link that pushes `destination`, labelled by `label`.
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination)
    }

    /// A link that pushes the view `destination` makes, labelled by `label`.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true (a tap sets it to true; popping,
    /// to false). Deprecated in SwiftUI; kept without the deprecation so that older code builds
    /// without warnings.
    nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .active(destination, isActive)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key that pushes `destination` while `isActive` is true.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(titleKey)
        self.target = .active(destination, isActive)
    }

    /// A link titled with a localized key that pushes `destination`.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled with a localized key that pushes the view `destination` makes.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination())
    }

    /// A link titled `title` that pushes the view `destination` makes.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination())
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (shown by the stack's `navigationDestination(for:)` for its
    /// type), labelled by `label`; a `nil` value makes a link that does nothing.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized key that pushes `value`.
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `value`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
