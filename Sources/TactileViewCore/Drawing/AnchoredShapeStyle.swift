import Foundation

extension ShapeStyle {
    /// This style with `rect` as the rectangle its geometry is relative to, in place of the
    /// rectangle of each shape it fills.
    ///
    /// A gradient's unit points then span `rect`: shapes filled with
    /// `LinearGradient(...).in(rect)` show the parts of one gradient that fall on them. A colour is
    /// unchanged.
    ///
    /// - Parameter rect: The rectangle, in the local coordinates of the shape being filled.
    /// - Returns: The anchored style.
    public func `in`(_ rect: CGRect) -> some ShapeStyle { _AnchoredShapeStyle(style: self, bounds: rect) }
}

/// A style whose geometry spans a given rectangle (`ShapeStyle/in(_:)`).
public struct _AnchoredShapeStyle<Style: ShapeStyle>: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    let style: Style
    let bounds: CGRect

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        switch style.resolvedStyle(in: environment) {
        case .color(let color): return .color(color)
        case .gradient(var layout):
            layout.anchor = bounds
            return .gradient(layout)
        }
    }
}
