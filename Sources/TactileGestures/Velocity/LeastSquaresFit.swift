// Least-squares polynomial fit of degree 1 or 2, reduced to the one number a velocity tracker
// needs: the slope at u = 0.

/// An unweighted least-squares fit of `y = c0 + c1·u + c2·u²` to samples `(u, y)`, answering the
/// slope `c1` at `u = 0`.
///
/// Samples are folded into running power sums as they are added, so the fit needs no storage of
/// its own and never allocates. ``slope(degree:minimumQuadraticCount:)`` then solves the normal
/// equations
///
/// ```
/// | n    Σu   Σu² | |c0|   | Σy   |
/// | Σu   Σu²  Σu³ | |c1| = | Σuy  |
/// | Σu²  Σu³  Σu⁴ | |c2|   | Σu²y |
/// ```
///
/// for `c1` alone by Cramer's rule (or the 2×2 system of a straight line), which for a 3×3 system
/// is a handful of multiplications on stack values.
///
/// The values are `SIMD2<Double>` so the two axes of a point share one pass and one set of time
/// sums; a one-dimensional caller leaves the second lane at zero.
///
/// It is `package` so the engine's other estimators can reuse it and the tests can check it
/// without `@testable`.
///
/// Callers should keep `u` in a range of order one (the velocity tracker maps its window onto
/// `-1...0`) and `y` relative to a nearby value: the singularity tests below are relative to the
/// sample count, and that keeps the sums free of cancellation.
package struct LeastSquaresFit {
    /// The number of samples added.
    package private(set) var count = 0

    private var sumU = 0.0
    private var sumU2 = 0.0
    private var sumU3 = 0.0
    private var sumU4 = 0.0
    private var sumY = SIMD2<Double>.zero
    private var sumUY = SIMD2<Double>.zero
    private var sumU2Y = SIMD2<Double>.zero

    /// Creates an empty fit.
    package init() {}

    /// A determinant at or below this fraction of its scale (the sample count to the power of the
    /// system's size) means the sample times cannot support the fit.
    private static let singularityTolerance = 1e-12

    /// Adds the sample `(u, y)` to the fit. Inlined: it runs once per sample of every velocity
    /// query, and a call costs as much as its few multiplications.
    @inline(__always)
    package mutating func add(u: Double, y: SIMD2<Double>) {
        let u2 = u * u
        count += 1
        sumU += u
        sumU2 += u2
        sumU3 += u2 * u
        sumU4 += u2 * u2
        sumY += y
        sumUY += u * y
        sumU2Y += u2 * y
    }

    /// The slope at `u = 0` of the best-fitting polynomial, or `nil` if the samples cannot
    /// determine one. Inlined with the two solvers: called out of line, the caller's running sums
    /// were spilled to the stack and reloaded around the call once per velocity query.
    ///
    /// - Parameters:
    ///   - degree: 2 for a quadratic, anything lower for a straight line.
    ///   - minimumQuadraticCount: the fewest samples for which a quadratic is attempted (at least
    ///     3 are always required).
    /// - Returns: the quadratic's slope when `degree` is 2, there are enough samples and their
    ///   times are not (nearly) degenerate; otherwise the straight line's slope when there are at
    ///   least two distinct times; otherwise `nil`.
    @inline(__always)
    package func slope(degree: Int, minimumQuadraticCount: Int) -> SIMD2<Double>? {
        if degree >= 2, count >= max(3, minimumQuadraticCount), let slope = quadraticSlope() {
            return slope
        }
        return linearSlope()
    }

    /// `c1` of the quadratic fit, by Cramer's rule: the determinant of the normal matrix with its
    /// second column replaced by the right-hand side, over the determinant of the normal matrix.
    @inline(__always)
    private func quadraticSlope() -> SIMD2<Double>? {
        let n = Double(count)
        let determinant =
            n * (sumU2 * sumU4 - sumU3 * sumU3)
            - sumU * (sumU * sumU4 - sumU3 * sumU2)
            + sumU2 * (sumU * sumU3 - sumU2 * sumU2)
        guard determinant > Self.singularityTolerance * n * n * n else { return nil }
        let numerator =
            n * (sumUY * sumU4 - sumU3 * sumU2Y)
            - (sumU * sumU4 - sumU3 * sumU2) * sumY
            + sumU2 * (sumU * sumU2Y - sumU2 * sumUY)
        return numerator / determinant
    }

    /// The slope of the least-squares straight line: `(n·Σuy − Σu·Σy) / (n·Σu² − (Σu)²)`.
    @inline(__always)
    private func linearSlope() -> SIMD2<Double>? {
        guard count >= 2 else { return nil }
        let n = Double(count)
        let determinant = n * sumU2 - sumU * sumU
        guard determinant > Self.singularityTolerance * n * n else { return nil }
        return (n * sumUY - sumU * sumY) / determinant
    }
}
