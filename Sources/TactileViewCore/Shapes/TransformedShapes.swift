import Foundation

// Shapes that are another shape moved, rotated, scaled or transformed: their outline is the
// other shape's outline in the same rectangle, with the transform applied. They lay out as the
// shape does (the transform changes what is drawn, not the frame).

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape before it is moved.
    public var shape: Content
    /// How far it moves.
    public var offset: CGSize

    /// `shape`, moved by `offset`.
    nonisolated public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The role of the shape transformed.
    nonisolated public static var role: ShapeRole { Content.role }
    /// The behaviour of the shape transformed.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape's outline in `rect`, moved by the offset.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, moved by the same offset.
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape rotated by an angle around an anchor point of its rectangle.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape before it is rotated.
    public var shape: Content
    /// How far it turns, clockwise on screen for positive angles.
    public var angle: Angle
    /// The point it turns around, in unit coordinates of its rectangle.
    public var anchor: UnitPoint

    /// `shape`, rotated by `angle` around `anchor` (the centre by default).
    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The role of the shape transformed.
    nonisolated public static var role: ShapeRole { Content.role }
    /// The behaviour of the shape transformed.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape's outline in `rect`, rotated around the anchor.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(
            CGAffineTransform(rotationAngle: CGFloat(angle.radians)).anchored(at: anchor, in: rect))
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, rotated the same way.
    nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled around an anchor point of its rectangle.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape before it is scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point that stays put, in unit coordinates of its rectangle.
    public var anchor: UnitPoint

    /// `shape`, scaled by `scale` around `anchor` (the centre by default).
    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The role of the shape transformed.
    nonisolated public static var role: ShapeRole { Content.role }
    /// The behaviour of the shape transformed.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape's outline in `rect`, scaled around the anchor.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(
            CGAffineTransform(scaleX: scale.width, y: scale.height).anchored(at: anchor, in: rect))
    }
}

/// A shape with an affine transform applied to its outline.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape before it is transformed.
    public var shape: Content
    /// The transform, in the coordinates the outline is drawn in.
    public var transform: CGAffineTransform

    /// `shape` with `transform` applied.
    nonisolated public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The role of the shape transformed.
    nonisolated public static var role: ShapeRole { Content.role }
    /// The behaviour of the shape transformed.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape's outline in `rect`, transformed.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

extension Shape {
    /// This shape moved by `offset`, still a shape (`.clipShape(Rectangle().offset(y: 50))`).
    nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// This shape moved by `offset`'s `x` and `y`, still a shape.
    nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by `x` and `y`, still a shape.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape rotated by `angle` around `anchor` of its rectangle.
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x` and `y` around `anchor` of its rectangle.
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` in both directions around `anchor` of its rectangle.
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// This shape with `transform` applied to its outline.
    nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
