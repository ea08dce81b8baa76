import Foundation
import TactileViewCore

/// A font, UIKit's `UIFont`: a point size, a weight and a width, for the SwiftUI code that builds
/// a `Font` from one or measures with its point size. Text styles have iOS's sizes at the default Dynamic
/// Type size, Tactile's `Font` sizes.
public final class UIFont: Hashable, Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// How wide the glyphs are.
    public let width: Width

    /// A named text style.
    public typealias TextStyle = Font.TextStyle

    /// A font weight, UIKit's `UIFont.Weight`.
    public typealias Weight = FontWeight

    /// How wide a font's glyphs are, UIKit's `UIFont.Width`: a value from -1 (narrowest) to 1
    /// (widest), 0 standard. The named widths have the values of Tactile's `Font.Width`, so a
    /// `Font(_:)` of the font measures its text as `fontWidth(_:)` does.
    public struct Width: RawRepresentable, Hashable, Sendable {
        /// The width's value.
        public let rawValue: CGFloat
        /// A width of `rawValue` (a value that is not finite is the standard width).
        public init(rawValue: CGFloat) { self.rawValue = rawValue.isFinite ? rawValue : 0 }
        /// A width of `rawValue`.
        public init(_ rawValue: CGFloat) { self.init(rawValue: rawValue) }

        /// The narrowest width.
        public static let compressed = Width(rawValue: Font.Width.compressed.value)
        /// A narrower width.
        public static let condensed = Width(rawValue: Font.Width.condensed.value)
        /// The standard width.
        public static let standard = Width(rawValue: Font.Width.standard.value)
        /// A wider width.
        public static let expanded = Width(rawValue: Font.Width.expanded.value)
    }

    init(pointSize: CGFloat, weight: Weight, width: Width = .standard) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : Font.body.size
        self.weight = weight
        self.width = width
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

    /// The system font at `size` (a size that is not finite and positive gives the body size),
    /// `weight` and `width`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight, width: Width) -> UIFont {
        UIFont(pointSize: size, weight: weight, width: width)
    }

    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }

    /// The line height Tactile lays this font out with.
    public var lineHeight: CGFloat { Font.system(size: pointSize, weight: weight).lineHeight }

    /// Equal when size, weight and width are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.width == rhs.width
    }

    /// Hashes size, weight and width.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(width)
    }
}

extension Font {
    /// The SwiftUI font of `font`'s size, weight and width.
    public init(_ font: UIFont) {
        self = Font.system(size: font.pointSize, weight: font.weight).width(Font.Width(font.width.rawValue))
    }
}
