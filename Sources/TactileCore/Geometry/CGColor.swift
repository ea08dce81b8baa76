// Core Graphics' colour, for SwiftUI code that hands colours to and from `Color` (`Color.cgColor`,
// `Color(cgColor:)`). Where Core Graphics exists the file compiles to nothing.

import Foundation

#if !canImport(CoreGraphics)

/// A colour as Core Graphics keeps it: its components in a colour space, the last being alpha.
///
/// This is Core Graphics' `CGColor`, provided by Tactile where Core Graphics is missing, with the
/// two colour spaces SwiftUI code makes them in: grey (white and alpha) and sRGB (red, green, blue
/// and alpha). Immutable, as Apple's.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components, alpha last: two for a grey, four for an sRGB colour.
    public let components: [CGFloat]?

    /// A colour in the sRGB colour space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A colour in the sRGB colour space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey: `gray` 0 is black, 1 white.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Whether both have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The components, for debugging.
    public var description: String { "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))" }
}

#endif
