import Foundation

/// The polygon clipper behind `Path`'s boolean operations, by edge classification.
///
/// Both operands' subpaths are flattened (`FlattenedSubpath`) and closed. Every edge is cut where
/// it meets another (crossings, T-junctions and overlaps of collinear edges alike), the pieces
/// are snapped to a grid of `PathClipper.grid` points and pieces with the same two ends merged,
/// so a shared edge is one piece. Each piece is then kept or dropped by sampling both sides: a
/// point just to its left and one just to its right are tested against the operands (winding
/// numbers, by the fill rule), the operation combines the two answers, and a piece stays when
/// one side is inside the result and the other is not, turned so the inside is on its left.
/// The kept pieces are chained into closed loops. Every point inside the result then has winding
/// number 1 and every point outside 0, whichever way the loops were chained at shared vertices,
/// so the result fills the same under both rules. Docs/Decisions.md, "Path boolean operations".
struct PathClipper {
    /// The grid points are snapped to: 2⁻²⁰ points, about a millionth.
    static let grid: CGFloat = 1.0 / 1_048_576
    /// The farthest the side samples sit from a piece: a thousandth of a point (less on short pieces).
    static let sampleOffset: CGFloat = 1.0 / 1024

    /// One straight edge of an operand.
    struct Edge {
        var a: CGPoint
        var b: CGPoint
        var minX: CGFloat { min(a.x, b.x) }
        var maxX: CGFloat { max(a.x, b.x) }
        var minY: CGFloat { min(a.y, b.y) }
        var maxY: CGFloat { max(a.y, b.y) }
    }

    /// An operand: closed polygons and the rule that says what is inside them.
    struct Region {
        var edges: [Edge]
        var evenOdd: Bool

        init(_ path: Path, evenOdd: Bool) {
            self.evenOdd = evenOdd
            edges = []
            for subpath in path.flattenedSubpaths() where subpath.points.count > 1 {
                let points = subpath.points.map(PathClipper.snap)
                for i in points.indices {
                    let a = points[i], b = points[(i + 1) % points.count]
                    if a != b { edges.append(Edge(a: a, b: b)) }
                }
            }
        }

        init(edges: [Edge], evenOdd: Bool) {
            self.edges = edges
            self.evenOdd = evenOdd
        }

        /// Whether `p` is inside, by the region's fill rule.
        func contains(_ p: CGPoint) -> Bool {
            var winding = 0
            for e in edges {
                if e.a.y <= p.y {
                    if e.b.y > p.y && PathClipper.cross(e.a, e.b, p) > 0 { winding += 1 }
                } else if e.b.y <= p.y && PathClipper.cross(e.a, e.b, p) < 0 {
                    winding -= 1
                }
            }
            return evenOdd ? winding % 2 != 0 : winding != 0
        }
    }

    /// `p` on the grid.
    static func snap(_ p: CGPoint) -> CGPoint {
        CGPoint(x: (p.x / grid).rounded() * grid, y: (p.y / grid).rounded() * grid)
    }

    /// Twice the signed area of the triangle `a`, `b`, `p`: positive when `p` is left of `a → b`
    /// (with y up).
    static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The outline of the points `inside` says are in the result, where the operands' edges are
    /// the only places the answer can change.
    static func outline(edges: [Edge], inside: (CGPoint) -> Bool) -> Path {
        let pieces = split(edges)
        var kept: [Edge] = []
        for piece in pieces {
            let dx = piece.b.x - piece.a.x, dy = piece.b.y - piece.a.y
            let length = hypot(dx, dy)
            guard length > 0 else { continue }
            let offset = min(sampleOffset, length / 4)
            let mid = CGPoint(x: (piece.a.x + piece.b.x) / 2, y: (piece.a.y + piece.b.y) / 2)
            let nx = -dy / length * offset, ny = dx / length * offset
            let left = inside(CGPoint(x: mid.x + nx, y: mid.y + ny))
            let right = inside(CGPoint(x: mid.x - nx, y: mid.y - ny))
            if left == right { continue }
            kept.append(left ? piece : Edge(a: piece.b, b: piece.a))
        }
        return loops(kept)
    }

    /// The edges cut at every point where they meet, with pieces that have the same ends merged.
    static func split(_ edges: [Edge]) -> [Edge] {
        var cuts = [[CGPoint]](repeating: [], count: edges.count)
        // Sorted by their left ends, so each edge meets only those that start before it ends.
        let order = edges.indices.sorted { edges[$0].minX < edges[$1].minX }
        for (position, i) in order.enumerated() {
            let e = edges[i]
            let maxX = e.maxX + grid
            for j in order[(position + 1)...] {
                let f = edges[j]
                if f.minX > maxX { break }
                if f.minY > e.maxY + grid || f.maxY < e.minY - grid { continue }
                for point in meetings(e, f) {
                    if point != e.a && point != e.b { cuts[i].append(point) }
                    if point != f.a && point != f.b { cuts[j].append(point) }
                }
            }
        }
        var seen = Set<PieceKey>()
        var pieces: [Edge] = []
        for (i, e) in edges.enumerated() {
            let dx = e.b.x - e.a.x, dy = e.b.y - e.a.y
            let along = { (p: CGPoint) in (p.x - e.a.x) * dx + (p.y - e.a.y) * dy }
            let points = [e.a] + cuts[i].sorted { along($0) < along($1) } + [e.b]
            for k in 0..<(points.count - 1) where points[k] != points[k + 1] {
                let piece = Edge(a: points[k], b: points[k + 1])
                if seen.insert(PieceKey(piece)).inserted { pieces.append(piece) }
            }
        }
        return pieces
    }

