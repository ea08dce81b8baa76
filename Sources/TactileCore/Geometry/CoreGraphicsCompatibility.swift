// Core Graphics types that Foundation leaves out on platforms without Core Graphics.
//
// Foundation on Linux and Windows defines `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, but not
// `CGVector` or `CGAffineTransform`, nor the `applying(_:)` methods that put a transform to work.
// Gesture code written against Apple's documentation uses all of them, so this file supplies them
// with Apple's names, memory order and arithmetic. Where Core Graphics exists (Apple platforms) the
// file compiles to nothing and the system types are used.

import Foundation

#if !canImport(CoreGraphics)

// MARK: - CGVector

/// A two-dimensional vector: a direction and a magnitude, such as a velocity.
///
/// This is Core Graphics' `CGVector`, provided by Tactile on platforms where Foundation lacks it.
/// It behaves like Apple's type: two stored components, value semantics, and a Codable form that is
/// an unkeyed pair `[dx, dy]`.
public struct CGVector: Sendable, Hashable {
    /// The horizontal component.
    public var dx: CGFloat

    /// The vertical component.
    public var dy: CGFloat

    /// Creates the zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from its two components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from two `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from two integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGVector: Codable {
    /// Decodes a vector from an unkeyed pair `[dx, dy]`, the form Apple's `CGVector` uses.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes the vector as an unkeyed pair `[dx, dy]`, the form Apple's `CGVector` uses.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

// MARK: - CGAffineTransform

/// An affine transformation matrix for two-dimensional geometry.
///
/// This is Core Graphics' `CGAffineTransform`, provided by Tactile on platforms where Foundation
/// lacks it. The six stored values are the first two columns of the 3×3 matrix
///
/// ```
/// | a   b   0 |
/// | c   d   0 |
/// | tx  ty  1 |
/// ```
///
/// and a point is a row vector multiplied on the left, so transforming `(x, y)` gives
/// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`.
///
/// Composition follows Apple exactly:
/// - ``concatenating(_:)``: `t1.concatenating(t2)` applies `t1` first, then `t2`.
/// - ``translatedBy(x:y:)``, ``scaledBy(x:y:)`` and ``rotated(by:)`` apply the new operation
///   *first* and the receiver after it, as `CGAffineTransformTranslate` and its siblings do.
///
/// Equality compares the six values exactly; `Codable` uses an unkeyed list
/// `[a, b, c, d, tx, ty]`, the form Apple's type uses.
public struct CGAffineTransform: Sendable, Hashable {
    /// The entry at row 1, column 1: horizontal scale (and the cosine part of a rotation).
    public var a: CGFloat

    /// The entry at row 1, column 2: how much x contributes to y.
    public var b: CGFloat

    /// The entry at row 2, column 1: how much y contributes to x.
    public var c: CGFloat

    /// The entry at row 2, column 2: vertical scale (and the cosine part of a rotation).
    public var d: CGFloat

    /// The horizontal translation.
    public var tx: CGFloat

    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform whose six values are all zero.
    ///
    /// This matches the zero-initialised C structure Apple's Swift import provides. It is *not* the
    /// identity; use ``identity`` for that.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix values.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform that moves every point by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales x by `sx` and y by `sy` about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates about the origin by `angle` radians.
    ///
    /// A positive angle turns the x axis towards the y axis. In a y-down coordinate system, as on
    /// screen, that is clockwise.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform, which leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this transform is exactly the identity.
    public var isIdentity: Bool {
        self == .identity
    }

    /// Returns the transform that applies `t2` after this one.
    ///
    /// Applying the result to a point gives the same point as applying `self` and then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns a transform that first translates by `(tx, ty)` and then applies this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that first scales by `(sx, sy)` and then applies this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that first rotates by `angle` radians and then applies this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse transform, or this transform unchanged if it has no inverse.
    ///
    /// A transform has no inverse when its determinant `a·d − b·c` is zero (it collapses the plane
    /// onto a line or a point). Apple returns the input unchanged in that case and so does this
    /// method; a non-finite determinant is treated the same way. Compare the result with the input
    /// if you need to detect the failure.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }
}

extension CGAffineTransform: Codable {
    /// Decodes a transform from an unkeyed list `[a, b, c, d, tx, ty]`, the form Apple's type uses.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the transform as an unkeyed list `[a, b, c, d, tx, ty]`, the form Apple's type uses.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] {
            try container.encode(value)
        }
    }
}

// MARK: - Applying transforms

extension CGPoint {
    /// Returns this point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns this size transformed by `t` as a vector: `(a·w + c·h, b·w + d·h)`.
    ///
    /// Translation does not apply to a size, and the result can have negative components (a size
    /// rotated by 180° is negated), as with Apple's method.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle that contains this rectangle's four corners after
    /// transforming them by `t`.
    ///
    /// As in Core Graphics, the result is standardised (non-negative width and height) and is the
    /// bounding box of the transformed corners, so rotating a rectangle grows it. The null rectangle
    /// and the infinite rectangle are returned unchanged.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull, !isInfinite else { return self }
        let corners = (
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t)
        )
        let left = Swift.min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let right = Swift.max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let top = Swift.min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let bottom = Swift.max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

#endif
