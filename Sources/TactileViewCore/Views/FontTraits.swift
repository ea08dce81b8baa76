import Foundation

/// The variations of a `Font` that keep its size and text style: slant, leading, width, small
/// capitals and a custom family name.
struct FontTraits: Hashable, Sendable {
    /// Slanted glyphs (`Font/italic()`).
    var isItalic = false
    /// The line spacing asked for (`Font/leading(_:)`), already applied to the line height.
    var leading = Font.Leading.standard
    /// The glyph width (`Font/width(_:)`).
    var width = Font.Width.standard
    /// Which letters are drawn as small capitals.
    var smallCaps = SmallCaps.none
    /// The family of a `Font/custom(_:size:)` font.
    var family: String?

    /// Which letters become small capitals.
    enum SmallCaps: Hashable, Sendable { case none, lowercase, uppercase, all }

    /// How much wider than standard each glyph is drawn: 1 plus the width's value
    /// (`Font/Width/condensed` draws at 0.8, `Font/Width/expanded` at 1.2), kept between 0.5 and
    /// 1.5, the range SF Pro's widths span.
    var widthFactor: CGFloat {
        let value = width.value.isFinite ? width.value : 0
        return min(max(1 + value, 0.5), 1.5)
    }
}

extension Font {
    /// How much space a font puts between lines, SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        /// The font's own line height.
        case standard
        /// Lines closer together.
        case tight
        /// Lines further apart.
        case loose
    }

    /// How far tight or loose leading moves the line height, per point of font size: 2 pt at
    /// 17 pt (body), in proportion at other sizes. Apple publishes no figure; 2 pt at body size is
    /// what the system's tight and loose text styles differ by on screen.
    static let leadingStepPerPoint: CGFloat = 2.0 / 17.0

    /// This font in italics: `Text` draws it slanted (SVG `font-style="italic"`); the width it
    /// measures is the upright font's.
    public func italic() -> Font { with { $0.traits.isItalic = true } }

    /// This font with `leading`: the line height moves by `leadingStepPerPoint` (2 pt at 17 pt) times the size
    /// (down for tight, up for loose) from the font's standard line height.
    public func leading(_ leading: Leading) -> Font {
        with { font in
            let step = (font.size * Self.leadingStepPerPoint).rounded()
            let standard = font.lineHeight - Self.leadingOffset(font.traits.leading, step: step)
            font.lineHeight = max(standard + Self.leadingOffset(leading, step: step), font.size)
            font.traits.leading = leading
        }
    }

    private static func leadingOffset(_ leading: Leading, step: CGFloat) -> CGFloat {
        switch leading {
        case .standard: 0
        case .tight: -step
        case .loose: step
        }
    }

    /// This font at `width`: each character's advance is multiplied by 1 plus the width's value
    /// (see `Font/Width`).
    public func width(_ width: Width) -> Font { with { $0.traits.width = width } }

    /// This font with lowercase letters drawn as small capitals. *Accepted*: the letters are
    /// measured and drawn as written (Tactile has no small-capital glyphs).
    public func smallCaps() -> Font { with { $0.traits.smallCaps = .all } }

    /// This font with lowercase letters drawn as small capitals. *Accepted*: drawn as written.
    public func lowercaseSmallCaps() -> Font { with { $0.traits.smallCaps = .lowercase } }

    /// This font with capital letters drawn as small capitals. *Accepted*: drawn as written.
    public func uppercaseSmallCaps() -> Font { with { $0.traits.smallCaps = .uppercase } }

    /// A font of the family `name` at `size` points that scales with Dynamic Type as the body
    /// style does. Tactile measures it as the system font (it has no font files to read); SVG
    /// output names the family.
    public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }

    /// A font of the family `name` at `size` points that scales with Dynamic Type as `textStyle`
    /// does, measured as the system font.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        let base = Font.system(textStyle)
        // The style's line height, in proportion to the size asked for.
        let lineHeight = (base.lineHeight * size / base.size).rounded(.up)
        var font = Font(size: size, lineHeight: lineHeight, weight: .regular, style: textStyle)
        font.traits.family = name
        return font
    }

    /// A font of the family `name` at `fixedSize` points that does not scale with Dynamic Type,
    /// measured as the system font.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: fixedSize, weight: .regular)
        font.traits.family = name
        return font
    }

    /// This font changed by `change`.
    private func with(_ change: (inout Font) -> Void) -> Font {
        var font = self
        change(&font)
        return font
    }
}

extension Font.TextStyle {
    /// Every text style, largest first.
    public static var allCases: [Font.TextStyle] {
        [
            .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption,
            .caption2,
        ]
    }
}
