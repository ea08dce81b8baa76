import Foundation

/// A gradient as drawn: its colour stops and where it lies in the item's local space.
///
/// Shapes filled or stroked with a gradient style carry one (``DisplayItem/fillGradient``,
/// ``Stroke/gradient``); the SVG writer turns it into a `<linearGradient>` or `<radialGradient>`
/// definition, or, for an angular gradient, a pattern of thin wedges.
public struct GradientPaint: Hashable, Sendable {
    /// Where the gradient's colours lie, in the item's local space.
    public enum Geometry: Hashable, Sendable {
        /// Colours vary along the line from `start` to `end` and are constant across it.
        case linear(start: CGPoint, end: CGPoint)
        /// Colours vary with the distance from `center`, from `startRadius` to `endRadius`.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Colours vary along ellipses around `center` whose radii at fraction 1 are `radii`, from
        /// `startRadiusFraction` to `endRadiusFraction` of them.
        case elliptical(center: CGPoint, radii: CGSize, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// Colours vary with the angle around `center`, clockwise on screen from `startAngle` to
        /// `endAngle` (0 points right).
        case angular(center: CGPoint, startAngle: Angle, endAngle: Angle)
    }

    /// Where the colours lie.
    public var geometry: Geometry
    /// The colour stops, sorted by location, each location in 0…1; at least two.
    public var stops: [Gradient.Stop]

    /// A gradient with `stops` laid out by `geometry`.
    public init(geometry: Geometry, stops: [Gradient.Stop]) {
        self.geometry = geometry
        self.stops = stops
    }

    /// The colour at `location` (0…1) along the stops, interpolated in sRGB.
    public func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            return a.color.mixed(with: b.color, by: t)
        }
        return last.color
    }
}

extension Color {
    /// The colour `t` of the way (0…1) from this colour to `other`, component by component.
    func mixed(with other: Color, by t: Double) -> Color {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Color(
            red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue),
            alpha: lerp(alpha, other.alpha), name: nil)
    }
}
