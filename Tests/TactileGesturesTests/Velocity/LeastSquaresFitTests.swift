import TactileGestures
import Testing

@Suite("LeastSquaresFit")
struct LeastSquaresFitTests {
    @Test("recovers the slope at u = 0 of an exact quadratic in both lanes")
    func exactQuadratic() throws {
        var fit = LeastSquaresFit()
        for u in stride(from: -1.0, through: 0, by: 0.125) {
            fit.add(u: u, y: SIMD2(3 + 2 * u - 5 * u * u, -1 - 7 * u + u * u))
        }
        let slope = try #require(fit.slope(degree: 2, minimumQuadraticCount: 3))
        #expect(abs(slope.x - 2) < 1e-9 && abs(slope.y + 7) < 1e-9)
    }

    @Test("a straight line fit ignores curvature")
    func linear() throws {
        var fit = LeastSquaresFit()
        for u in [-1.0, -0.5, 0] {
            fit.add(u: u, y: SIMD2(u * u, 0))
        }
        // The best line through (−1, 1), (−0.5, 0.25), (0, 0) has slope −1.
        let slope = try #require(fit.slope(degree: 1, minimumQuadraticCount: 3))
        #expect(abs(slope.x + 1) < 1e-12)
    }

    @Test("samples at a single time determine nothing")
    func singular() {
        var fit = LeastSquaresFit()
        fit.add(u: 0, y: SIMD2(1, 1))
        #expect(fit.slope(degree: 2, minimumQuadraticCount: 3) == nil)
        fit.add(u: 0, y: SIMD2(2, 2))
        fit.add(u: 0, y: SIMD2(3, 3))
        #expect(fit.slope(degree: 2, minimumQuadraticCount: 3) == nil)
    }

    @Test("two distinct times of three give the line's slope instead of a quadratic")
    func degenerateQuadratic() throws {
        var fit = LeastSquaresFit()
        fit.add(u: -1, y: SIMD2(4, 0))
        fit.add(u: 0, y: SIMD2(1, 0))
        fit.add(u: 0, y: SIMD2(1, 0))
        let slope = try #require(fit.slope(degree: 2, minimumQuadraticCount: 3))
        #expect(abs(slope.x + 3) < 1e-12)
    }
}
