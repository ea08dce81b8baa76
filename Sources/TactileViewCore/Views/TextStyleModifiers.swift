import Foundation

/// A shape style kept on a `Text`: compared by its description, as a style has no equality of its
/// own and a text must compare equal to itself.
struct TextShapeStyle: Equatable {
    let style: AnyShapeStyle

    static func == (lhs: TextShapeStyle, rhs: TextShapeStyle) -> Bool {
        lhs.style.description == rhs.style.description
    }
}

extension Text {
    /// This text drawn in `style` (a colour, `.secondary`, `.tint`, …); a text is drawn in one
    /// colour, so a gradient draws in its resolved colour.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        if let color = style as? Color {
            t.color = color
            t.shapeStyle = nil
        } else {
            t.color = nil
            t.shapeStyle = TextShapeStyle(style: AnyShapeStyle(style))
        }
        return t
    }

    /// This text in `design` (`nil`: the font's own), whatever font it is drawn in.
    nonisolated public func fontDesign(_ design: Font.Design?) -> Text {
        var t = self
        t.style.design = design
        return t
    }

    /// This text at `width` (`nil`: the font's own), whatever font it is drawn in; the width
    /// changes each character's advance (see `Font/width(_:)`).
    nonisolated public func fontWidth(_ width: Font.Width?) -> Text {
        var t = self
        t.style.width = width
        return t
    }
}
