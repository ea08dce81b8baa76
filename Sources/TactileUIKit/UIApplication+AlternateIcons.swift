import Foundation

/// The app's alternate Home Screen icons, UIKit's `setAlternateIconName(_:completionHandler:)`:
/// not supported on Linux, where the app has no Home Screen icon.
extension UIApplication {
    /// Whether the app may change its icon: `false` on Linux.
    public var supportsAlternateIcons: Bool { false }

    /// The alternate icon in use: `nil` (the primary icon) on Linux.
    public var alternateIconName: String? { nil }

    /// Asks to change the app's icon: not supported on Linux, so the icon stays and
    /// `completionHandler` gets an error (`NSCocoaErrorDomain`, code 3328, feature unsupported,
    /// UIKit's error where alternate icons are not supported).
    public func setAlternateIconName(
        _ alternateIconName: String?, completionHandler: (@MainActor ((any Error)?) -> Void)? = nil
    ) {
        completionHandler?(Self.alternateIconsUnsupported)
    }

    /// Asks to change the app's icon: not supported on Linux, so it throws the error
    /// `setAlternateIconName(_:completionHandler:)` gives.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        throw Self.alternateIconsUnsupported
    }

    /// Foundation's "feature unsupported" error.
    static var alternateIconsUnsupported: NSError {
        NSError(
            domain: NSCocoaErrorDomain, code: 3328,
            userInfo: [NSLocalizedDescriptionKey: "Alternate app icons are not supported on Linux."])
    }
}
