import Foundation

extension Path {
    /// The outline of the area a stroke of this path with `style` covers, as a path to fill.
    ///
    /// The stroke is built from pieces, each a polygon turned the same way: a rectangle along
    /// every straight piece, a wedge at every corner (mitered, rounded or bevelled by
    /// `lineJoin`, a miter cut to a bevel past `miterLimit`), and the caps at open ends; the
    /// dash pattern cuts the lines first, restarting at each subpath. `PathClipper` joins the
    /// pieces into closed outlines without overlaps. Curves and round joins and caps are drawn as
    /// straight pieces within 0.05 points.
    ///
    /// - Parameter style: The stroke's width, caps, joins and dashes; bad values are replaced as
    ///   `StrokeStyle` says (a width of 0 or less gives an empty path).
    /// - Returns: Closed outlines that, filled, cover what the stroke draws.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let style = style.drawn
        let half = style.lineWidth / 2
        guard half > 0 else { return Path() }
        var polylines: [FlattenedSubpath] = []
        for subpath in flattenedSubpaths() {
            if style.dash.isEmpty {
                polylines.append(subpath)
            } else {
                polylines += StrokeOutliner.dashed(subpath, pattern: style.dash, phase: style.dashPhase)
            }
        }
        var outliner = StrokeOutliner(style: style, half: half)
        for polyline in polylines { outliner.add(polyline) }
        let region = PathClipper.Region(edges: outliner.edges, evenOdd: false)
        return PathClipper.outline(edges: region.edges, inside: region.contains)
    }
}

/// The polygons a stroke is made of (see `Path.strokedPath(_:)`), as edges turned so that each
/// polygon winds the same way: their union is what the non-zero rule fills.
struct StrokeOutliner {
    let style: StrokeStyle
    let half: CGFloat
    private(set) var edges: [PathClipper.Edge] = []

    init(style: StrokeStyle, half: CGFloat) {
        self.style = style
        self.half = half
    }

