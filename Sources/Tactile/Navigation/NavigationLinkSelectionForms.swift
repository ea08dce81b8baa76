import Foundation

// The deprecated forms of `NavigationLink` that push while a binding says so: `isActive:` with a
// title, and `tag:selection:`, where the link is active while the selection equals its tag (a tap
// sets the selection to the tag; popping sets it to `nil`). Kept without the deprecation so older
// code builds without warnings.

/// A binding that is `true` while `selection` equals `tag`: setting it `true` selects the tag,
/// setting it `false` clears the selection if it is still the tag.
private func activeBinding<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
    Binding(
        get: { selection.wrappedValue == tag },
        set: { isActive in
            if isActive {
                selection.wrappedValue = tag
            } else if selection.wrappedValue == tag {
                selection.wrappedValue = nil
            }
        })
}

extension NavigationLink {
    /// A link that pushes `destination` while `selection` equals `tag`, labelled by `label`.
    nonisolated public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, isActive: activeBinding(tag: tag, selection: selection), label: label)
    }

    /// A link that pushes the view `destination` makes while `isActive` is true.
    nonisolated public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that pushes the view `destination` makes while `selection` equals `tag`.
    nonisolated public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    /// Whether the link shows its destination in the detail column of a split view.
    ///
    /// *Accepted*: Tactile's navigation views are one stack (iOS's compact width), where every
    /// link pushes onto it.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination` while `isActive` is true.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link titled with a localized key that pushes the view `destination` makes while
    /// `isActive` is true.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(titleKey, destination: destination(), isActive: isActive)
    }

    /// A link titled `title` that pushes the view `destination` makes while `isActive` is true.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(title, destination: destination(), isActive: isActive)
    }

    /// A link titled with a localized key that pushes `destination` while `selection` equals `tag`.
    nonisolated public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination` while `selection` equals `tag`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(
        _ title: S, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }

    /// A link titled with a localized key that pushes the view `destination` makes while
    /// `selection` equals `tag`.
    nonisolated public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(titleKey, destination: destination(), tag: tag, selection: selection)
    }

    /// A link titled `title` that pushes the view `destination` makes while `selection` equals
    /// `tag`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(title, destination: destination(), tag: tag, selection: selection)
    }
}
