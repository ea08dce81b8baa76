import Foundation

/// A cubic Bézier easing curve from (0, 0) to (1, 1), shaped by two control points, as in CSS
/// `cubic-bezier()` and SwiftUI's `timingCurve`.
///
/// The curve maps the fraction of time elapsed (x) to the fraction of the change applied (y).
/// It is given parametrically, so ``value(at:)`` first solves `x(s) = x` for the curve parameter
/// `s` and then evaluates `y(s)`.
///
/// - Invariant: both control x coordinates lie in `0...1`, so `x(s)` never decreases and every
///   x has exactly one y. The initializer clamps them.
struct TimingCurve: Hashable, Sendable {
    /// The first control point's x coordinate, in `0...1`.
    let c0x: Double
    /// The first control point's y coordinate (may leave `0...1` for overshooting curves).
    let c0y: Double
    /// The second control point's x coordinate, in `0...1`.
    let c1x: Double
    /// The second control point's y coordinate.
    let c1y: Double

    /// Makes a curve; control x coordinates outside `0...1` are clamped into it.
    init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        self.c0x = min(max(c0x, 0), 1)
        self.c0y = c0y
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
    }

    /// Constant speed.
    static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly, CSS `ease-in`.
    static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Ends slowly, CSS `ease-out`.
    static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Starts and ends slowly, CSS `ease-in-out`.
    static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// Whether the curve is the identity. That holds whenever both control points lie on the
    /// diagonal, because then x(s) and y(s) are the same polynomial.
    var isLinear: Bool { c0x == c0y && c1x == c1y }

    /// The eased progress for a fraction of time `x`; `x` is clamped to `0...1`.
    ///
    /// Deterministic: a fixed number of Newton steps, then bisection if Newton did not converge.
    /// Returns exactly 0 at 0 and exactly 1 at 1. Cost: O(1), at most about 60 polynomial
    /// evaluations.
    func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if isLinear { return x }
        let s = parameter(forX: x)
        return Self.bezier(s, c0y, c1y)
    }

    /// The slope dy/dx of the curve at the fraction of time `x` (clamped to `0...1`).
    ///
    /// Where the curve's x stops moving (a control point at x = 0 or 1 makes dx/ds vanish at an
    /// end), the slope is the limit of dy/dx there, infinite if y still moves.
    func slope(at x: Double) -> Double {
        if isLinear { return 1 }
        let x = min(max(x, 0), 1)
        let s = x <= 0 ? 0 : x >= 1 ? 1 : parameter(forX: x)
        let dx = Self.bezierDerivative(s, c0x, c1x)
        let dy = Self.bezierDerivative(s, c0y, c1y)
        if abs(dx) > Self.flatSlope { return dy / dx }
        // dx/ds and dy/ds both vanish at an end whose control point coincides with it; then the
        // slope is the ratio of their derivatives.
        let ddx = Self.bezierSecondDerivative(s, c0x, c1x)
        let ddy = Self.bezierSecondDerivative(s, c0y, c1y)
        if abs(dy) <= Self.flatSlope, abs(ddx) > Self.flatSlope { return ddy / ddx }
        return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity)
    }

    /// Below this, a derivative of the curve is taken to be zero.
    private static let flatSlope = 1e-9

    // MARK: Solving

    /// Tolerance on x when solving for the curve parameter; far below one frame of any duration.
    private static let solveTolerance = 1e-12
    /// Newton steps tried before falling back to bisection.
    private static let newtonSteps = 8
    /// Bisection steps: halves the interval down to about 1e-16.
    private static let bisectionSteps = 60

    /// The curve parameter `s` in `0...1` with `x(s) == x`.
    private func parameter(forX x: Double) -> Double {
        // Newton from s = x, which is exact for the linear curve and close for gentle ones.
        var s = x
        for _ in 0..<Self.newtonSteps {
            let error = Self.bezier(s, c0x, c1x) - x
            if abs(error) < Self.solveTolerance { return s }
            let slope = Self.bezierDerivative(s, c0x, c1x)
            if abs(slope) < 1e-9 { break }
            let next = s - error / slope
            if next < 0 || next > 1 { break }
            s = next
        }
        // Bisection always converges because x(s) is monotonic on 0...1.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<Self.bisectionSteps {
            let value = Self.bezier(s, c0x, c1x)
            if abs(value - x) < Self.solveTolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the Bézier with end points 0 and 1 and control values `p1`, `p2`.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // Power basis: c*s + b*s^2 + a*s^3.
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// Derivative of ``bezier(_:_:_:)`` with respect to `s`.
    private static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// Second derivative of ``bezier(_:_:_:)`` with respect to `s`.
    private static func bezierSecondDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return 6 * a * s + 2 * b
    }
}
