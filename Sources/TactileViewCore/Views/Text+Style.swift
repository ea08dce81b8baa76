import Foundation

extension Text {
    /// The text of `input` formatted by `format` (`Text(price, format: .currency(code: "EUR"))`),
    /// with Foundation's `FormatStyle` in the process's locale.
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// This text in bold, or with its weight unchanged when `isActive` is false.
    nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// This text in italics, or upright when `isActive` is false.
    nonisolated public func italic(_ isActive: Bool) -> Text { var t = self; t.style.isItalic = isActive; return t }

    /// This text underlined in `color` (`nil`: the text's colour), or not when `isActive` is false.
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// This text underlined with a `pattern` line in `color`, or not when `isActive` is false.
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil)
        -> Text
    {
        var t = self
        t.style.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
        return t
    }

    /// This text struck through in `color` (`nil`: the text's colour), or not when `isActive` is false.
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// This text struck through with a `pattern` line in `color`, or not when `isActive` is false.
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil)
        -> Text
    {
        var t = self
        t.style.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
        return t
    }

    /// This text with `kerning` points added after each character.
    nonisolated public func kerning(_ kerning: CGFloat) -> Text { var t = self; t.style.kerning = kerning; return t }

    /// This text with `tracking` points added after each character.
    nonisolated public func tracking(_ tracking: CGFloat) -> Text {
        var t = self; t.style.tracking = tracking; return t
    }

    /// This text raised (positive) or lowered (negative) by `baselineOffset` points.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var t = self
        t.style.baselineOffset = baselineOffset
        return t
    }

    /// This text in a fixed-width font, or not when `isActive` is false.
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text {
        var t = self
        t.style.isMonospaced = isActive
        return t
    }

    /// This text with fixed-width digits (Tactile's digits already share one width).
    nonisolated public func monospacedDigit() -> Text {
        var t = self
        t.style.isMonospacedDigit = true
        return t
    }

    /// The two texts as one, drawn on the same lines.
    ///
    /// Tactile draws a text in one font and colour: where the two parts are styled differently,
    /// the joined text takes the left part's font, colour and character styles (SwiftUI keeps each
    /// part's own). Modifiers applied to the joined text apply to all of it.
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.font = lhs.font ?? rhs.font
        joined.color = lhs.color ?? (lhs.shapeStyle == nil ? rhs.color : nil)
        joined.shapeStyle = lhs.shapeStyle ?? (lhs.color == nil ? rhs.shapeStyle : nil)
        joined.style = lhs.style.over(rhs.style)
        let shift = lhs.string.count
        joined.attributeSpans = lhs.attributeSpans + rhs.attributeSpans.map { $0.shifted(by: shift) }
        joined.inlineSpans = lhs.inlineSpans + rhs.inlineSpans.map { $0.shifted(by: shift) }
        return joined
    }
}
