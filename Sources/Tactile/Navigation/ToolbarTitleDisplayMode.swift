import Foundation

/// How the navigation bar shows its title: SwiftUI's `ToolbarTitleDisplayMode` (iOS 17), set
/// with `View/toolbarTitleDisplayMode(_:)`; the newer spelling of
/// ``NavigationBarItem/TitleDisplayMode``.
public struct ToolbarTitleDisplayMode: Sendable {
    /// The bar's form of this mode.
    let barMode: NavigationBarItem.TitleDisplayMode

    /// Large at the root of a stack, inline in pushed views, as iOS does.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .automatic) }
    /// Small, centred in the bar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .inline) }
    /// Large, below the bar, at the leading edge.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
    /// Large, inside the bar (iOS 17's App Store look). *Approximation*: drawn as ``large``,
    /// below the bar, with the bar's items where they were.
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
}

extension View {
    /// Chooses how the enclosing navigation bar shows its title (the iOS 17 spelling of
    /// `View/navigationBarTitleDisplayMode(_:)`).
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }

    /// Shows or hides bars (the iOS 18 spelling of `toolbar(_:for:)`): `.hidden` for
    /// `.navigationBar` (or `.automatic`) hides the navigation bar of the level this view is in.
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }
}
