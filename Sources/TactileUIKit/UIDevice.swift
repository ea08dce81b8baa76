import Foundation

/// The kind of device, UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Unknown.
    case unspecified = -1
    /// A phone: what Tactile's window stands for.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Vision Pro.
    case vision = 6
}

/// How the device is held, UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned left.
    case landscapeLeft
    /// Turned right.
    case landscapeRight
    /// Face up.
    case faceUp
    /// Face down.
    case faceDown

    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Turned either way.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Any orientation but `unknown`.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device, UIKit's `UIDevice`: on Linux a phone held upright, as Tactile's window is.
@preconcurrency @MainActor
public final class UIDevice {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// `.phone`.
    public let userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// `.portrait`.
    public let orientation: UIDeviceOrientation = .portrait
    /// The host's name.
    public var name: String { ProcessInfo.processInfo.hostName }
    /// `"iPhone"`, the model the window stands for.
    public let model = "iPhone"
    /// The operating system Tactile runs on (`"Linux"`), not iOS.
    public var systemName: String {
        #if os(Linux)
        "Linux"
        #else
        ProcessInfo.processInfo.operatingSystemVersionString
        #endif
    }
    /// The operating system's version, `major.minor.patch`.
    public var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }

    /// Posted when the orientation changes; never, on Linux.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
