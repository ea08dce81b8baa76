import Foundation

/// Tab content with a change to each of its tabs (a badge), or left out (`hidden`).
struct ModifiedTabContent<Base: TabContent>: TabContent, PrimitiveTabContent {
    typealias TabValue = Base.TabValue
    typealias Body = Never
    nonisolated(unsafe) let base: Base
    /// The change to each tab's view.
    let transform: @MainActor (AnyView) -> AnyView
    /// Whether the tabs are shown at all.
    let isShown: Bool

    nonisolated init(base: Base, isShown: Bool = true, transform: @escaping @MainActor (AnyView) -> AnyView) {
        self.base = base
        self.isShown = isShown
        self.transform = transform
    }

    func tabViews() -> [AnyView] {
        guard isShown else { return [] }
        return base.resolvedTabViews().map(transform)
    }
}

extension TabContent {
    /// Shows `count` as the badge of these tabs' items; 0 shows none.
    nonisolated public func badge(_ count: Int) -> some TabContent<TabValue> {
        ModifiedTabContent(base: self) { AnyView($0.badge(count)) }
    }

    /// Shows `label` as the badge of these tabs' items; `nil` shows none.
    nonisolated public func badge(_ label: Text?) -> some TabContent<TabValue> {
        ModifiedTabContent(base: self) { AnyView($0.badge(label)) }
    }

    /// Shows the text of `key` as the badge of these tabs' items.
    nonisolated public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> {
        ModifiedTabContent(base: self) { AnyView($0.badge(key)) }
    }

    /// Shows `label` as the badge of these tabs' items.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> {
        let text = String(label)
        return ModifiedTabContent(base: self) { AnyView($0.badge(text)) }
    }

    /// Leaves these tabs out of the tab view when `hidden`: neither their items nor their content
    /// are shown.
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
        ModifiedTabContent(base: self, isShown: !hidden) { $0 }
    }
}

/// Tab settings for the iPad sidebar, tab customization, and interactions with a tab's item.
///
/// *Accepted*: Tactile draws iPhone's compact tab bar, which has no sidebar, cannot be
/// customized, and whose items take taps only (no context menu or swipe); the tabs are shown
/// as they are.
extension TabContent {
    /// The identity under which a customization stores these tabs.
    nonisolated public func customizationID(_ id: String) -> some TabContent<TabValue> { self }

    /// How these tabs may be customized in the given placements.
    nonisolated public func customizationBehavior(
        _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
    ) -> some TabContent<TabValue> {
        self
    }

    /// Whether these tabs are visible by default in the given placements.
    nonisolated public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...)
        -> some TabContent<TabValue>
    {
        self
    }

    /// Where these tabs may be placed (pinned, sidebar only).
    nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> { self }

    /// Actions shown with a section's header in the sidebar.
    nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content)
        -> some TabContent<TabValue>
    {
        self
    }

    /// A context menu for these tabs' items.
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some TabContent<TabValue> {
        self
    }

    /// Swipe actions for these tabs' rows in the sidebar.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some TabContent<TabValue> {
        self
    }
}
