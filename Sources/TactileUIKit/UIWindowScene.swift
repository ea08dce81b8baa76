import Foundation

/// A scene the app shows, UIKit's `UIScene`. On Linux there is one: the `UIWindowScene` of
/// Tactile's window.
@preconcurrency @MainActor
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

    /// The scene's delegate, kept (strongly, as UIKit keeps it); Tactile calls none of its methods.
    public var delegate: (any UISceneDelegate)?

    /// The scene's session: for Tactile's window scene, one in the `.windowApplication` role.
    public private(set) lazy var session: UISceneSession = {
        let session = UISceneSession(role: .windowApplication)
        session.scene = self
        return session
    }()

    init() {}

    /// Scenes are equal when they are the same scene.
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }

    /// The scene's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene of Tactile's window, UIKit's `UIWindowScene`: what code reaches through
/// `UIApplication.shared.connectedScenes` to read the window's safe area or size.
@preconcurrency @MainActor
public final class UIWindowScene: UIScene {
    /// The scene's one window.
    public let windows: [UIWindow] = [UIWindow()]

    /// The scene's key window: its one window.
    public var keyWindow: UIWindow? { windows.first }

    /// The screen the scene is on.
    public var screen: UIScreen { .main }
}

/// A window, UIKit's `UIWindow`: the view at the root of a scene, the size of the screen
/// (Tactile's default window, 400 × 800), with no safe area insets (Tactile's hosts have none by
/// default). Its `rootViewController` is kept for code that sets or reads one; Tactile shows the
/// app's SwiftUI scene, not the controller's view (see `UIView` for what UIKit views do on Linux).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The controller whose view fills the window; stored and read back.
    open var rootViewController: UIViewController?

    /// Whether this is the key window: the scene's one window is.
    open var isKeyWindow: Bool { true }

    /// The scene the window is in: Tactile's one window scene.
    open var windowScene: UIWindowScene? { UIWindowScene.tactileWindowScene }

    /// A window the size of the screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// A window with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A window in `windowScene`, the size of its screen.
    public convenience init(windowScene: UIWindowScene) { self.init(frame: windowScene.screen.bounds) }

    /// Not supported on Linux (no storyboards or nibs): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Makes the window key and shows it: accepted; Tactile's scene window is always key and shown.
    open func makeKeyAndVisible() { isHidden = false }
}

extension UIApplication {
    /// The app's scenes: the one window scene, made once.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.tactileWindowScene] }

    /// The windows of the app's scenes (deprecated in iOS 15 for the scenes' own windows; real code
    /// still reads `windows.first?.safeAreaInsets`).
    public var windows: [UIWindow] { UIWindowScene.tactileWindowScene.windows }

    /// The key window: the one scene's window (deprecated in iOS 13 for the scenes' own
    /// `keyWindow`; old SwiftUI code still reads `UIApplication.shared.keyWindow?.safeAreaInsets`).
    @available(iOS, deprecated: 13.0, message: "Use the key window of a UIWindowScene")
    public var keyWindow: UIWindow? { UIWindowScene.tactileWindowScene.keyWindow }
}

extension UIWindowScene {
    /// The scene of Tactile's window.
    static let tactileWindowScene = UIWindowScene()
}
