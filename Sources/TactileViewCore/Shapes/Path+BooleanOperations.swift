import Foundation

// Path's boolean operations (iOS 17): the filled areas of two paths combined, and the lines of
// one cut by the filled area of another. `PathClipper` does the work; curves come back as
// straight pieces within `Path.flatteningTolerance` (0.05 points) of them.

extension Path {
    /// The path with its overlapping and self-intersecting parts resolved into separate closed
    /// outlines that fill the same area under either fill rule.
    ///
    /// - Parameter eoFill: Whether the path's inside is decided by the even-odd rule (the default
    ///   here, as in SwiftUI) or the non-zero winding rule.
    /// - Returns: Closed outlines with no overlaps; curves are flattened to lines within 0.05 points.
    public func normalized(eoFill: Bool = true) -> Path {
        let region = PathClipper.Region(self, evenOdd: eoFill)
        return PathClipper.outline(edges: region.edges, inside: region.contains)
    }

    /// The area filled by both this path and `other`.
    ///
    /// - Parameters:
    ///   - other: The path to intersect with.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside
    ///     of both paths.
    /// - Returns: Closed outlines of the shared area; curves flattened within 0.05 points.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 && $1 }
    }

    /// The area filled by this path, `other`, or both.
    ///
    /// - Parameters:
    ///   - other: The path to join.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside
    ///     of both paths.
    /// - Returns: Closed outlines of the joined area; curves flattened within 0.05 points.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 || $1 }
    }

    /// The area filled by this path and not by `other`.
    ///
    /// - Parameters:
    ///   - other: The path whose area is taken away.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside
    ///     of both paths.
    /// - Returns: Closed outlines of what remains; curves flattened within 0.05 points.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 && !$1 }
    }

    /// The area filled by exactly one of this path and `other`.
    ///
    /// - Parameters:
    ///   - other: The other path.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside
    ///     of both paths.
    /// - Returns: Closed outlines of the area either fills alone; curves flattened within 0.05 points.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 != $1 }
    }

    /// The lines of this path that lie in the area `other` fills.
    ///
    /// A stretch of line that runs along `other`'s outline counts as inside.
    ///
    /// - Parameters:
    ///   - other: The path whose filled area keeps the lines.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside
    ///     of `other`.
    /// - Returns: Open subpaths (closed ones where a whole closed subpath is kept); curves
    ///   flattened within 0.05 points.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        lines(keptBy: other, eoFill: eoFill, inside: true)
    }

    /// The lines of this path that lie outside the area `other` fills.
    ///
    /// A stretch of line that runs along `other`'s outline counts as inside, and is removed.
    ///
    /// - Parameters:
    ///   - other: The path whose filled area removes the lines.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside
    ///     of `other`.
    /// - Returns: Open subpaths (closed ones where a whole closed subpath is kept); curves
    ///   flattened within 0.05 points.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        lines(keptBy: other, eoFill: eoFill, inside: false)
    }

    /// The outline of the area `rule` keeps, given whether a point is inside this path and `other`.
    private func combined(with other: Path, eoFill: Bool, rule: (Bool, Bool) -> Bool) -> Path {
        let a = PathClipper.Region(self, evenOdd: eoFill), b = PathClipper.Region(other, evenOdd: eoFill)
        return PathClipper.outline(edges: a.edges + b.edges) { rule(a.contains($0), b.contains($0)) }
    }

    /// This path's lines cut where they cross `other`'s outline, keeping the pieces inside (or
    /// outside) its filled area.
    private func lines(keptBy other: Path, eoFill: Bool, inside: Bool) -> Path {
        let region = PathClipper.Region(other, evenOdd: eoFill)
        var result = Path()
        for subpath in flattenedSubpaths() {
            let points = subpath.points.map(PathClipper.snap)
            guard points.count > 1 else { continue }
            var edges: [PathClipper.Edge] = []
            for i in 0..<(points.count - 1) { edges.append(PathClipper.Edge(a: points[i], b: points[i + 1])) }
            if subpath.isClosed { edges.append(PathClipper.Edge(a: points[points.count - 1], b: points[0])) }
            var kept: [PathClipper.Edge] = []
            var keptAll = true
            for edge in edges {
                for piece in PathClipper.cut(edge, by: region.edges) {
                    if isInside(piece, region) == inside { kept.append(piece) } else { keptAll = false }
                }
            }
            var open: [CGPoint] = []
            func flush() {
                if open.count > 1 { result.addLines(open) }
                open = []
            }
            for piece in kept {
                if open.last != piece.a { flush(); open = [piece.a] }
                open.append(piece.b)
            }
            if keptAll && subpath.isClosed && open.count > 2 {
                open.removeLast()
                result.addLines(open)
                result.closeSubpath()
                open = []
            }
            flush()
        }
        return result
    }

    /// Whether a piece of line lies in `region`'s area or on its outline (either side inside).
    private func isInside(_ piece: PathClipper.Edge, _ region: PathClipper.Region) -> Bool {
        let dx = piece.b.x - piece.a.x, dy = piece.b.y - piece.a.y
        let length = hypot(dx, dy)
        let mid = CGPoint(x: (piece.a.x + piece.b.x) / 2, y: (piece.a.y + piece.b.y) / 2)
        guard length > 0 else { return region.contains(mid) }
        let offset = min(PathClipper.sampleOffset, length / 4)
        let nx = -dy / length * offset, ny = dx / length * offset
        return region.contains(mid) || region.contains(CGPoint(x: mid.x + nx, y: mid.y + ny))
            || region.contains(CGPoint(x: mid.x - nx, y: mid.y - ny))
    }
}

extension PathClipper {
    /// `edge` cut at every point where it meets one of `others`, in order along it.
    static func cut(_ edge: Edge, by others: [Edge]) -> [Edge] {
        var cuts: [CGPoint] = []
        for other in others {
            if other.minX > edge.maxX + grid || other.maxX < edge.minX - grid { continue }
            if other.minY > edge.maxY + grid || other.maxY < edge.minY - grid { continue }
            for point in meetings(edge, other) where point != edge.a && point != edge.b { cuts.append(point) }
        }
        let dx = edge.b.x - edge.a.x, dy = edge.b.y - edge.a.y
        let along = { (p: CGPoint) in (p.x - edge.a.x) * dx + (p.y - edge.a.y) * dy }
        let points = [edge.a] + cuts.sorted { along($0) < along($1) } + [edge.b]
        var pieces: [Edge] = []
        for k in 0..<(points.count - 1) where points[k] != points[k + 1] {
            pieces.append(Edge(a: points[k], b: points[k + 1]))
        }
        return pieces
    }
}
