import Foundation

extension _ShapeView {
    /// Strokes the filled shape's outline with `content`, `lineWidth` wide, over its fill
    /// (`Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`, as in SwiftUI 5).
    nonisolated public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes the filled shape's outline with `content` and `style`, over its fill.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        modifier(
            SecondaryLayerModifier(
                layer: shape.stroke(content, style: style), alignment: .center, isBackground: false))
    }
}

extension _ShapeView where Content: InsettableShape {
    /// Strokes the filled shape's outline with `content`, `lineWidth` wide, inside its frame and
    /// over its fill.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        modifier(
            SecondaryLayerModifier(
                layer: shape.strokeBorder(content, lineWidth: lineWidth), alignment: .center, isBackground: false))
    }
}
