import Foundation

/// Spring animations: a damped harmonic oscillator released from rest.
///
/// Two ways to describe the same spring, as in SwiftUI:
/// - **response and damping fraction**: the period of the undamped spring in seconds, and the
///   damping as a fraction of critical (1 = no overshoot, below 1 = bounce, above 1 = creep);
/// - **duration and bounce**: the perceptual duration (used as the response) and a bounce from -1
///   to 1, mapped to a damping fraction of `1 - bounce` (bounce ≥ 0) or `1 / (1 + bounce)`.
///
/// | Factory | Response / duration | Damping | Blend |
/// |---|---|---|---|
/// | ``Animation/spring(response:dampingFraction:blendDuration:)`` | 0.5 | 0.825 | 0 |
/// | ``Animation/spring(duration:bounce:blendDuration:)`` | 0.5 | bounce 0 (critical) | 0 |
/// | ``Animation/interactiveSpring(response:dampingFraction:blendDuration:)`` | 0.15 | 0.86 | 0.25 |
/// | ``Animation/interactiveSpring(duration:extraBounce:blendDuration:)`` | 0.15 | bounce 0 | 0.25 |
/// | ``Animation/smooth(duration:extraBounce:)`` | 0.5 | bounce 0 + extra | 0 |
/// | ``Animation/snappy(duration:extraBounce:)`` | 0.5 | bounce 0.15 + extra | 0 |
/// | ``Animation/bouncy(duration:extraBounce:)`` | 0.5 | bounce 0.3 + extra | 0 |
/// | ``Animation/default`` | 0.55 | 1.0 | 0 |
///
/// Two springs compare equal when they have the same response, damping fraction and blend
/// duration, however they were spelled: `.smooth == .spring(duration: 0.5, bounce: 0)`.
extension Animation {
    /// Wraps a spring model, computing its settling duration once.
    private static func spring(_ model: SpringModel) -> Animation {
        Animation(.spring(model, settling: model.settlingDuration()))
    }

    /// A spring with SwiftUI's default response (0.5 s) and damping fraction (0.825).
    public static var spring: Animation { spring() }

    /// A spring described by its response and damping fraction.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped spring, in seconds: lower is stiffer. 0 makes the
    ///     change jump to its end. Defaults to 0.5.
    ///   - dampingFraction: Damping as a fraction of critical damping: 1 settles as fast as
    ///     possible without overshooting, less bounces, more creeps. Defaults to 0.825.
    ///   - blendDuration: How long a following spring takes to blend its response into this one's
    ///     when it replaces it mid-flight. Defaults to 0.
    public static func spring(
        response: Double = AnimationDefaults.springResponse,
        dampingFraction: Double = AnimationDefaults.springDampingFraction,
        blendDuration: TimeInterval = 0
    ) -> Animation {
        spring(
            SpringModel(
                response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A spring described by its perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, used as the response: roughly how long it takes to
    ///     settle when it does not bounce much. Defaults to 0.5.
    ///   - bounce: 0 for no bounce (critically damped), up to 1 for an undamped spring that never
    ///     stops, down to -1 for ever more over-damped springs. Clamped to `-0.99...1`.
    ///     Defaults to 0.
    ///   - blendDuration: As in ``spring(response:dampingFraction:blendDuration:)``. Defaults to 0.
    @_disfavoredOverload
    public static func spring(
        duration: TimeInterval = AnimationDefaults.perceptualDuration,
        bounce: Double = 0,
        blendDuration: Double = 0
    ) -> Animation {
        spring(SpringModel(duration: duration, bounce: bounce, blendDuration: blendDuration))
    }

    /// A stiff spring for following a finger, with SwiftUI's interactive defaults (response 0.15,
    /// damping fraction 0.86, blend duration 0.25).
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring with a short response, meant for animations driven by a gesture in progress.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped spring, in seconds. Defaults to 0.15.
    ///   - dampingFraction: Damping as a fraction of critical damping. Defaults to 0.86.
    ///   - blendDuration: How long a following spring takes to blend in. Defaults to 0.25.
    public static func interactiveSpring(
        response: Double = AnimationDefaults.interactiveResponse,
        dampingFraction: Double = AnimationDefaults.interactiveDampingFraction,
        blendDuration: TimeInterval = AnimationDefaults.interactiveBlendDuration
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a short perceptual duration, meant for animations driven by a gesture in
    /// progress.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.15.
    ///   - extraBounce: Bounce added to the base bounce of 0. Defaults to 0.
    ///   - blendDuration: How long a following spring takes to blend in. Defaults to 0.25.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = AnimationDefaults.interactiveResponse,
        extraBounce: Double = 0,
        blendDuration: TimeInterval = AnimationDefaults.interactiveBlendDuration
    ) -> Animation {
        spring(duration: duration, bounce: extraBounce, blendDuration: blendDuration)
    }

    /// A spring with no bounce and a 0.5 s perceptual duration.
    public static var smooth: Animation { smooth() }

    /// A spring with no bounce, tunable.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0. Defaults to 0.
    public static func smooth(
        duration: TimeInterval = AnimationDefaults.perceptualDuration, extraBounce: Double = 0
    ) -> Animation {
        spring(duration: duration, bounce: AnimationDefaults.smoothBounce + extraBounce)
    }

    /// A spring with a little bounce (0.15) and a 0.5 s perceptual duration.
    public static var snappy: Animation { snappy() }

    /// A spring with a little bounce, tunable.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.15. Defaults to 0.
    public static func snappy(
        duration: TimeInterval = AnimationDefaults.perceptualDuration, extraBounce: Double = 0
    ) -> Animation {
        spring(duration: duration, bounce: AnimationDefaults.snappyBounce + extraBounce)
    }

    /// A spring with a visible bounce (0.3) and a 0.5 s perceptual duration.
    public static var bouncy: Animation { bouncy() }

    /// A spring with a visible bounce, tunable.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.3. Defaults to 0.
    public static func bouncy(
        duration: TimeInterval = AnimationDefaults.perceptualDuration, extraBounce: Double = 0
    ) -> Animation {
        spring(duration: duration, bounce: AnimationDefaults.bouncyBounce + extraBounce)
    }
}
