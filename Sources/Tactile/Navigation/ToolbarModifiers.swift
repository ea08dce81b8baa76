// swift-format-ignore-file: AmbiguousTrailingClosureOverload
// SwiftUI's two `toolbar(content:)` overloads (views, toolbar content) are kept as SwiftUI has them.

import Foundation

/// A bar that toolbar modifiers can hide or style, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar, windowToolbar }
    let bar: Bar

    /// The platform's bars: on iOS, the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// A `TabView`'s bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// A window's toolbar (macOS).
    public static let windowToolbar = ToolbarPlacement(bar: .windowToolbar)

    /// Whether this bar is the navigation bar (what `toolbar(_:for:)` can hide in Tactile).
    var isNavigationBar: Bool { bar == .automatic || bar == .navigationBar }
}

extension View {
    /// Adds views to the enclosing navigation level's bar, on its trailing side (the `.automatic`
    /// placement).
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entries = DeferredToolbarEntries(ToolbarItem(placement: .automatic, content: content))
        return transformPreference(NavigationBarKey.self) { $0.toolbar += entries.resolved() }
    }

    /// Adds ``ToolbarItem``s and ``ToolbarItemGroup``s to the enclosing navigation level's bars,
    /// each at its placement.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View
    {
        let entries = DeferredToolbarEntries(content())
        return transformPreference(NavigationBarKey.self) { $0.toolbar += entries.resolved() }
    }

    /// Shows or hides bars: `.hidden` for `.navigationBar` (or `.automatic`) hides the navigation
    /// bar of the level this view is in. Other bars are accepted and unchanged.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// `toolbar(_:for:)` and `toolbarVisibility(_:for:)`: hides or shows the navigation bar when
    /// `bars` name it.
    nonisolated func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        let hides = bars.contains { $0.isNavigationBar }
        return transformPreference(NavigationBarKey.self) { request in
            if hides, visibility != .automatic { request.barHidden = visibility == .hidden }
        }
    }

    /// Sets the background of bars. *Accepted, not drawn*: Tactile's bars have no background.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Shows or hides the background of bars. *Accepted, not drawn*: Tactile's bars have no
    /// background.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Sets the colour scheme of bars. *Accepted*: Tactile draws in light mode only.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    {
        self
    }
}