    /// Adds the rectangles, corners and caps of one polyline.
    mutating func add(_ polyline: FlattenedSubpath) {
        var points: [CGPoint] = []
        for p in polyline.points where points.last != p { points.append(p) }
        if polyline.isClosed, points.count > 1, points.last == points.first { points.removeLast() }
        guard points.count > 1 else {
            // A subpath of one point draws its caps only: a dot for round caps.
            if let p = points.first, style.lineCap == .round { addPolygon(circle(p)) }
            return
        }
        let closed = polyline.isClosed && points.count > 2
        let count = closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % points.count]
            let n = normal(a, b)
            addPolygon([
                CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
            ])
        }
        let corners = closed ? Array(points.indices) : Array(1..<(points.count - 1))
        for i in corners {
            let previous = points[(i + points.count - 1) % points.count], next = points[(i + 1) % points.count]
            addJoin(at: points[i], from: previous, to: next)
        }
        if !closed {
            addCap(at: points[0], awayFrom: points[1])
            addCap(at: points[points.count - 1], awayFrom: points[points.count - 2])
        }
    }

    /// The left normal of `a → b`, `half` long.
    private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y, length = hypot(dx, dy)
        return CGPoint(x: -dy / length * half, y: dx / length * half)
    }

    /// The wedge that fills the outer side of the corner at `p`.
    private mutating func addJoin(at p: CGPoint, from previous: CGPoint, to next: CGPoint) {
        let d0 = CGPoint(x: p.x - previous.x, y: p.y - previous.y), d1 = CGPoint(x: next.x - p.x, y: next.y - p.y)
        let turn = atan2(d0.x * d1.y - d0.y * d1.x, d0.x * d1.x + d0.y * d1.y)
        guard abs(turn) > 1e-9 else { return }
        // The outer side is right of a left turn and left of a right turn.
        let sign: CGFloat = turn > 0 ? -1 : 1
        let n0 = normal(previous, p), n1 = normal(p, next)
        let o0 = CGPoint(x: n0.x * sign, y: n0.y * sign), o1 = CGPoint(x: n1.x * sign, y: n1.y * sign)
        let e0 = CGPoint(x: p.x + o0.x, y: p.y + o0.y), e1 = CGPoint(x: p.x + o1.x, y: p.y + o1.y)
        switch style.lineJoin {
        case .round:
            let start = atan2(o0.y, o0.x)
            let steps = arcSteps(for: abs(turn))
            var fan = [p, e0]
            for k in 1..<steps {
                let angle = start + turn * CGFloat(k) / CGFloat(steps)
                fan.append(CGPoint(x: p.x + half * cos(angle), y: p.y + half * sin(angle)))
            }
            fan.append(e1)
            addPolygon(fan)
        case .miter where 1 / cos(abs(turn) / 2) <= style.miterLimit:
            let bisector = CGPoint(x: o0.x + o1.x, y: o0.y + o1.y)
            let length = hypot(bisector.x, bisector.y)
            let reach = half / cos(abs(turn) / 2)
            let tip = CGPoint(x: p.x + bisector.x / length * reach, y: p.y + bisector.y / length * reach)
            addPolygon([p, e0, tip, e1])
        default:
            addPolygon([p, e0, e1])
        }
    }

    /// The cap at the open end `p` of a line arriving from `inner`.
    private mutating func addCap(at p: CGPoint, awayFrom inner: CGPoint) {
        switch style.lineCap {
        case .butt: return
        case .round: addPolygon(circle(p))
        case .square:
            let n = normal(inner, p)
            let out = CGPoint(x: n.y, y: -n.x)  // `half` along the line, outwards
            addPolygon([
                CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: p.x + n.x + out.x, y: p.y + n.y + out.y),
                CGPoint(x: p.x - n.x + out.x, y: p.y - n.y + out.y), CGPoint(x: p.x - n.x, y: p.y - n.y),
            ])
        }
    }

    /// Straight pieces for an arc of `angle` radians of radius `half`, each within the tolerance.
    private func arcSteps(for angle: CGFloat) -> Int {
        let tolerance = min(Path.flatteningTolerance, half / 2)
        let step = 2 * acos(1 - tolerance / half)
        return max(1, min(1000, Int((angle / step).rounded(.up))))
    }

    /// A circle of radius `half` around `p`.
    private func circle(_ p: CGPoint) -> [CGPoint] {
        let steps = max(8, arcSteps(for: 2 * .pi))
        return (0..<steps).map { k in
            let angle = 2 * .pi * CGFloat(k) / CGFloat(steps)
            return CGPoint(x: p.x + half * cos(angle), y: p.y + half * sin(angle))
        }
    }

    /// Adds a polygon's edges, turned to wind positively; nothing for a polygon with no area.
    private mutating func addPolygon(_ polygon: [CGPoint]) {
        let points = polygon.map(PathClipper.snap)
        var area: CGFloat = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area.isFinite, abs(area) > PathClipper.grid * PathClipper.grid else { return }
        let ordered = area > 0 ? points : points.reversed()
        for i in ordered.indices {
            let a = ordered[i], b = ordered[(i + 1) % ordered.count]
            if a != b { edges.append(PathClipper.Edge(a: a, b: b)) }
        }
    }

    /// The dashes of `subpath`: the pattern laid along it from `phase`, each dash an open polyline.
    static func dashed(_ subpath: FlattenedSubpath, pattern: [CGFloat], phase: CGFloat) -> [FlattenedSubpath] {
        var points = subpath.points
        if subpath.isClosed, let first = points.first { points.append(first) }
        let total = pattern.reduce(0, +)
        guard total > 0, points.count > 1 else { return [subpath] }
        // Where in the pattern the line starts.
        var position = phase.truncatingRemainder(dividingBy: total)
        if position < 0 { position += total }
        var index = 0
        while position >= pattern[index] {
            position -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - position
        var dashes: [FlattenedSubpath] = []
        var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
        for i in 0..<(points.count - 1) {
            var a = points[i]
            let b = points[i + 1]
            var length = hypot(b.x - a.x, b.y - a.y)
            while length > remaining {
                let t = remaining / length
                let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if index % 2 == 0 {
                    current.append(cut)
                    dashes.append(FlattenedSubpath(points: current, isClosed: false))
                    current = []
                } else {
                    current = [cut]
                }
                length -= remaining
                a = cut
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length
            if index % 2 == 0 { current.append(b) }
        }
        if index % 2 == 0, !current.isEmpty { dashes.append(FlattenedSubpath(points: current, isClosed: false)) }
        return dashes
    }
}
