import Foundation

/// A shape style resolved against the environment: a colour, or a gradient whose geometry waits for
/// the rectangle it fills.
package enum ResolvedStyle: Sendable {
    /// One colour.
    case color(Color)
    /// A gradient, in unit coordinates of the rectangle it will fill.
    case gradient(GradientLayout)

    /// Whether the style paints nothing (and so does not catch touches): a clear colour, a gradient
    /// without stops or with only clear ones.
    var isClear: Bool {
        switch self {
        case .color(let color): color.isClear
        case .gradient(let layout): layout.stops.allSatisfy { $0.color.isClear }
        }
    }

    /// The one colour closest to the style, for what is drawn in a single colour (text, symbols):
    /// a gradient's first colour.
    package var solidColor: Color {
        switch self {
        case .color(let color): color
        case .gradient(let layout): layout.stops.first?.color ?? .clear
        }
    }

    /// The style with its opacity multiplied by `opacity`.
    func opacity(_ opacity: Double) -> ResolvedStyle {
        switch self {
        case .color(let color):
            return .color(color.opacity(opacity))
        case .gradient(var layout):
            layout.stops = layout.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }
            return .gradient(layout)
        }
    }

    /// The paint for a shape whose gradient coordinates are relative to `rect`.
    func paint(in rect: CGRect) -> DrawnPaint {
        switch self {
        case .color(let color): .color(color)
        case .gradient(let layout): layout.paint(in: rect)
        }
    }
}

/// What a shape's fill or stroke is painted with, placed in its local space.
package enum DrawnPaint: Hashable, Sendable {
    case color(Color)
    case gradient(GradientPaint)

    /// The colour, for a solid paint.
    var color: Color? {
        if case .color(let color) = self { return color }
        return nil
    }

    /// The gradient, for a gradient paint.
    var gradient: GradientPaint? {
        if case .gradient(let gradient) = self { return gradient }
        return nil
    }
}

/// A gradient style's stops and geometry in unit coordinates (0…1 across the rectangle it fills).
package struct GradientLayout: Sendable {
    enum Geometry: Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
    }

    var stops: [Gradient.Stop]
    var geometry: Geometry
    /// The rectangle the unit coordinates span, when the style was given one (`ShapeStyle/in(_:)`);
    /// else the rectangle of the shape it fills.
    var anchor: CGRect?

    /// The layout of `gradient`'s stops as drawn (``Gradient/drawnStops``) by `geometry`; a style
    /// that has stops no longer than one colour is that colour (none: clear).
    static func style(_ gradient: Gradient, _ geometry: Geometry) -> ResolvedStyle {
        let stops = gradient.drawnStops
        guard stops.count > 1 else { return .color(stops.first?.color ?? .clear) }
        return .gradient(GradientLayout(stops: stops, geometry: geometry))
    }

    func paint(in shapeRect: CGRect) -> DrawnPaint {
        let rect = anchor ?? shapeRect
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        let placed: GradientPaint.Geometry
        switch geometry {
        case .linear(let start, let end):
            placed = .linear(start: point(start), end: point(end))
        case .radial(let center, let startRadius, let endRadius):
            placed = .radial(
                center: point(center), startRadius: Self.length(startRadius), endRadius: Self.length(endRadius))
        case .elliptical(let center, let startFraction, let endFraction):
            placed = .elliptical(
                center: point(center), radii: CGSize(width: abs(rect.width), height: abs(rect.height)),
                startRadiusFraction: Self.length(startFraction), endRadiusFraction: Self.length(endFraction))
        case .angular(let center, let startAngle, let endAngle):
            placed = .angular(center: point(center), startAngle: startAngle, endAngle: endAngle)
        }
        return .gradient(GradientPaint(geometry: placed, stops: stops))
    }

    /// A radius as drawn: a negative or non-finite one is 0.
    static func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}
