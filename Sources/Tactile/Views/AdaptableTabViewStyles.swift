import Foundation

/// A tab view style that shows a tab bar on a compact width and can turn into a sidebar on a
/// regular one, SwiftUI's `SidebarAdaptableTabViewStyle` (`.sidebarAdaptable`). Tactile lays
/// views out at iPhone's compact width, where this style is a tab bar at the bottom, as
/// `.automatic` is.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The sidebar-adaptable style.
    nonisolated public init() {}
}

/// A tab view style that always shows a tab bar, never a sidebar, SwiftUI's
/// `TabBarOnlyTabViewStyle` (`.tabBarOnly`): a tab bar at the bottom.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The tab-bar-only style.
    nonisolated public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that can become a sidebar on a regular width (a tab bar in Tactile's compact width).
    nonisolated public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    nonisolated public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

private struct TabBarPlacementKey: EnvironmentKey {
    static var defaultValue: TabBarPlacement? { nil }
}

extension EnvironmentValues {
    /// Where the enclosing tab view shows its tabs: `.bottomBar` inside a tab view with a tab bar,
    /// `.pageIndicator` inside a paging one, `nil` outside any tab view.
    public var tabBarPlacement: TabBarPlacement? { self[TabBarPlacementKey.self] }

    /// The writable form of `tabBarPlacement`, set by the tab views.
    var tabBarPlacementInEffect: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
        set { self[TabBarPlacementKey.self] = newValue }
    }

    /// Whether the enclosing tab view's bar shows its sections (`TabSection`s): only a sidebar
    /// does, and Tactile's compact tab bar lists the sections' tabs flat, so this is `false`.
    public var isTabBarShowingSections: Bool { false }
}
