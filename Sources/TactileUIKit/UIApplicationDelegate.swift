import Foundation

/// The object that takes the app's life-cycle calls, UIKit's `UIApplicationDelegate`, so that an
/// app delegate written for SwiftUI's `@UIApplicationDelegateAdaptor` compiles.
///
/// Every method has a default (UIKit's are optional), so a delegate implements only the ones it
/// needs. On Linux nothing calls them: `@UIApplicationDelegateAdaptor` is not provided, because it
/// must make the delegate from its type, and Foundation's `NSObject.init()` on Linux is not
/// `required`, so no generic code can call it. Call the methods yourself (a test can).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window, for delegates that keep one.
    var window: UIWindow? { get set }

    /// The app is about to finish launching; `true` by default.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app has launched; `true` by default.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The configuration of a scene about to connect; by default one named "Default Configuration"
    /// for the session's role, with no delegate class.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The app was asked to open `url`; `false` by default.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The app registered for remote notifications; nothing by default.
    func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registering for remote notifications failed; nothing by default.
    func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// The app became active; nothing by default.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active; nothing by default.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background; nothing by default.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground; nothing by default.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end; nothing by default.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// No window: a delegate that declares `var window` keeps its own.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// `true`.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// `true`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// A configuration named "Default Configuration" for the session's role.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// `false`: the URL is not handled.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any])
        -> Bool
    { false }

    /// Nothing.
    public func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}

    /// Nothing.
    public func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {}

    /// Nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}

extension UIApplication {
    /// Keys of the options the app launched with, UIKit's `UIApplication.LaunchOptionsKey`: on
    /// Linux the app always launches with none.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened this one.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification the app was opened for.
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home Screen quick action the app was opened for.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// Keys of the options of a URL the app is asked to open, UIKit's
    /// `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked.
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the asking app gave.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file must be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}
