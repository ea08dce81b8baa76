// Small vector arithmetic on the Core Graphics value types, shared by the gesture engine and the
// view layer.
//
// Everything here is `package`, never `public`: adding operators to `CGPoint` and `CGSize` in an
// app's namespace would change how the app's own expressions type-check, and SwiftUI adds none.
//
// Conventions: a `CGPoint` is a position, a `CGSize` is a displacement between positions (what
// SwiftUI uses for `translation` and `velocity`), and a `CGVector` is a rate or direction. Hence
// `point - point` gives a `CGSize`, and there is deliberately no `point - point -> CGPoint`
// overload: two overloads that differ only in result type make `let d = a - b` ambiguous.

import Foundation

// MARK: - Points

extension CGPoint {
    /// The displacement that moves `rhs` onto `lhs`: `(lhs.x − rhs.x, lhs.y − rhs.y)`.
    package static func - (lhs: CGPoint, rhs: CGPoint) -> CGSize {
        CGSize(width: lhs.x - rhs.x, height: lhs.y - rhs.y)
    }

    /// The component-wise sum of two points, for accumulating a centroid.
    package static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// The point moved by a displacement.
    package static func + (lhs: CGPoint, rhs: CGSize) -> CGPoint {
        CGPoint(x: lhs.x + rhs.width, y: lhs.y + rhs.height)
    }

    /// The point moved back by a displacement.
    package static func - (lhs: CGPoint, rhs: CGSize) -> CGPoint {
        CGPoint(x: lhs.x - rhs.width, y: lhs.y - rhs.height)
    }

    /// The point with both coordinates multiplied by `rhs`.
    package static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint {
        CGPoint(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    /// The point with both coordinates divided by `rhs`, for finishing a centroid.
    package static func / (lhs: CGPoint, rhs: CGFloat) -> CGPoint {
        CGPoint(x: lhs.x / rhs, y: lhs.y / rhs)
    }

    /// The Euclidean distance between this point and `other`.
    package func distance(to other: CGPoint) -> CGFloat {
        CGFloat(hypot(Double(other.x - x), Double(other.y - y)))
    }

    /// The point halfway between this point and `other`.
    package func midpoint(to other: CGPoint) -> CGPoint {
        CGPoint(x: (x + other.x) / 2, y: (y + other.y) / 2)
    }

    /// Whether both coordinates are finite (neither infinite nor NaN).
    package var isFinite: Bool {
        x.isFinite && y.isFinite
    }
}

// MARK: - Sizes as displacements

extension CGSize {
    /// The component-wise sum of two displacements.
    package static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    /// The component-wise difference of two displacements.
    package static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    /// The displacement with both components multiplied by `rhs`.
    package static func * (lhs: CGSize, rhs: CGFloat) -> CGSize {
        CGSize(width: lhs.width * rhs, height: lhs.height * rhs)
    }

    /// The displacement with both components multiplied by `lhs`.
    package static func * (lhs: CGFloat, rhs: CGSize) -> CGSize {
        rhs * lhs
    }

    /// The displacement with both components divided by `rhs`.
    package static func / (lhs: CGSize, rhs: CGFloat) -> CGSize {
        CGSize(width: lhs.width / rhs, height: lhs.height / rhs)
    }

    /// The Euclidean length of the displacement.
    package var length: CGFloat {
        CGFloat(hypot(Double(width), Double(height)))
    }

    /// The direction of the displacement, measured from the positive x axis towards the positive
    /// y axis (clockwise on a y-down screen), in `-π...π`. The zero displacement has angle zero.
    package var angle: Angle {
        .radians(atan2(Double(height), Double(width)))
    }

    /// The displacement with the same components as `vector`.
    package init(_ vector: CGVector) {
        self.init(width: vector.dx, height: vector.dy)
    }
}

// MARK: - Vectors

extension CGVector {
    /// The Euclidean length (magnitude) of the vector.
    package var length: CGFloat {
        CGFloat(hypot(Double(dx), Double(dy)))
    }

    /// The direction of the vector, measured from the positive x axis towards the positive y axis
    /// (clockwise on a y-down screen), in `-π...π`. The zero vector has angle zero.
    package var angle: Angle {
        .radians(atan2(Double(dy), Double(dx)))
    }

    /// The vector with the same components as `size`.
    package init(_ size: CGSize) {
        self.init(dx: size.width, dy: size.height)
    }
}
