import Foundation

/// Light or dark, UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified: resolves as light.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}

/// The traits a colour resolves against, UIKit's `UITraitCollection`: here only its light or dark
/// style.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// The traits in effect: light, as Tactile resolves colours in their light values.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}
