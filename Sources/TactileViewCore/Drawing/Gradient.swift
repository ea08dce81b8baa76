import Foundation

/// Colours at locations from 0 to 1: what the gradient styles interpolate between.
///
/// As a `ShapeStyle` of its own, a gradient runs from the top of the shape to its bottom.
public struct Gradient: Hashable, Sendable, ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// One colour of a gradient and where it lies (0 is the start, 1 the end).
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour lies, 0…1.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, as given.
    public var stops: [Stop]
    /// The space the colours are interpolated in (`colorSpace(_:)`).
    var interpolation = ColorSpace.device

    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient through `colors`, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// This gradient with each stop's colour as drawn in `scheme`.
    func resolved(for scheme: ColorScheme) -> Gradient {
        var gradient = Gradient(stops: stops.map { Stop(color: $0.color.resolved(for: scheme), location: $0.location) })
        gradient.interpolation = interpolation
        return gradient
    }

    /// The stops as drawn: non-finite locations become 0, locations are clamped to 0…1 and sorted
    /// (stops at the same location keep their order), as Core Graphics draws them.
    var drawnStops: [Stop] {
        interpolatedStops(
            stops.map { stop in
                Stop(color: stop.color, location: stop.location.isFinite ? min(1, max(0, stop.location)) : 0)
            }.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        )
    }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).resolveStyle(in: environment)
    }
}

/// A gradient chosen by the system from one colour: `Color.blue.gradient`.
///
/// Drawn as SwiftUI draws it, approximately: from the top of the shape, the colour lightened
/// (18 % of the way to white), to the bottom, the colour itself.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    let gradient: Gradient

    /// How far towards white the top of a colour's standard gradient is (SwiftUI's is a subtle
    /// lightening; this matches it by eye).
    static let lightening = 0.18

    /// A type-erased `gradient`.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        gradient.resolveStyle(in: environment)
    }
}

extension Color {
    /// A gradient from a lighter version of this colour at the top to the colour at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mixed(with: Color(white: 1, opacity: alpha), by: AnyGradient.lightening), self]))
    }
}
