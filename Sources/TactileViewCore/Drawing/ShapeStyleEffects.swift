import Foundation

/// A shadow a shape style casts: under the shape (`drop`) or inside its edges (`inner`).
public struct ShadowStyle: Equatable, Sendable {
    /// Whether the shadow is inside the shape.
    let isInner: Bool
    /// The shadow's colour, blur and offset.
    let shadow: Shadow

    /// A shadow under the shape, offset by `x` and `y`, blurred by `radius`.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(isInner: false, shadow: Shadow(color: color, radius: radius, x: x, y: y))
    }

    /// A shadow inside the shape's edges, offset by `x` and `y`, blurred by `radius`.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(isInner: true, shadow: Shadow(color: color, radius: radius, x: x, y: y))
    }
}

/// A style drawn with a shadow (`ShapeStyle/shadow(_:)`): it paints as its base style.
public struct _EffectShapeStyle<Base: ShapeStyle>: ShapeStyle, ShapeStyleResolving {
    let base: Base

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        base.resolvedStyle(in: environment)
    }
}

extension ShapeStyle {
    /// This style with `style`'s shadow.
    ///
    /// *Accepted*: the style paints as before; a paint carries no shadow in Tactile's drawing (the
    /// `shadow(color:radius:x:y:)` view modifier draws one).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _EffectShapeStyle(base: self) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style with `style`'s shadow.
    ///
    /// *Accepted*: paints as the foreground style; a paint carries no shadow in Tactile's drawing.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { _EffectShapeStyle(base: ForegroundStyle()) }

}

extension View {
    /// Draws this view through `transform`'s affine part (Tactile's drawing has no perspective),
    /// about its top-leading corner, without changing its layout.
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        transformEffect(transform.affinePart)
    }
}
