import Foundation
import TactileViewCore

/// A font, UIKit's `UIFont`: a point size and a weight, for the SwiftUI code that builds a `Font`
/// from one or measures with its point size. Text styles have iOS's sizes at the default Dynamic
/// Type size, Tactile's `Font` sizes.
public final class UIFont: Hashable, Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    /// A named text style.
    public typealias TextStyle = Font.TextStyle

    /// A font weight, UIKit's `UIFont.Weight`.
    public typealias Weight = FontWeight

    init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : Font.body.size
        self.weight = weight
    }

    /// The font of `style` at the default Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let font = Font.system(style)
        return UIFont(pointSize: font.size, weight: font.weight)
    }

    /// The system font at `size` (a size that is not finite and positive gives the body size).
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }

    /// The line height Tactile lays this font out with.
    public var lineHeight: CGFloat { Font.system(size: pointSize, weight: weight).lineHeight }

    /// Equal when size and weight are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    /// Hashes size and weight.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}

extension Font {
    /// The SwiftUI font of `font`'s size and weight.
    public init(_ font: UIFont) { self = .system(size: font.pointSize, weight: font.weight) }
}
