import Foundation

/// Whether a window's toolbar shows while the window is full screen, SwiftUI's
/// `WindowToolbarFullScreenVisibility` (on iOS, only `.automatic`).
public struct WindowToolbarFullScreenVisibility: Sendable {
    let name: String

    /// The system decides.
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
}

/// A window's toolbar in full screen. *No effect on Linux*: Tactile's window is an iPhone's,
/// which has no window toolbar to show or hide in full screen (as on iOS, where only
/// `.automatic` exists).
extension View {
    /// Sets whether the window's toolbar shows while the window is full screen.
    nonisolated public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility)
        -> some View
    { self }
}
