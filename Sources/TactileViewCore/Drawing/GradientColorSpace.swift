import Foundation

extension Gradient {
    /// The space a gradient's colours are interpolated in.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// The components of the device's RGB space: what SVG and Core Graphics interpolate.
        public static let device = ColorSpace(isPerceptual: false)
        /// A perceptual space (Oklab), in which the colours change evenly to the eye.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }

    /// This gradient interpolated in `space`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        var gradient = self
        gradient.interpolation = space
        return AnyGradient(gradient)
    }

    /// The stops as drawn in SVG, which interpolates sRGB components: for a perceptual gradient,
    /// stops mixed in Oklab are added between each pair, `GradientInterpolation/perceptualSteps`
    /// apart, so the straight sRGB segments between them follow the perceptual path.
    func interpolatedStops(_ stops: [Stop]) -> [Stop] {
        guard interpolation == .perceptual, stops.count > 1 else { return stops }
        var out: [Stop] = [stops[0]]
        for (from, to) in zip(stops, stops.dropFirst()) {
            let steps = GradientInterpolation.perceptualSteps
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                let color = from.color.mix(with: to.color, by: t, in: .perceptual)
                out.append(Stop(color: color, location: from.location + (to.location - from.location) * t))
            }
        }
        return out
    }
}

extension AnyGradient {
    /// This gradient interpolated in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        gradient.colorSpace(space)
    }
}

/// The constants of gradient interpolation.
enum GradientInterpolation {
    /// How many sRGB segments stand for one perceptual segment: enough that the straight pieces
    /// cannot be told from the curve at the sizes views are drawn.
    static let perceptualSteps = 8
}
