import Foundation

/// A path's subpaths as polylines, for the boolean operations and stroke outlines: curves cut into
/// straight pieces no farther than `tolerance` points from the curve.
///
/// The number of pieces of a curve comes from its second derivative: a piece of parameter length
/// `h` strays at most `M·h²/8` from its chord, where `M` bounds the second derivative (for a cubic,
/// six times the larger of its control polygon's second differences), so `n = ⌈√(M / 8·tol)⌉`
/// pieces keep every chord within `tol`. Docs/Decisions.md, "Path boolean operations".
struct FlattenedSubpath: Equatable {
    /// The points in order; a closed subpath does not repeat its first point at the end.
    var points: [CGPoint]
    /// Whether the subpath ends with `closeSubpath()`.
    var isClosed: Bool
}

extension Path {
    /// How far the straight pieces that stand for a curve may stray from it, in points.
    static let flatteningTolerance: CGFloat = 0.05

    /// The subpaths as polylines within `tolerance` of the curves.
    func flattenedSubpaths(tolerance: CGFloat = Path.flatteningTolerance) -> [FlattenedSubpath] {
        var result: [FlattenedSubpath] = []
        var points: [CGPoint] = []
        var last = CGPoint.zero
        func flush(closed: Bool) {
            if !points.isEmpty {
                var subpath = points
                if closed, subpath.count > 1, subpath.last == subpath.first { subpath.removeLast() }
                result.append(FlattenedSubpath(points: subpath, isClosed: closed))
            }
            points = []
        }
        func append(_ p: CGPoint) {
            // A line after `closeSubpath()` starts a new subpath at the closed one's start.
            if points.isEmpty { points = [last] }
            if points.last != p { points.append(p) }
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush(closed: false)
                points = [p]
                last = p
            case .line(let p):
                append(p)
                last = p
            case .quadCurve(let p, let c):
                let d = CGPoint(x: last.x - 2 * c.x + p.x, y: last.y - 2 * c.y + p.y)
                let n = Self.pieces(secondDerivativeBound: 2 * hypot(d.x, d.y), tolerance: tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    append(
                        CGPoint(
                            x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .curve(let p, let c1, let c2):
                let d1 = hypot(last.x - 2 * c1.x + c2.x, last.y - 2 * c1.y + c2.y)
                let d2 = hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)
                let n = Self.pieces(secondDerivativeBound: 6 * max(d1, d2), tolerance: tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t
                    append(
                        CGPoint(
                            x: a * last.x + b * c1.x + c * c2.x + e * p.x,
                            y: a * last.y + b * c1.y + c * c2.y + e * p.y))
                }
                last = p
            case .closeSubpath:
                let first = points.first ?? last
                flush(closed: true)
                points = []
                last = first
            }
        }
        flush(closed: false)
        return result
    }

    /// The pieces a curve needs: see `FlattenedSubpath`. At most 1,000, so that a huge or
    /// non-finite curve cannot make millions.
    private static func pieces(secondDerivativeBound bound: CGFloat, tolerance: CGFloat) -> Int {
        guard bound.isFinite, bound > 0 else { return 1 }
        let n = (bound / (8 * tolerance)).squareRoot().rounded(.up)
        return Int(min(1000, max(1, n)))
    }
}
