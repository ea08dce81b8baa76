import Foundation

/// A scene's connection to the app, UIKit's `UISceneSession`: its role and configuration.
///
/// On Linux Tactile's one window scene has one session in the `.windowApplication` role (read it
/// from `UIScene.session`); a test can make others to call an app delegate's
/// `application(_:configurationForConnecting:options:)` with.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
    /// What a scene is for, UIKit's `UISceneSession.Role`.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own interactive window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window on an external display that takes no input.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene was made with.
    public let configuration: UISceneConfiguration
    /// A string that names the session for as long as it lives.
    public let persistentIdentifier: String
    /// What the app keeps about the session.
    public var userInfo: [String: Any]?
    /// The session's scene, while it is connected.
    public internal(set) weak var scene: UIScene?

    /// A session of `role` with `configuration` (the default one for `role` when `nil`).
    public init(role: Role, configuration: UISceneConfiguration? = nil) {
        self.role = role
        self.configuration =
            configuration ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        persistentIdentifier = UUID().uuidString
    }

    /// Sessions are equal when they are the same session.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }

    /// The session's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a scene is made with, UIKit's `UISceneConfiguration`: a name, a role and the class of the
/// scene's delegate. On Linux it is kept for the code that builds and reads it; Tactile does not
/// make the delegate class (nothing can make an `NSObject` subclass from its type there).
@preconcurrency @MainActor
public final class UISceneConfiguration {
    /// The configuration's name in the app's Info.plist, if any.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    public var delegateClass: AnyClass?
    /// The class of the scene.
    public var sceneClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

extension UIScene {
    /// What a scene was connected with, UIKit's `UIScene.ConnectionOptions`: on Linux a scene
    /// connects with no URLs and no quick action.
    @preconcurrency @MainActor
    public final class ConnectionOptions {
        /// The URLs the scene was opened with.
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that opened the scene.
        public let sourceApplication: String?

        /// Options with `urlContexts` (none by default).
        public init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
        }
    }
}

/// A URL a scene is asked to open, UIKit's `UIOpenURLContext`.
public final class UIOpenURLContext: Hashable, Sendable {
    /// The URL.
    public let url: URL

    /// A context for `url`.
    public init(url: URL) { self.url = url }

    /// Equal when the URLs are.
    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs.url == rhs.url }

    /// Hashes the URL.
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// The object that takes a scene's life-cycle calls, UIKit's `UISceneDelegate`. Every method has a
/// default (UIKit's are optional). On Linux Tactile calls none of them (see `UISceneConfiguration`).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is connecting; nothing by default.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected; nothing by default.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active; nothing by default.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active; nothing by default.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground; nothing by default.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background; nothing by default.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene was asked to open URLs; nothing by default.
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Nothing.
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a window scene, UIKit's `UIWindowSceneDelegate`: a `UISceneDelegate` that
/// may keep the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window, for delegates that keep one.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window: a delegate that declares `var window` keeps its own.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
