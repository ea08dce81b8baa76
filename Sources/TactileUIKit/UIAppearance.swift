import Foundation

/// The appearance proxies of UIKit's `UIAppearance`: `UINavigationBar.appearance()`,
/// `UITabBar.appearance()`, `UITableView.appearance()`, … with which SwiftUI code styles the
/// UIKit views that SwiftUI's containers are made of on iOS.
///
/// On Linux each class's proxy is one shared instance of that class (the nearest class of
/// TactileUIKit for a subclass of your own), made on first use, so what the app sets on it is
/// recorded and reads back. It has no effect: Tactile's containers are not built of UIKit views,
/// instances created later do not take the proxy's values, and SwiftUI's own modifiers
/// (`toolbarBackground(_:for:)`, `scrollContentBackground(_:)`, `tint(_:)`, …) are the way to
/// style them.
@MainActor
enum AppearanceProxies {
    /// The proxies made so far, by class.
    private static var proxies: [ObjectIdentifier: UIView] = [:]

    /// The proxy of `View`, made by `make` the first time.
    static func proxy<View: UIView>(_ make: () -> View) -> View {
        if let proxy = proxies[ObjectIdentifier(View.self)] as? View { return proxy }
        let proxy = make()
        proxies[ObjectIdentifier(View.self)] = proxy
        return proxy
    }
}
