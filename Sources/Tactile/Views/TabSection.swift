import Foundation

/// A group of tabs with a header, SwiftUI's `TabSection`: in iPad's sidebar the header titles the
/// group. In iPhone's compact tab bar, which Tactile draws, the section's tabs are shown in the
/// bar in their place among the others and the header is not shown (Docs/Decisions.md, "Tab
/// sections in a compact tab bar").
public struct TabSection<Header, Content, Footer, SelectionValue> {
    nonisolated(unsafe) let header: Header
    nonisolated(unsafe) let content: Content
}

extension TabSection: TabContent, PrimitiveTabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    /// The values of the section's tabs.
    public typealias TabValue = Content.TabValue
    /// A section is primitive tab content.
    public typealias Body = Never

    func tabViews() -> [AnyView] { content.resolvedTabViews() }
}

extension TabSection where Content: TabContent, SelectionValue: Hashable {
    /// A section of the tabs `content` makes, headed by `header`.
    nonisolated public init(
        @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
    ) where Header: View, Footer == EmptyView {
        self.header = header()
        self.content = content()
    }

    /// A section of the tabs `content` makes, with no header.
    nonisolated public init(@TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == EmptyView, Footer == EmptyView {
        self.header = EmptyView()
        self.content = content()
    }

    /// A section titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView {
        self.header = Text(title)
        self.content = content()
    }

    /// A section titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView {
        self.header = Text(titleKey)
        self.content = content()
    }
}
