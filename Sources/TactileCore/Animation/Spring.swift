import Foundation

/// A damped spring, as a value you can evaluate: where a value driven by it is, and how fast it
/// moves, at any time.
///
/// Describe it the way that suits you; all four describe the same oscillator
/// `m·x″ + c·x′ + k·x = 0`:
///
/// | Initialiser | Meaning |
/// |---|---|
/// | ``init(duration:bounce:)`` | perceptual duration and bounce (`-1...1`, 0 = no overshoot) |
/// | ``init(response:dampingRatio:)`` | period of the undamped spring, damping as a share of critical |
/// | ``init(mass:stiffness:damping:allowOverDamping:)`` | the physical constants |
/// | ``init(settlingDuration:dampingRatio:epsilon:)`` | how long it takes to come to rest |
///
/// ```swift
/// let spring = Spring(duration: 0.4, bounce: 0.2)
/// let halfway = spring.value(target: 100.0, time: 0.2)
/// withAnimation(.spring(spring)) { offset = 100 }
/// ```
///
/// Evaluation uses the oscillator's closed form, so it is exact at any time step and
/// deterministic: ``value(target:initialVelocity:time:)`` and ``update(value:velocity:target:deltaTime:)``
/// agree however the time is divided.
public struct Spring: Hashable, Sendable {
    /// The moving mass, `m`; 1 unless set by ``init(mass:stiffness:damping:allowOverDamping:)``.
    public let mass: Double
    /// The period of the undamped spring, `2π√(m/k)`, in seconds; 0 for a spring so stiff that it
    /// is at its target at once.
    public let response: Double
    /// The damping as a share of critical damping, `c / (2√(km))`, at least 0.
    public let dampingRatio: Double

    private init(mass: Double, response: Double, dampingRatio: Double) {
        self.mass = mass
        self.response = max(response, 0)
        self.dampingRatio = max(dampingRatio, 0)
    }

    /// A spring with a perceptual duration and a bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds, which is the spring's ``response``.
    ///     Defaults to 0.5.
    ///   - bounce: 0 for no overshoot, up to 1 for a spring that never stops, down to -1 for
    ///     ever more sluggish springs; a damping ratio of `1 − bounce` when positive and
    ///     `1 / (1 + bounce)` when negative. Clamped to `-0.99...1`. Defaults to 0.
    public init(duration: TimeInterval = AnimationDefaults.perceptualDuration, bounce: Double = 0) {
        let model = SpringModel(duration: duration, bounce: bounce, blendDuration: 0)
        self.init(response: model.response, dampingRatio: model.dampingFraction)
    }

    /// A spring with a response and a damping ratio, and a mass of 1.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped spring, in seconds. 0 or less makes a spring so
    ///     stiff that it is at its target at once.
    ///   - dampingRatio: Damping as a share of critical damping: 1 settles fastest without
    ///     overshooting, less bounces, more creeps. Negative values are treated as 0.
    public init(response: Double, dampingRatio: Double) {
        self.init(mass: 1, response: response, dampingRatio: dampingRatio)
    }

    /// A spring with the physical constants of a mass on a damped spring.
    ///
    /// - Parameters:
    ///   - mass: The moving mass. Defaults to 1.
    ///   - stiffness: The spring constant. With a mass, 0 or less makes a spring so stiff that it
    ///     is at its target at once.
    ///   - damping: The damping coefficient; negative values are treated as 0.
    ///   - allowOverDamping: Whether `damping` may exceed critical damping (`2√(km)`); when
    ///     `false`, the default, it is lowered to critical.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        guard mass > 0, stiffness > 0 else {
            self.init(mass: max(mass, 0), response: 0, dampingRatio: 1)
            return
        }
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(
            mass: mass, response: 2 * .pi * (mass / stiffness).squareRoot(),
            dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
    }

    /// The spring with `dampingRatio` that comes to rest in `settlingDuration` seconds.
    ///
    /// - Parameters:
    ///   - settlingDuration: The time after which a change of 1 stays within `epsilon` of its
    ///     target.
    ///   - dampingRatio: Damping as a share of critical damping; above 0, or the spring never
    ///     settles and is given a response of `settlingDuration`.
    ///   - epsilon: How close to the target counts as at rest, for a change of 1. Defaults to
    ///     0.001.
    public init(
        settlingDuration: TimeInterval, dampingRatio: Double,
        epsilon: Double = AnimationDefaults.springSettlingTolerance
    ) {
        // The settling time of an oscillator is proportional to its response at a fixed damping
        // ratio, so the settling time of a 1 s spring gives the scale.
        let unit = SpringModel(response: 1, dampingFraction: dampingRatio, blendDuration: 0)
            .settlingDuration(tolerance: max(epsilon, .leastNormalMagnitude))
        let response = unit.isFinite && unit > 0 ? settlingDuration / unit : settlingDuration
        self.init(response: response, dampingRatio: dampingRatio)
    }

    // MARK: Derived descriptions

    /// The spring constant, `k = m·ω₀²`: higher is faster.
    public var stiffness: Double { mass * omega * omega }

    /// The damping coefficient, `c = 2ζ·m·ω₀`: higher bounces less.
    public var damping: Double { dampingRatio == 0 ? 0 : 2 * dampingRatio * mass * omega }

    /// The natural angular frequency `√(k/m)`, in radians per second; infinite for a spring so
    /// stiff that it is at its target at once.
    var omega: Double { response > 0 ? 2 * .pi / response : .infinity }

    /// The perceptual duration: the same as ``response``.
    public var duration: TimeInterval { response }

    /// How much the spring bounces: `1 − dampingRatio` up to critical damping, `1/dampingRatio − 1`
    /// beyond it (negative).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// How long a change of 1 takes to stay within 0.001 of its target, from rest.
    public var settlingDuration: TimeInterval { model.settlingDuration() }

    /// The same oscillator as Tactile's animation model.
    var model: SpringModel {
        SpringModel(response: response, dampingFraction: dampingRatio, blendDuration: 0)
    }
}
