import Foundation

// SwiftUI's forms of the path builders that transform what they add, the relative arc, and the
// arc between two tangents.

extension Path {
    /// Appends `part` transformed by `transform`; its first point joins the current subpath with a
    /// line, as an arc does, unless `part` starts a new subpath of its own.
    private mutating func append(_ part: Path, transform: CGAffineTransform, joining: Bool) {
        var first = true
        for element in part.applying(transform).elements {
            switch element {
            case .move(let p) where first && joining && currentPoint != nil: addLine(to: p)
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
            first = false
        }
    }

    /// Adds a closed rectangle, transformed by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        guard transform != .identity else { return addRect(rect) }
        append(Path(rect), transform: transform, joining: false)
    }

    /// Adds closed rectangles, transformed by `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`, transformed by `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        guard transform != .identity else { return addEllipse(in: rect) }
        append(Path(ellipseIn: rect), transform: transform, joining: false)
    }

    /// Adds a closed rounded rectangle, transformed by `transform` (both corner styles are drawn
    /// as circular arcs).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        guard transform != .identity else { return addRoundedRectOutline(in: rect, cornerSize: cornerSize) }
        append(Path(roundedRect: rect, cornerSize: cornerSize), transform: transform, joining: false)
    }

    /// Adds a closed rectangle with a radius for each corner, transformed by `transform`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        append(Path(roundedRect: rect, cornerRadii: cornerRadii, style: style), transform: transform, joining: false)
    }

    /// Adds a circular arc (see `addArc(center:radius:startAngle:endAngle:clockwise:)`),
    /// transformed by `transform`.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform
    ) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        append(arc, transform: transform, joining: true)
    }

    /// Adds a circular arc from `startAngle` sweeping `delta` (positive: increasing angles,
    /// clockwise on screen), joined to the current point by a line, transformed by `transform`.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        guard delta.radians != 0 else {
            let a = startAngle.radians
            let point = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)).applying(transform)
            if currentPoint == nil { move(to: point) } else { addLine(to: point) }
            return
        }
        var arc = Path()
        arc.addArc(
            center: center, radius: radius, startAngle: startAngle,
            endAngle: Angle(radians: startAngle.radians + delta.radians), clockwise: delta.radians < 0)
        append(arc, transform: transform, joining: true)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End`, joined to the current point by a line (a rounded
    /// corner at `tangent1End`), transformed by `transform`. With no current point it starts at
    /// `tangent1End`; when the lines are parallel or the radius is not positive it is a line to
    /// `tangent1End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let inverse = transform.inverted()
        guard let current = currentPoint?.applying(inverse) else {
            return move(to: tangent1End.applying(transform))
        }
        let corner = tangent1End
        func unit(_ dx: CGFloat, _ dy: CGFloat) -> CGVector? {
            let length = (dx * dx + dy * dy).squareRoot()
            return length > 0 && length.isFinite ? CGVector(dx: dx / length, dy: dy / length) : nil
        }
        guard radius > 0, radius.isFinite,
            let toStart = unit(current.x - corner.x, current.y - corner.y),
            let toEnd = unit(tangent2End.x - corner.x, tangent2End.y - corner.y)
        else { return addLine(to: corner.applying(transform)) }
        let cosine = max(-1, min(1, toStart.dx * toEnd.dx + toStart.dy * toEnd.dy))
        let angle = acos(cosine)  // between the two lines, at the corner
        guard angle > 1e-9, angle < .pi - 1e-9, let bisector = unit(toStart.dx + toEnd.dx, toStart.dy + toEnd.dy)
        else { return addLine(to: corner.applying(transform)) }
        let reach = radius / tan(angle / 2)  // from the corner to each tangent point
        let distance = radius / sin(angle / 2)  // from the corner to the centre
        let center = CGPoint(x: corner.x + bisector.dx * distance, y: corner.y + bisector.dy * distance)
        let start = CGPoint(x: corner.x + toStart.dx * reach, y: corner.y + toStart.dy * reach)
        // The arc begins at `start` (the line from the current point reaches it) and ends at `end`.
        let end = CGPoint(x: corner.x + toEnd.dx * reach, y: corner.y + toEnd.dy * reach)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - a0
        // The short way round: the arc between the tangent points is less than a half turn.
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        var arc = Path()
        arc.addArc(
            center: center, radius: radius, startAngle: Angle(radians: a0), endAngle: Angle(radians: a0 + sweep),
            clockwise: sweep < 0)
        append(arc, transform: transform, joining: true)
    }
}

extension Path: Animatable {
    /// A path has no animatable values.
    public typealias AnimatableData = EmptyAnimatableData
}
