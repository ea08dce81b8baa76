import Foundation

/// What a tab is for, beyond showing its content: SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case search }
    let kind: Kind

    /// The tab that searches the app. *Approximation*: drawn as any tab is, in declaration order
    /// (iOS 18 sets it apart at the trailing end of the bar).
    public static var search: TabRole { TabRole(kind: .search) }
}

/// The label of a ``Tab`` made from a title and an image: SwiftUI's `DefaultTabLabel`.
public struct DefaultTabLabel: View {
    let title: Text
    let image: Image?

    nonisolated init(title: Text, image: Image?) {
        self.title = title
        self.image = image
    }

    /// The title under the image, as a tab bar item shows it.
    public var body: some View {
        VStack(spacing: 2) {
            if let image { image }
            title
        }
    }
}

/// One tab of a `TabView` (iOS 18): its content, its label in the tab bar, and the value that
/// selects it. SwiftUI's `Tab`.
///
/// `TabView(selection: $tab) { Tab("Inbox", systemImage: "tray", value: .inbox) { Inbox() } }` is
/// the same as `Inbox().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)` in the
/// view-based form; a tab without a value is selected by its place.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let label: Label?
    nonisolated(unsafe) let value: Value?
    let role: TabRole?

    /// Primitive tab content.
    public typealias Body = Never
    /// Tabs are selected by their values.
    public typealias TabValue = Value

    nonisolated init(value: Value?, role: TabRole?, content: Content, label: Label?) {
        self.content = content
        self.label = label
        self.value = value
        self.role = role
    }
}

extension Tab: PrimitiveTabContent {
    func tabViews() -> [AnyView] {
        let item = content.tabItem { label }
        if let value { return [AnyView(item.tag(value))] }
        return [AnyView(item)]
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `titleKey` with the symbol `systemImage`, selected by `value`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: value, role: role, content: content(),
            label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: value, role: role, content: content(),
            label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    /// A tab titled `titleKey` with the image `image` from the asset catalogue, selected by `value`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: value, role: role, content: content(),
            label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// A tab titled `title` with the image `image` from the asset catalogue, selected by `value`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: value, role: role, content: content(),
            label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled `titleKey` with the symbol `systemImage`, selected by its place.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: nil, role: role, content: content(),
            label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    /// A tab titled `title` with the symbol `systemImage`, selected by its place.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: nil, role: role, content: content(),
            label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    /// A tab titled `titleKey` with the image `image` from the asset catalogue, selected by its place.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: nil, role: role, content: content(),
            label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// A tab titled `title` with the image `image` from the asset catalogue, selected by its place.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }
}

extension Tab {
    /// A tab with the label `label`, selected by `value`.
    nonisolated public init(
        value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, role: role, content: content(), label: label())
    }
}

extension Tab where Value == Never {
    /// A tab with the label `label`, selected by its place.
    nonisolated public init(
        role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(value: nil, role: role, content: content(), label: label())
    }
}

extension Tab where Label == EmptyView {
    /// A tab without a label in the bar, selected by `value`.
    nonisolated public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: nil)
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab without a label in the bar, selected by its place.
    nonisolated public init(role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: nil)
    }
}
