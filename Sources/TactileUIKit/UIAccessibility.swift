import Foundation
import TactileViewCore

/// The system's accessibility settings and announcements, UIKit's `UIAccessibility`.
///
/// On Linux there are no system settings to read: each `is…` answers what a view reads from
/// Tactile's default environment (`EnvironmentValues()`: `false` for all, as a device with no
/// accessibility setting on), and the status notifications are never posted. A test that needs a
/// setting on sets it in the view's environment (`.environment(\.accessibilityReduceMotion, true)`),
/// which these do not follow. `post(notification:argument:)` records what is posted, in order, in
/// `postedNotifications`, as there is no screen reader to speak it.
public enum UIAccessibility {
    /// Whether the user asked for less motion.
    public static var isReduceMotionEnabled: Bool { EnvironmentValues().accessibilityReduceMotion }
    /// Whether VoiceOver is running.
    public static var isVoiceOverRunning: Bool { EnvironmentValues().accessibilityVoiceOverEnabled }
    /// Whether the user asked for bold text.
    public static var isBoldTextEnabled: Bool { EnvironmentValues().legibilityWeight == .bold }
    /// Whether the user asked for less transparency.
    public static var isReduceTransparencyEnabled: Bool { EnvironmentValues().accessibilityReduceTransparency }
    /// Whether the user inverted colours.
    public static var isInvertColorsEnabled: Bool { EnvironmentValues().accessibilityInvertColors }
    /// Whether Switch Control is running.
    public static var isSwitchControlRunning: Bool { EnvironmentValues().accessibilitySwitchControlEnabled }
    /// Whether the user asked for information not to be conveyed by colour alone.
    public static var shouldDifferentiateWithoutColor: Bool {
        EnvironmentValues().accessibilityDifferentiateWithoutColor
    }
    /// Whether the user asked for darker colours: `false` (no such setting on Linux).
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether the screen is in greyscale: `false`.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether videos play by themselves: `true`, the system default.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether the user prefers cross-fades to sliding transitions: `false`.
    public static var prefersCrossFadeTransitions: Bool { false }

    /// What to tell an assistive technology, UIKit's `UIAccessibility.Notification`.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        /// UIKit's number for it.
        public let rawValue: UInt32
        /// A notification of `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Much of the screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Say the argument, a string.
        public static let announcement = Notification(rawValue: 1008)
        /// The content scrolled by a page.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// One call to `post(notification:argument:)`: the notification and, when the argument was a
    /// string (an announcement's text), that string.
    public struct PostedNotification: Hashable, Sendable {
        /// The notification.
        public let notification: Notification
        /// The argument, when it was a string.
        public let text: String?
    }

    private static let posted = Locked<[PostedNotification]>([])

    /// Tells assistive technologies about a change, or asks them to announce `argument`: on Linux
    /// there are none, so it is recorded in `postedNotifications`.
    public static func post(notification: Notification, argument: Any?) {
        let entry = PostedNotification(notification: notification, text: argument as? String)
        posted.withLock { $0.append(entry) }
    }

    /// What was posted with `post(notification:argument:)`, oldest first (Tactile's, for tests).
    public static var postedNotifications: [PostedNotification] { posted.withLock { $0 } }

    /// Forgets `postedNotifications` (between tests).
    public static func resetPostedNotifications() { posted.withLock { $0.removeAll() } }

    /// Posted when reduce motion changes; never, on Linux.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops; never, on Linux.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when bold text changes; never, on Linux.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when reduce transparency changes; never, on Linux.
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when an announcement has been spoken; never, on Linux (nothing speaks).
    public static let announcementDidFinishNotification = Foundation.Notification.Name(
        "UIAccessibilityAnnouncementDidFinishNotification")
}
