import Foundation

/// Springs described physically, by mass, stiffness and damping, as SwiftUI's
/// `interpolatingSpring` does.
///
/// A mass `m` on a spring of stiffness `k` with damping coefficient `c` is the same oscillator as
/// ``Animation/spring(response:dampingFraction:blendDuration:)`` with a natural frequency
/// `ω₀ = √(k/m)` and a damping fraction `ζ = c / (2√(km))`, so its response is `2π / ω₀`. The
/// animation plays that oscillator's curve from the old value to the new one.
///
/// Tactile's springs start at rest: a non-zero `initialVelocity` is accepted so that SwiftUI code
/// compiles, but it does not change the curve (documented in `Docs/ViewLayer.md`).
extension Animation {
    /// An interpolating spring with the defaults of
    /// ``interpolatingSpring(duration:bounce:initialVelocity:)``: 0.5 s, no bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A spring described by the physics of a mass on a damped spring.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring. Defaults to 1. Values of 0 or less are treated as
    ///     an infinitely stiff spring that jumps to the end.
    ///   - stiffness: The spring constant: higher is faster. 0 or less jumps to the end.
    ///   - damping: The damping coefficient: higher bounces less. Negative values are treated as 0.
    ///   - initialVelocity: Accepted for SwiftUI compatibility; Tactile's springs start at rest, so
    ///     it has no effect.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        guard mass > 0, stiffness > 0 else {
            return spring(response: 0, dampingFraction: 1, blendDuration: 0)
        }
        let omega = (stiffness / mass).squareRoot()
        let fraction = max(damping, 0) / (2 * (stiffness * mass).squareRoot())
        return spring(response: 2 * .pi / omega, dampingFraction: fraction, blendDuration: 0)
    }

    /// An interpolating spring described by its perceptual duration and bounce, as
    /// ``spring(duration:bounce:blendDuration:)``.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.5.
    ///   - bounce: The bounce, from -1 to 1. Defaults to 0.
    ///   - initialVelocity: Accepted for SwiftUI compatibility; it has no effect (springs start at
    ///     rest).
    public static func interpolatingSpring(
        duration: TimeInterval = AnimationDefaults.perceptualDuration, bounce: Double = 0,
        initialVelocity: Double = 0
    ) -> Animation {
        spring(duration: duration, bounce: bounce, blendDuration: 0)
    }
}
