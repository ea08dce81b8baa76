import Foundation

/// Where a `searchable` view's search field goes: SwiftUI's `SearchFieldPlacement`.
///
/// *Approximation*: on an iPhone every placement is the navigation bar's drawer, the row below
/// the title, and Tactile draws it there for each; the drawer is always shown (iOS hides an
/// `.automatic` drawer until the content is pulled down).
public struct SearchFieldPlacement: Sendable {
    enum Kind: Hashable, Sendable { case automatic, toolbar, sidebar, navigationBarDrawer }
    let kind: Kind
    let drawerDisplayMode: NavigationBarDrawerDisplayMode

    /// The platform's placement: on iOS, the navigation bar's drawer.
    public static let automatic = SearchFieldPlacement(kind: .automatic, drawerDisplayMode: .automatic)
    /// In the toolbar (iOS 17); on an iPhone, the navigation bar's drawer.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar, drawerDisplayMode: .automatic)
    /// In a split view's sidebar; on an iPhone, the navigation bar's drawer.
    public static let sidebar = SearchFieldPlacement(kind: .sidebar, drawerDisplayMode: .automatic)
    /// In the navigation bar's drawer, below the title.
    public static let navigationBarDrawer = SearchFieldPlacement(
        kind: .navigationBarDrawer, drawerDisplayMode: .automatic)

    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer, drawerDisplayMode: displayMode)
    }

    /// When the navigation bar's drawer shows its search field.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        enum Kind: Hashable, Sendable { case automatic, always }
        let kind: Kind

        /// The platform's choice: on iOS, hidden until the content is pulled down.
        public static let automatic = NavigationBarDrawerDisplayMode(kind: .automatic)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(kind: .always)
    }
}
