import Foundation

extension Path {
    /// The part of the path between two fractions of its length, such as the first three quarters
    /// of a circle for a progress ring.
    ///
    /// Lengths are measured along the whole path, all its subpaths one after the other (a closed
    /// subpath counts its closing line). Curves stay curves: each is cut at the parameters where
    /// the length fractions fall, found on a table of `trimSamplesPerCurve` chords.
    ///
    /// - Parameters:
    ///   - from: Where the part starts, as a fraction of the length; clamped to `0...1`.
    ///   - to: Where it ends; clamped to `0...1`. When it is not after `from` the part is empty.
    /// - Returns: The whole path for `0...1`; otherwise open pieces, a new subpath wherever the
    ///   part crosses from one subpath to another.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = Self.unitFraction(from, ifNaN: 0)
        let end = Self.unitFraction(to, ifNaN: 1)
        if start <= 0, end >= 1 { return self }
        guard start < end else { return Path() }
        let segments = trimSegments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (low, high) = (start * total, end * total)
        var result = Path()
        var covered: CGFloat = 0
        var previous: (index: Int, reachedEnd: Bool)?
        for (index, segment) in segments.enumerated() {
            defer { covered += segment.length }
            let segmentEnd = covered + segment.length
            guard segmentEnd > low, covered < high, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: max(low - covered, 0))
            let t1 = segment.parameter(atLength: min(high - covered, segment.length))
            let piece = segment.part(from: t0, to: t1)
            let continues =
                previous.map { $0.index == index - 1 && $0.reachedEnd && segments[$0.index].subpath == segment.subpath }
                ?? false
            if !continues || t0 > 0 { result.move(to: piece.p0) }
            if segment.isLine {
                result.addLine(to: piece.p1)
            } else {
                result.addCurve(to: piece.p1, control1: piece.c1, control2: piece.c2)
            }
            previous = (index, t1 >= 1)
        }
        return result
    }

    /// Chords per curve in the table that turns lengths into curve parameters: enough that the
    /// cut point of a 100 pt arc lies within a small fraction of a point of its true place.
    public static let trimSamplesPerCurve = 32

    /// A fraction clamped to `0...1`, `fallback` when it is not a number.
    private static func unitFraction(_ value: CGFloat, ifNaN fallback: CGFloat) -> CGFloat {
        value.isNaN ? fallback : min(max(value, 0), 1)
    }

    /// The path as cubic segments (lines kept as lines), each with its subpath's number.
    fileprivate func trimSegments() -> [TrimSegment] {
        var segments: [TrimSegment] = []
        var subpath = 0
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                subpath += 1
                start = point
                current = point
            case .line(let point):
                segments.append(TrimSegment(line: current, point, subpath: subpath))
                current = point
            case .quadCurve(let point, let control):
                // The same curve as a cubic: each control point two thirds of the way to the quad's.
                let c1 = CGPoint(
                    x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                segments.append(TrimSegment(curve: current, c1, c2, point, subpath: subpath))
                current = point
            case .curve(let point, let control1, let control2):
                segments.append(TrimSegment(curve: current, control1, control2, point, subpath: subpath))
                current = point
            case .closeSubpath:
                if current != start { segments.append(TrimSegment(line: current, start, subpath: subpath)) }
                current = start
            }
        }
        return segments
    }
}

/// One line or cubic of a path being trimmed, with the table of its length.
private struct TrimSegment {
    var p0: CGPoint
    var c1: CGPoint
    var c2: CGPoint
    var p1: CGPoint
    var isLine: Bool
    var subpath: Int
    /// The length along the segment at each sample `i / trimSamplesPerCurve` of its parameter
    /// (for a line, its two ends).
    var cumulative: [CGFloat]

    var length: CGFloat { cumulative.last ?? 0 }

    init(line from: CGPoint, _ to: CGPoint, subpath: Int) {
        (p0, c1, c2, p1, isLine, self.subpath) = (from, from, to, to, true, subpath)
        cumulative = [0, hypot(to.x - from.x, to.y - from.y)]
    }

    init(curve from: CGPoint, _ control1: CGPoint, _ control2: CGPoint, _ to: CGPoint, subpath: Int) {
        (p0, c1, c2, p1, isLine, self.subpath) = (from, control1, control2, to, false, subpath)
        cumulative = [0]
        var last = from
        let count = Path.trimSamplesPerCurve
        for i in 1...count {
            let point = Self.point(from, control1, control2, to, at: CGFloat(i) / CGFloat(count))
            cumulative.append(cumulative[i - 1] + hypot(point.x - last.x, point.y - last.y))
            last = point
        }
    }

    /// The parameter at `length` along the segment, interpolated on the table.
    func parameter(atLength length: CGFloat) -> CGFloat {
        let steps = cumulative.count - 1
        guard length < self.length else { return 1 }
        var i = 0
        while i < steps - 1, cumulative[i + 1] < length { i += 1 }
        let span = cumulative[i + 1] - cumulative[i]
        let within = span > 0 ? (length - cumulative[i]) / span : 0
        return (CGFloat(i) + within) / CGFloat(steps)
    }

    /// The part of the segment between parameters `t0` and `t1`.
    func part(from t0: CGFloat, to t1: CGFloat) -> TrimSegment {
        if isLine {
            let a = lerp(p0, p1, t0)
            let b = lerp(p0, p1, t1)
            return TrimSegment(line: a, b, subpath: subpath)
        }
        // Cut at t1 and keep the start, then cut that at t0 / t1 and keep the end (de Casteljau).
        let (h0, h1, h2, h3) = Self.split(p0, c1, c2, p1, at: t1).first
        let (k0, k1, k2, k3) = Self.split(h0, h1, h2, h3, at: t1 > 0 ? t0 / t1 : 0).second
        var piece = self
        (piece.p0, piece.c1, piece.c2, piece.p1) = (k0, k1, k2, k3)
        return piece
    }

    private func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    private static func point(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x, y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y)
    }

    private typealias Cubic = (CGPoint, CGPoint, CGPoint, CGPoint)

    /// The two halves of a cubic cut at `t`.
    private static func split(
        _ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: CGFloat
    ) -> (first: Cubic, second: Cubic) {
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let (ab, bc, cd) = (mix(a, b), mix(b, c), mix(c, d))
        let (abc, bcd) = (mix(ab, bc), mix(bc, cd))
        let middle = mix(abc, bcd)
        return ((a, ab, abc, middle), (middle, bcd, cd, d))
    }
}

/// A shape drawn only between two fractions of its outline's length (see
/// `Path.trimmedPath(from:to:)`).
struct TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let from: CGFloat
    let to: CGFloat

    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: from, to: to)
    }
}

extension Shape {
    /// This shape's outline between two fractions of its length, for a progress ring or a line
    /// that draws itself: `Circle().trim(from: 0, to: 0.75)`.
    ///
    /// - Parameters:
    ///   - startFraction: Where the outline starts, as a fraction of its length. Defaults to 0.
    ///   - endFraction: Where it ends. Defaults to 1.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }
}
