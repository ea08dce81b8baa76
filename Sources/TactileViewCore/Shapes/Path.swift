import Foundation

/// An outline made of lines and curves, used to draw and hit-test shapes.
///
/// Curves are kept exactly; `contains(_:eoFill:)` and `boundingRect` flatten them into line
/// segments (16 per curve), which is precise to far below a point for on-screen sizes.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []
    private var start: CGPoint?
    private var current: CGPoint?

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        // Its five elements in one allocation, not one per doubling: clips and hit areas make one
        // on every frame.
        elements.reserveCapacity(Self.rectElementCount)
        addRect(rect)
    }

    /// A rounded rectangle with circular corners of `cornerRadius` (both styles are drawn as
    /// circular arcs, see `RoundedCornerStyle`).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements.reserveCapacity(Self.roundedRectElementCount)
        addRoundedRectOutline(in: rect, cornerSize: cornerSize)
    }

    /// A rounded rectangle with a radius for each corner (leading on the left).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
    }

    /// The elements of a rectangle: a move, three lines and the close.
    private static let rectElementCount = 5
    /// The elements of a rounded rectangle: a move, four lines, a curve per corner and the close.
    private static let roundedRectElementCount = 10

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        var p = Path()
        callback(&p)
        self = p
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element starts.
    public var currentPoint: CGPoint? { current }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point)); start = point; current = point
    }

    /// Adds a straight line from the current point.
    public mutating func addLine(to point: CGPoint) {
        if current == nil { move(to: point); return }
        elements.append(.line(to: point)); current = point
    }

    /// Adds straight lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a quadratic Bézier curve.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control)); current = point
    }

    /// Adds a cubic Bézier curve.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2)); current = point
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath); current = start
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds closed rectangles.
    public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    /// Adds a closed ellipse inscribed in `rect`, drawn clockwise (in screen coordinates) from its right end.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        addArcSegments(
            center: CGPoint(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2, from: 0, to: 2 * .pi,
            newSubpath: true)
        closeSubpath()
    }

    /// Adds a closed rounded rectangle with circular-arc corners.
    mutating func addRoundedRectOutline(in rect: CGRect, cornerSize: CGSize) {
        let r = rect.standardized
        let rx = min(max(0, cornerSize.width), r.width / 2), ry = min(max(0, cornerSize.height), r.height / 2)
        guard rx > 0, ry > 0 else { addRect(r); return }
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addArcSegments(
            center: CGPoint(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: -.pi / 2, to: 0, newSubpath: false)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addArcSegments(
            center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: 0, to: .pi / 2, newSubpath: false)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addArcSegments(
            center: CGPoint(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: .pi / 2, to: .pi, newSubpath: false)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addArcSegments(
            center: CGPoint(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: .pi, to: 1.5 * .pi, newSubpath: false
        )
        closeSubpath()
    }

    /// Adds a circular arc. Angles are measured from the positive x axis towards positive y (which
    /// points down on screen); `clockwise` follows SwiftUI's flipped convention, so `clockwise: false`
    /// sweeps with increasing angle (clockwise on screen).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let a0 = startAngle.radians
        var a1 = endAngle.radians
        if !clockwise {
            while a1 < a0 { a1 += 2 * .pi }
        } else {
            while a1 > a0 { a1 -= 2 * .pi }
        }
        let begin = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
        if current == nil { move(to: begin) } else { addLine(to: begin) }
        addArcSegments(center: center, rx: radius, ry: radius, from: a0, to: a1, newSubpath: false)
    }

    /// Appends the elements of `path`, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for e in path.applying(transform).elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    // Cubic approximation of an elliptical arc, in pieces of at most 90°.
    private mutating func addArcSegments(
        center c: CGPoint, rx: CGFloat, ry: CGFloat, from a0: Double, to a1: Double, newSubpath: Bool
    ) {
        let point = { (a: Double) in CGPoint(x: c.x + rx * cos(a), y: c.y + ry * sin(a)) }
        if newSubpath { move(to: point(a0)) } else if current == nil { move(to: point(a0)) }
        let pieces = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<pieces {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * rx * sin(a), y: p0.y + k * ry * cos(a))
            let c2 = CGPoint(x: p3.x + k * rx * sin(b), y: p3.y - k * ry * cos(b))
            addCurve(to: p3, control1: c1, control2: c2)
            a = b
        }
    }

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform == .identity { return self }
        var p = Path()
        for e in elements {
            switch e {
            case .move(let a): p.move(to: a.applying(transform))
            case .line(let a): p.addLine(to: a.applying(transform))
            case .quadCurve(let a, let c): p.addQuadCurve(to: a.applying(transform), control: c.applying(transform))
            case .curve(let a, let c1, let c2):
                p.addCurve(
                    to: a.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: p.closeSubpath()
            }
        }
        return p
    }

    /// The path moved by `(x, y)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// Calls `body` with every element.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The path as closed polygons (curves flattened), one per subpath.
    func polygons(segmentsPerCurve: Int = 16) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var poly: [CGPoint] = []
        var last = CGPoint.zero
        func flush() { if poly.count > 1 { result.append(poly) }; poly = [] }
        for e in elements {
            switch e {
            case .move(let p): flush(); poly = [p]; last = p
            case .line(let p): poly.append(p); last = p
            case .quadCurve(let p, let c):
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve), u = 1 - t
                    poly.append(
                        CGPoint(
                            x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .curve(let p, let c1, let c2):
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve), u = 1 - t
                    let x = u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    poly.append(CGPoint(x: x, y: y))
                }
                last = p
            case .closeSubpath:
                if let first = poly.first { last = first }
                flush()
            }
        }
        flush()
        return result
    }

    /// Whether `point` is inside the filled path, by the non-zero winding rule (or even-odd).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        let winding = straightWinding(around: point) ?? flattenedWinding(around: point)
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The winding number of `polygons(segmentsPerCurve:)` around `point`.
    private func flattenedWinding(around point: CGPoint) -> Int {
        var winding = 0
        for poly in polygons() {
            for i in poly.indices {
                winding += crossing(poly[i], poly[(i + 1) % poly.count], point)
            }
        }
        return winding
    }

    /// The same winding number for a path of straight lines only, walked in place: the same edges
    /// as `polygons(segmentsPerCurve:)` makes (each subpath of two points or more, closed back
    /// to its first point), without building the arrays. A rectangle's hit test runs on every
    /// touch-down. `nil` for a path with a curve.
    private func straightWinding(around point: CGPoint) -> Int? {
        var winding = 0
        var first = CGPoint.zero, previous = CGPoint.zero, count = 0
        for element in elements {
            switch element {
            case .move(let p):
                if count > 1 { winding += crossing(previous, first, point) }
                first = p
                previous = p
                count = 1
            case .line(let p):
                if count == 0 { first = p } else { winding += crossing(previous, p, point) }
                previous = p
                count += 1
            case .closeSubpath:
                if count > 1 { winding += crossing(previous, first, point) }
                count = 0
            case .quadCurve, .curve:
                return nil
            }
        }
        if count > 1 { winding += crossing(previous, first, point) }
        return winding
    }

    /// What the edge from `a` to `b` adds to the winding number around `p`: 1 going up with `p`
    /// on its left, −1 going down with `p` on its right, else 0.
    private func crossing(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Int {
        if a.y <= p.y {
            if b.y > p.y && cross(a, b, p) > 0 { return 1 }
        } else if b.y <= p.y && cross(a, b, p) < 0 {
            return -1
        }
        return 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The smallest rectangle containing the path's outline (`.null` when empty).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var any = false
        for poly in polygons() {
            for p in poly {
                any = true
                minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        for e in elements {
            if case .move(let p) = e {
                any = true; minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        return any ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The SVG path data (`M`, `L`, `Q`, `C`, `Z`) with stable number formatting.
    public var svgPathData: String {
        var parts: [String] = []
        func f(_ p: CGPoint) -> String { "\(SVGNumber.format(p.x)) \(SVGNumber.format(p.y))" }
        for e in elements {
            switch e {
            case .move(let p): parts.append("M" + f(p))
            case .line(let p): parts.append("L" + f(p))
            case .quadCurve(let p, let c): parts.append("Q" + f(c) + " " + f(p))
            case .curve(let p, let c1, let c2): parts.append("C" + f(c1) + " " + f(c2) + " " + f(p))
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    /// A textual description for debugging.
    public var description: String { svgPathData }
}
