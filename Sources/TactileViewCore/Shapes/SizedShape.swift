import Foundation

/// A shape that draws its outline in a rectangle of a fixed size, placed in the rectangle it is
/// given by an anchor; it lays out as the shape does.
struct SizedShape<Content: Shape>: Shape {
    let shape: Content
    let size: CGSize
    let anchor: UnitPoint

    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    nonisolated func path(in rect: CGRect) -> Path {
        let origin = CGPoint(
            x: rect.minX + (rect.width - size.width) * anchor.x, y: rect.minY + (rect.height - size.height) * anchor.y)
        return shape.path(in: CGRect(origin: origin, size: size))
    }
}

extension Shape {
    /// This shape drawn in a rectangle of `size` rather than the one it is given: its outline is
    /// made for that size, placed at `anchor` of the given rectangle (its top-leading corner by
    /// default). The view the shape makes lays out as before.
    ///
    /// ```swift
    /// Circle().size(width: 20, height: 20).fill(.red)  // a 20 pt dot in the corner of the frame
    /// ```
    nonisolated public func size(_ size: CGSize, anchor: UnitPoint = .topLeading) -> some Shape {
        SizedShape(shape: self, size: size, anchor: anchor)
    }

    /// This shape drawn in a rectangle `width` by `height`, placed at `anchor` of the rectangle it
    /// is given (see `size(_:anchor:)`).
    nonisolated public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint = .topLeading) -> some Shape {
        size(CGSize(width: width, height: height), anchor: anchor)
    }
}
