import Foundation

/// A scene the app shows, UIKit's `UIScene`. On Linux there is one: the ``UIWindowScene`` of
/// Tactile's window.
@MainActor
public class UIScene: Hashable {
    /// Whether the scene is in the foreground: always `.foregroundActive`, as `scenePhase` is.
    public let activationState: ActivationState = .foregroundActive

    /// Where a scene is in its life, UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected.
        case unattached = -1
        /// In the foreground, taking events.
        case foregroundActive = 0
        /// In the foreground, not taking events.
        case foregroundInactive = 1
        /// In the background.
        case background = 2
    }

    init() {}

    /// Scenes are equal when they are the same scene.
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }

    /// The scene's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene of Tactile's window, UIKit's `UIWindowScene`: what code reaches through
/// `UIApplication.shared.connectedScenes` to read the window's safe area or size.
@MainActor
public final class UIWindowScene: UIScene {
    /// The scene's one window.
    public let windows: [UIWindow] = [UIWindow()]

    /// The scene's key window: its one window.
    public var keyWindow: UIWindow? { windows.first }

    /// The screen the scene is on.
    public var screen: UIScreen { .main }
}

/// A window, UIKit's `UIWindow`, reduced to what SwiftUI code reads of one: its frame and safe
/// area. It is not a view: Tactile draws no UIKit views on Linux, so `rootViewController` and the
/// view hierarchy are not there.
@MainActor
public final class UIWindow {
    /// The window's frame: the screen's bounds (Tactile's default window, 400 × 800).
    public var frame: CGRect { UIScreen.main.bounds }

    /// The window's bounds: its frame's size, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The window's safe area insets: zero, as Tactile's hosts have by default (no status bar, no
    /// home indicator).
    public let safeAreaInsets = UIEdgeInsets.zero

    /// Whether this is the key window: it is.
    public let isKeyWindow = true

    init() {}
}

extension UIApplication {
    /// The app's scenes: the one window scene, made once.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.tactileWindowScene] }

    /// The windows of the app's scenes (deprecated in iOS 15 for the scenes' own windows; real code
    /// still reads `windows.first?.safeAreaInsets`).
    public var windows: [UIWindow] { UIWindowScene.tactileWindowScene.windows }
}

extension UIWindowScene {
    /// The scene of Tactile's window.
    static let tactileWindowScene = UIWindowScene()
}
