import Foundation

/// Navigation bar metrics (iOS, portrait, inside the safe area).
enum NavigationBarMetrics {
    /// Height of the bar itself (inline title, back button, toolbar items).
    static let barHeight: CGFloat = 44
    /// Height the large title adds below the bar.
    static let largeTitleHeight: CGFloat = 52
    /// Leading inset of the large title.
    static let largeTitleInset: CGFloat = 16
    /// Space between the large title's baseline box and the bottom of its area.
    static let largeTitleBottom: CGFloat = 8
    /// Space between the bar's edges and its items (UIKit's layout margins).
    static let itemInset: CGFloat = 16
    /// Leading inset of the back button (its chevron sits closer to the edge than other items).
    static let backButtonInset: CGFloat = 8
    /// Space between items on one side of the bar.
    static let itemSpacing: CGFloat = 16
    /// Height of the bottom toolbar (`.bottomBar` items), UIToolbar's.
    static let bottomBarHeight: CGFloat = 44
}

/// How a navigation bar shows its title, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    /// How the title is shown.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack, inline in pushed views, as iOS does.
        case automatic
        /// Small, centred in the bar.
        case inline
        /// Large, below the bar, at the leading edge.
        case large
    }
}

/// What a navigation level's content asks of its bars: a title and how to show it, toolbar items,
/// whether the back button or the bar is hidden.
struct NavigationBarRequest: Equatable {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden: Bool?
    var barHidden: Bool?
    /// Toolbar items in tree order.
    var toolbar: [ToolbarEntry] = []
    /// The search field of a `searchable` view in the level, drawn below the title.
    var search: SearchFieldEntry?

    /// Whether the title is drawn large: `.large`, or `.automatic` at the root of a stack.
    func isLarge(atRoot: Bool) -> Bool {
        guard title != nil else { return false }
        switch displayMode ?? .automatic {
        case .inline: return false
        case .large: return true
        case .automatic: return atRoot
        }
    }

    /// The items placed in `slot`.
    func items(_ slot: ToolbarItemPlacement.Slot) -> [ToolbarEntry] {
        toolbar.filter { $0.placement.slot == slot }
    }
}

/// The bar settings set in a navigation level's content. An outer setting wins over the
/// subtree's (a writer replaces its subtree's value); among siblings the first one wins; toolbar
/// items of every view are kept, in tree order.
struct NavigationBarKey: PreferenceKey {
    static var defaultValue: NavigationBarRequest { NavigationBarRequest() }
    static func reduce(value: inout NavigationBarRequest, nextValue: () -> NavigationBarRequest) {
        let next = nextValue()
        if value.title == nil { value.title = next.title }
        if value.displayMode == nil { value.displayMode = next.displayMode }
        if value.backButtonHidden == nil { value.backButtonHidden = next.backButtonHidden }
        if value.barHidden == nil { value.barHidden = next.barHidden }
        if value.search == nil { value.search = next.search }
        value.toolbar += next.toolbar
    }
}

// MARK: - Sendable

/// `NavigationBarItem` is `Sendable` as in SwiftUI: it has no cases and stores nothing.
extension NavigationBarItem: Sendable {}
