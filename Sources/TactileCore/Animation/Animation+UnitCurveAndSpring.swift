import Foundation

/// Animations made from a ``UnitCurve`` or a ``Spring`` value.
extension Animation {
    /// An animation that follows `curve` over `duration` seconds.
    ///
    /// - Parameters:
    ///   - curve: The shape of the progress over time.
    ///   - duration: The length in seconds; negative values are treated as 0. Defaults to 0.35.
    public static func timingCurve(
        _ curve: UnitCurve, duration: TimeInterval = AnimationDefaults.curveDuration
    ) -> Animation {
        Animation(.curve(curve, duration: max(duration, 0)))
    }

    /// A spring animation with the oscillator of `spring`.
    ///
    /// - Parameters:
    ///   - spring: The spring; its mass, stiffness and damping give the response and damping
    ///     ratio of the animation.
    ///   - blendDuration: As in ``spring(response:dampingFraction:blendDuration:)``. Defaults to 0.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        let model = spring.model
        return .spring(
            response: model.response, dampingFraction: model.dampingFraction, blendDuration: blendDuration)
    }

    /// An interpolating spring animation with the oscillator of `spring`.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: Accepted for SwiftUI compatibility; Tactile's spring animations start
    ///     at rest (as ``interpolatingSpring(mass:stiffness:damping:initialVelocity:)`` does), so
    ///     it has no effect. Defaults to 0.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        .spring(spring)
    }
}
