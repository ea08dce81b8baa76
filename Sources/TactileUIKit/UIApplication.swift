import Foundation

/// Whether the app is in the foreground, UIKit's `UIApplication.State`.
extension UIApplication {
    /// The app's state.
    public enum State: Int, Sendable {
        /// In the foreground, taking events.
        case active
        /// In the foreground, not taking events.
        case inactive
        /// Not visible.
        case background
    }

    /// Keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app takes the URL.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}

/// The app, UIKit's `UIApplication`: on Linux, what SwiftUI code asks of it that has a meaning
/// without a system around the app.
@preconcurrency @MainActor
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// `.active`: Tactile's window is always in the foreground (as `scenePhase` is).
    public let applicationState: State = .active

    /// Whether the screen may lock while the app runs; kept, with no effect.
    public var isIdleTimerDisabled = false

    /// The number on the app's icon; kept, with no effect.
    public var applicationIconBadgeNumber = 0

    /// The URLs the app asked the system to open, oldest first: there is no system to open them on
    /// Linux, so they are kept for a test to read.
    public private(set) var openedURLs: [URL] = []

    /// Asks the system to open `url`: recorded in `openedURLs`; `completionHandler` is told
    /// `true`.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: (@MainActor (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completionHandler?(true)
    }

    /// Whether the system could open `url`: `true` for a URL with a scheme (every one is recorded
    /// by `open(_:options:completionHandler:)`).
    public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Posted when the app becomes active; never, on Linux (the app is always active).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active; never, on Linux.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background; never, on Linux.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come to the foreground; never, on Linux.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end; never, on Linux.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when memory runs low; never, on Linux.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user takes a screenshot; never, on Linux.
    public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
}
