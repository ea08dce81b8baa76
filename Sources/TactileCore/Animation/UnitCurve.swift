import Foundation

/// A function from `0...1` to real numbers that starts at 0 and ends at 1: the shape of a timing
/// curve, independent of any duration.
///
/// ```swift
/// let halfway = UnitCurve.easeInOut.value(at: 0.5)   // 0.5
/// withAnimation(.timingCurve(.circularEaseOut, duration: 0.4)) { isOpen = true }
/// ```
///
/// Cubic Bézier curves are made with ``bezier(startControlPoint:endControlPoint:)``, as CSS
/// `cubic-bezier()` makes them; the circular curves are arcs of a quarter circle:
/// ``circularEaseIn`` is `1 − √(1 − x²)`, ``circularEaseOut`` is `√(1 − (1 − x)²)`, and
/// ``circularEaseInOut`` is the ease-in arc on the first half and the ease-out arc on the second.
public struct UnitCurve: Hashable, Sendable {
    /// The curve's formula.
    enum Storage: Hashable, Sendable {
        /// A cubic Bézier from (0, 0) to (1, 1).
        case bezier(TimingCurve)
        /// `1 − √(1 − x²)`.
        case circularEaseIn
        /// `√(1 − (1 − x)²)`.
        case circularEaseOut
        /// The ease-in arc on `0...0.5`, the ease-out arc on `0.5...1`.
        case circularEaseInOut
        /// The inverse of ``circularEaseInOut``: the ease-out arc first, then the ease-in arc.
        case circularEaseOutIn
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two control points given.
    ///
    /// The control points' `x` are clamped to `0...1` so that the curve is a function of time;
    /// their `y` may leave `0...1`, for a curve that overshoots.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            .bezier(
                TimingCurve(
                    Double(startControlPoint.x), Double(startControlPoint.y),
                    Double(endControlPoint.x), Double(endControlPoint.y))))
    }

    /// Starts slowly and ends slowly: the Bézier with control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve(.bezier(.easeInOut))

    /// Starts slowly: the Bézier with control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve(.bezier(.easeIn))

    /// Ends slowly: the Bézier with control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve(.bezier(.easeOut))

    /// Starts slowly along a quarter circle: `1 − √(1 − x²)`.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)

    /// Ends slowly along a quarter circle: `√(1 − (1 − x)²)`.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)

    /// Starts and ends slowly along two quarter circles.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// Constant speed: `x`.
    public static let linear = UnitCurve(.bezier(.linear))

    /// The same curve as ``easeInOut``.
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = UnitCurve.easeInOut

    /// The curve's value at `progress`, which is clamped to `0...1`: 0 at 0, 1 at 1.
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch storage {
        case .bezier(let curve):
            return curve.value(at: x)
        case .circularEaseIn:
            return Self.circularIn(x)
        case .circularEaseOut:
            return 1 - Self.circularIn(1 - x)
        case .circularEaseInOut:
            return x < 0.5 ? Self.circularIn(2 * x) / 2 : 1 - Self.circularIn(2 - 2 * x) / 2
        case .circularEaseOutIn:
            return x < 0.5 ? (1 - Self.circularIn(1 - 2 * x)) / 2 : (1 + Self.circularIn(2 * x - 1)) / 2
        }
    }

    /// The curve's slope at `progress` (clamped to `0...1`): how fast the value changes per unit
    /// of progress. 1 everywhere for ``linear``; infinite where a circular curve is vertical (at
    /// the end of ``circularEaseIn``).
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch storage {
        case .bezier(let curve):
            return curve.slope(at: x)
        case .circularEaseIn:
            return Self.circularInSlope(x)
        case .circularEaseOut:
            return Self.circularInSlope(1 - x)
        case .circularEaseInOut:
            return x < 0.5 ? Self.circularInSlope(2 * x) : Self.circularInSlope(2 - 2 * x)
        case .circularEaseOutIn:
            return x < 0.5 ? Self.circularInSlope(1 - 2 * x) : Self.circularInSlope(2 * x - 1)
        }
    }

    /// The curve mirrored across the diagonal, so that `inverse.value(at: value(at: x)) == x`.
    ///
    /// A Bézier's inverse swaps the coordinates of its control points (clamped as
    /// ``bezier(startControlPoint:endControlPoint:)`` clamps them, so the inverse of a curve that
    /// overshoots is not exact); ``circularEaseIn`` and ``circularEaseOut`` are each other's.
    public var inverse: UnitCurve {
        switch storage {
        case .bezier(let curve):
            return UnitCurve(.bezier(TimingCurve(curve.c0y, curve.c0x, curve.c1y, curve.c1x)))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(.circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        }
    }

    /// `1 − √(1 − x²)` on `0...1`.
    private static func circularIn(_ x: Double) -> Double {
        1 - max(0, 1 - x * x).squareRoot()
    }

    /// The slope of ``circularIn(_:)``: `x / √(1 − x²)`.
    private static func circularInSlope(_ x: Double) -> Double {
        let root = max(0, 1 - x * x).squareRoot()
        return root == 0 ? .infinity : x / root
    }
}
