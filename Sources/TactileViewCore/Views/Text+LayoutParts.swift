import Foundation

extension Text.Layout {
    /// The position of a character in a text's string (in characters, from 0).
    public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
        var value: Int

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool { lhs.value < rhs.value }

        /// The index `n` characters on.
        public func advanced(by n: Int) -> CharacterIndex { CharacterIndex(value: value + n) }

        /// The number of characters from this index to `other`.
        public func distance(to other: CharacterIndex) -> Int { other.value - value }

        /// Hashes the position.
        public func hash(into hasher: inout Hasher) { hasher.combine(value) }

        /// Indices are a number of characters apart.
        public typealias Stride = Int
    }

    /// The extent of laid-out glyphs: where their baseline starts, how wide they are and how far
    /// they reach above and below the baseline.
    public struct TypographicBounds: Equatable, Sendable {
        /// The start of the baseline.
        public var origin: CGPoint
        /// The width of the glyphs.
        public var width: CGFloat
        /// How far the glyphs' line reaches above the baseline.
        public var ascent: CGFloat
        /// How far the glyphs' line reaches below the baseline.
        public var descent: CGFloat
        /// The extra space between this line and the next.
        public var leading: CGFloat

        /// Empty bounds at the origin.
        public init() {
            origin = .zero
            (width, ascent, descent, leading) = (0, 0, 0, 0)
        }

        /// The rectangle from the top of the ascent to the bottom of the descent.
        public var rect: CGRect {
            CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
        }

        /// Whether two bounds are the same.
        public static func == (a: TypographicBounds, b: TypographicBounds) -> Bool {
            a.origin == b.origin && a.width == b.width && a.ascent == b.ascent && a.descent == b.descent
                && a.leading == b.leading
        }
    }

    /// How `GraphicsContext` draws lines, runs and slices of a layout.
    public struct DrawingOptions: OptionSet {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Glyphs are drawn at their exact positions, not snapped to the pixel grid. Tactile never
        /// snaps glyphs (the SVG and PNG renderers place them exactly), so drawing is the same with
        /// or without it.
        public static var disablesSubpixelQuantization: DrawingOptions { DrawingOptions(rawValue: 1 << 0) }

        /// An option.
        public typealias ArrayLiteralElement = DrawingOptions
        /// An option.
        public typealias Element = DrawingOptions
        /// The options' bits.
        public typealias RawValue = UInt32
    }
}

extension Text.Layout.DrawingOptions: Sendable {}

/// How the glyphs of a run are drawn and how much room their line takes: the font, colour and
/// kerning of the text, and its line's leading.
struct TextRunPaint: Hashable {
    var font: Font
    var color: Color
    /// Extra advance after each glyph (kerning and tracking).
    var kerning: CGFloat
    /// The space between lines (`lineSpacing`).
    var leading: CGFloat

    /// Bounds starting at `origin` on the baseline, `width` wide: ascent to the top of the font's
    /// line, descent to its bottom (so a line's rectangle is its slot in the text).
    func bounds(origin: CGPoint, width: CGFloat) -> Text.Layout.TypographicBounds {
        var bounds = Text.Layout.TypographicBounds()
        bounds.origin = origin
        bounds.width = width
        bounds.ascent = font.ascent
        bounds.descent = font.lineHeight - font.ascent
        bounds.leading = leading
        return bounds
    }
}
