import Foundation

// Font variants that change how a font's text is drawn or spaced: italics and leading.

extension Font {
    /// How much space a font leaves between lines, relative to its standard line height.
    public enum Leading: Hashable, Sendable {
        /// The font's own line height.
        case standard
        /// Lines closer together, by ``Font/leadingStep`` of the size.
        case tight
        /// Lines further apart, by ``Font/leadingStep`` of the size.
        case loose
    }

    /// How far ``Leading/tight`` and ``Leading/loose`` move the line height, as a fraction of the
    /// point size: 2 pt at the body's 17 pt, in proportion at other sizes. Our choice; Apple
    /// publishes no number.
    public static let leadingStep: CGFloat = 2.0 / 17

    /// This font in italics: `Text` draws it slanted (in SVG, `font-style="italic"`), as the
    /// `italic()` modifier does.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with its lines set `leading` apart: the line height moves by
    /// ``leadingStep`` of the size, down for ``Leading/tight`` and up for ``Leading/loose``.
    public func leading(_ leading: Leading) -> Font {
        var font = self
        let height = lineHeight - Self.lineOffset(leadingSetting, size: size) + Self.lineOffset(leading, size: size)
        font.lineHeight = max(height, 0)
        font.leadingSetting = leading
        return font
    }

    /// The change `leading` makes to the line height of a font of `size`.
    private static func lineOffset(_ leading: Leading, size: CGFloat) -> CGFloat {
        switch leading {
        case .standard: 0
        case .tight: -size * leadingStep
        case .loose: size * leadingStep
        }
    }
}
