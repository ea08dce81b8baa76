import Foundation

/// A 3 × 3 matrix that maps points of a plane, affinely or with perspective: what a
/// `GeometryEffect` returns.
///
/// Rows are `(m11, m12, m13)`, `(m21, m22, m23)`, `(m31, m32, m33)`; a point `(x, y)` maps as the
/// row vector `(x, y, 1)` times the matrix, divided by its third component. An affine transform
/// has `m13 = m23 = 0` and `m33 = 1`, and its other entries are a `CGAffineTransform`'s.
public struct ProjectionTransform: Equatable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3.
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3.
    public var m23: CGFloat = 0
    /// Row 3, column 1.
    public var m31: CGFloat = 0
    /// Row 3, column 2.
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projection of the affine transform `m`.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether the transform maps every point to itself.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective: it is a `CGAffineTransform`.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part of the transform (exactly the transform when `isAffine`): what Tactile
    /// draws, as its renderer has only affine transforms.
    var affinePart: CGAffineTransform {
        let w = m33 == 0 ? 1 : m33
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }

    /// Inverts the transform in place; returns `false` (and leaves it) when it has no inverse.
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        let inverse = 1 / determinant
        var out = ProjectionTransform()
        out.m11 = c11 * inverse
        out.m12 = (m13 * m32 - m12 * m33) * inverse
        out.m13 = (m12 * m23 - m13 * m22) * inverse
        out.m21 = c12 * inverse
        out.m22 = (m11 * m33 - m13 * m31) * inverse
        out.m23 = (m13 * m21 - m11 * m23) * inverse
        out.m31 = c13 * inverse
        out.m32 = (m12 * m31 - m11 * m32) * inverse
        out.m33 = (m11 * m22 - m12 * m21) * inverse
        self = out
        return true
    }

    /// The inverse transform (the transform itself when it has none).
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        func dot(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> CGFloat {
            a.0 * b.0 + a.1 * b.1 + a.2 * b.2
        }
        var m = ProjectionTransform()
        m.m11 = dot((m11, m12, m13), (rhs.m11, rhs.m21, rhs.m31))
        m.m12 = dot((m11, m12, m13), (rhs.m12, rhs.m22, rhs.m32))
        m.m13 = dot((m11, m12, m13), (rhs.m13, rhs.m23, rhs.m33))
        m.m21 = dot((m21, m22, m23), (rhs.m11, rhs.m21, rhs.m31))
        m.m22 = dot((m21, m22, m23), (rhs.m12, rhs.m22, rhs.m32))
        m.m23 = dot((m21, m22, m23), (rhs.m13, rhs.m23, rhs.m33))
        m.m31 = dot((m31, m32, m33), (rhs.m11, rhs.m21, rhs.m31))
        m.m32 = dot((m31, m32, m33), (rhs.m12, rhs.m22, rhs.m32))
        m.m33 = dot((m31, m32, m33), (rhs.m13, rhs.m23, rhs.m33))
        return m
    }
}

/// A modifier that moves, scales, rotates or skews how its view is drawn, computed from the view's
/// size, without changing its layout.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var travel: CGFloat = 10
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: travel, y: 0))
///     }
/// }
/// Text("Wrong").modifier(Shake())
/// ```
///
/// The effect's transform is drawn as `transformEffect` draws one, about the view's top-leading
/// corner, and moves hit testing with it; a change of it animates as any geometry does (the frame
/// animator interpolates the drawn transform; it does not call `effectValue(size:)` with
/// in-between `animatableData`). Tactile's renderer is affine: the perspective entries of a
/// projective transform are divided out (`ProjectionTransform` 's affine part).
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation where Body == Never {
    /// The transform for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// This effect, leaving the geometry layout reads unchanged: Tactile's geometry effects never
    /// change layout, so this is the effect itself.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

/// A geometry effect that layout does not see (`GeometryEffect/ignoredByLayout()`).
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect.
    public var base: Base

    /// The effect of `base`.
    public init(base: Base) { self.base = base }

    /// The base effect's data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    /// The base effect's transform.
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

extension _IgnoredByLayoutEffect: Equatable where Base: Equatable {}

/// A modifier with animatable data (the classic form of an animated modifier).
///
/// Its `body(content:)` is built with the value it is given; the modified view's drawn transform,
/// opacity and colours animate between two values, as any change does, but the body is not run
/// again with in-between `animatableData` (see Docs/Decisions.md).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The node of a custom `GeometryEffect`: its transform for the node's size.
struct CustomGeometryEffectContent: NodeContentModifier {
    let transform: (CGSize) -> CGAffineTransform
    let name: String
    var kindName: String { name }
    var isLayoutNeutral: Bool { true }
    func effectTransform(size: CGSize) -> CGAffineTransform { transform(size) }

    /// The node of `effect`.
    init<Effect: GeometryEffect>(_ effect: Effect) {
        transform = { effect.effectValue(size: $0).affinePart }
        name = TypeNames.kindName(of: Effect.self)
    }
}