    /// A piece's two ends, in either order.
    private struct PieceKey: Hashable {
        var x0, y0, x1, y1: CGFloat
        init(_ e: Edge) {
            if (e.a.x, e.a.y) < (e.b.x, e.b.y) {
                (x0, y0, x1, y1) = (e.a.x, e.a.y, e.b.x, e.b.y)
            } else {
                (x0, y0, x1, y1) = (e.b.x, e.b.y, e.a.x, e.a.y)
            }
        }
    }

    /// A point as a dictionary key.
    private struct PointKey: Hashable {
        var x, y: CGFloat
        init(_ p: CGPoint) { (x, y) = (p.x, p.y) }
    }

    /// Where two edges meet, on the grid: their crossing, an end of one on the other, or, for
    /// overlapping collinear edges, the ends of each that lie on the other.
    static func meetings(_ e: Edge, _ f: Edge) -> [CGPoint] {
        let r = CGPoint(x: e.b.x - e.a.x, y: e.b.y - e.a.y)
        let s = CGPoint(x: f.b.x - f.a.x, y: f.b.y - f.a.y)
        let lengthR = hypot(r.x, r.y), lengthS = hypot(s.x, s.y)
        let denominator = r.x * s.y - r.y * s.x
        let qp = CGPoint(x: f.a.x - e.a.x, y: f.a.y - e.a.y)
        // Within a grid step of the other edge's line counts as on it.
        let near = grid * 2
        if abs(denominator) <= 1e-12 * lengthR * lengthS {
            // Parallel: they meet only when collinear, at the ends of each that lie on the other.
            guard abs(qp.x * r.y - qp.y * r.x) / lengthR <= near else { return [] }
            var points: [CGPoint] = []
            for p in [f.a, f.b] where lies(p, strictlyInside: e) { points.append(p) }
            for p in [e.a, e.b] where lies(p, strictlyInside: f) { points.append(p) }
            return points
        }
        let t = (qp.x * s.y - qp.y * s.x) / denominator
        let u = (qp.x * r.y - qp.y * r.x) / denominator
        let slackT = near / lengthR, slackU = near / lengthS
        guard t >= -slackT, t <= 1 + slackT, u >= -slackU, u <= 1 + slackU else { return [] }
        // An end within a grid step of the meeting is the meeting: T-junctions keep their vertex.
        if abs(u) <= slackU { return [f.a] }
        if abs(u - 1) <= slackU { return [f.b] }
        if abs(t) <= slackT { return [e.a] }
        if abs(t - 1) <= slackT { return [e.b] }
        return [snap(CGPoint(x: e.a.x + t * r.x, y: e.a.y + t * r.y))]
    }

    /// Whether `p` lies on `e` between its ends (within a grid step of its line).
    private static func lies(_ p: CGPoint, strictlyInside e: Edge) -> Bool {
        let dx = e.b.x - e.a.x, dy = e.b.y - e.a.y
        let squared = dx * dx + dy * dy
        let t = ((p.x - e.a.x) * dx + (p.y - e.a.y) * dy) / squared
        return t > 0 && t < 1 && p != e.a && p != e.b
    }

    /// The directed pieces chained into closed subpaths, straight runs merged into one line.
    static func loops(_ pieces: [Edge]) -> Path {
        var outgoing: [PointKey: [Int]] = [:]
        for (i, piece) in pieces.enumerated() { outgoing[PointKey(piece.a), default: []].append(i) }
        var used = [Bool](repeating: false, count: pieces.count)
        var path = Path()
        for start in pieces.indices where !used[start] {
            var loop: [CGPoint] = [pieces[start].a]
            var current = start
            while true {
                used[current] = true
                let end = pieces[current].b
                if end == loop[0] { break }
                loop.append(end)
                guard let next = outgoing[PointKey(end)]?.first(where: { !used[$0] }) else { break }
                current = next
            }
            let simplified = removingStraightVertices(loop)
            guard simplified.count > 2 else { continue }
            path.addLines(simplified)
            path.closeSubpath()
        }
        return path
    }

    /// The loop without vertices that lie on the line between their neighbours.
    static func removingStraightVertices(_ loop: [CGPoint]) -> [CGPoint] {
        var points = loop
        var changed = true
        while changed && points.count > 2 {
            changed = false
            var i = 0
            while i < points.count && points.count > 2 {
                let a = points[(i + points.count - 1) % points.count], b = points[i]
                let c = points[(i + 1) % points.count]
                let ab = hypot(b.x - a.x, b.y - a.y), bc = hypot(c.x - b.x, c.y - b.y)
                let straight =
                    abs(cross(a, b, c)) <= grid * max(ab, bc)
                    && (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y) > 0
                if ab == 0 || straight {
                    points.remove(at: i)
                    changed = true
                } else {
                    i += 1
                }
            }
        }
        return points
    }
}
