import Foundation

/// A unit-mass damped harmonic oscillator released from rest, described the way SwiftUI describes
/// springs: by its response and its damping fraction.
///
/// The model tracks the *displacement* `x(t)`: the share of the change still to go, 1 at the start
/// and 0 at rest. Progress is `1 - x(t)`. With natural frequency `ω₀ = 2π / response` and damping
/// fraction `ζ`, the closed forms are:
///
/// | Damping | `x(t)` |
/// |---|---|
/// | under (`ζ < 1`), `ω_d = ω₀√(1-ζ²)` | `e^(-ζω₀t) · (cos ω_d t + (ζω₀/ω_d) sin ω_d t)` |
/// | critical (`ζ = 1`) | `e^(-ω₀t) · (1 + ω₀t)` |
/// | over (`ζ > 1`), roots `r₁ > r₂` of `r² + 2ζω₀r + ω₀² = 0` | `(r₂e^(r₁t) − r₁e^(r₂t)) / (r₂ − r₁)` |
///
/// Only the under-damped spring overshoots (`x < 0`); the other two approach rest monotonically.
struct SpringModel: Hashable, Sendable {
    /// Period of the undamped spring, in seconds; 0 is an infinitely stiff spring that jumps.
    let response: Double
    /// Damping as a fraction of critical damping: 1 is critical, below 1 bounces, above 1 creeps.
    let dampingFraction: Double
    /// How long a successor spring blends into this one's response. Kept for the engine, which
    /// retargets running springs; it does not change this spring's own curve.
    let blendDuration: TimeInterval

    /// Makes a spring from response and damping fraction. Negative values are clamped to 0.
    init(response: Double, dampingFraction: Double, blendDuration: TimeInterval) {
        self.response = max(response, 0)
        self.dampingFraction = max(dampingFraction, 0)
        self.blendDuration = max(blendDuration, 0)
    }

    /// Makes a spring from a perceptual duration and a bounce, with SwiftUI's mapping: the
    /// duration is the response, and the bounce `b` gives a damping fraction of `1 - b` when
    /// `b ≥ 0` and `1 / (1 + b)` when `b < 0`. The bounce is clamped to
    /// ``AnimationDefaults/minimumBounce``...``AnimationDefaults/maximumBounce``.
    init(duration: TimeInterval, bounce: Double, blendDuration: TimeInterval) {
        let b = min(max(bounce, AnimationDefaults.minimumBounce), AnimationDefaults.maximumBounce)
        let fraction = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(response: duration, dampingFraction: fraction, blendDuration: blendDuration)
    }

    /// Natural (undamped) angular frequency, ω₀ = 2π / response.
    private var omega: Double { 2 * .pi / response }

    /// Share of the change still to go at time `t` (seconds since release).
    ///
    /// 1 for `t ≤ 0`; 0 at every time for a zero response. Negative while overshooting.
    func displacement(at t: TimeInterval) -> Double {
        guard t > 0 else { return 1 }
        guard response > 0 else { return 0 }
        let w0 = omega
        let zeta = dampingFraction
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * w0 * t)
            return decay * (cos(wd * t) + (zeta * w0 / wd) * sin(wd * t))
        } else if zeta == 1 {
            return exp(-w0 * t) * (1 + w0 * t)
        } else {
            let (r1, r2) = overdampedRoots(w0: w0, zeta: zeta)
            return (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
        }
    }

    /// Progress at time `t`: `1 - displacement(at: t)`. Exceeds 1 while overshooting.
    func progress(at t: TimeInterval) -> Double {
        1 - displacement(at: t)
    }

    /// The two real roots of an over-damped spring, `r₁` the slow one (closer to 0).
    ///
    /// `r₁` is computed as `-ω₀ / (ζ + √(ζ²−1))`, the same value as `-ω₀(ζ − √(ζ²−1))` without the
    /// cancellation that form suffers for large ζ.
    private func overdampedRoots(w0: Double, zeta: Double) -> (Double, Double) {
        let root = (zeta * zeta - 1).squareRoot()
        return (-w0 / (zeta + root), -w0 * (zeta + root))
    }

    // MARK: Settling

    /// The first time after which the displacement stays within `tolerance` of rest for good.
    ///
    /// Computed from the closed form, not by stepping:
    /// - critically and over-damped springs decrease monotonically, so this is the one time where
    ///   `x(t) = tolerance`;
    /// - an under-damped spring has its extremes at `t_k = kπ/ω_d`, of size `e^(-ζω₀t_k)`, a
    ///   shrinking sequence. The answer lies in the half period that ends at the first extreme
    ///   within tolerance, where `x` is monotonic.
    ///
    /// Either way the crossing is found by bisection (deterministic, to about 1e-12 s). Returns 0
    /// for a zero response and `infinity` for an undamped spring (`dampingFraction == 0`), which
    /// never settles. Velocity is not considered.
    func settlingDuration(
        tolerance: Double = AnimationDefaults.springSettlingTolerance
    ) -> TimeInterval {
        guard response > 0 else { return 0 }
        let zeta = dampingFraction
        guard zeta > 0 else { return .infinity }
        let w0 = omega
        if zeta >= 1 {
            // Grow the bracket until the spring is within tolerance at its end.
            var high = response
            while displacement(at: high) > tolerance { high *= 2 }
            return Self.bisect(low: 0, high: high) { self.displacement(at: $0) > tolerance }
        }
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let halfPeriod = Double.pi / wd
        // Extreme k has size exp(-ζω₀ · kπ/ω_d); find the first k whose size is within tolerance.
        let decayPerHalfPeriod = zeta * w0 * halfPeriod
        var k = max(1, (log(1 / tolerance) / decayPerHalfPeriod).rounded(.up))
        while exp(-decayPerHalfPeriod * k) > tolerance { k += 1 }
        while k > 1, exp(-decayPerHalfPeriod * (k - 1)) <= tolerance { k -= 1 }
        // On [t_(k-1), t_k] the signed displacement moves monotonically from the previous
        // extreme (beyond tolerance) to this one (within it).
        let sign: Double = Int(k - 1).isMultiple(of: 2) ? 1 : -1
        return Self.bisect(low: halfPeriod * (k - 1), high: halfPeriod * k) {
            sign * self.displacement(at: $0) > tolerance
        }
    }

    /// The boundary between times where `isBefore` holds (at `low`) and where it does not (at
    /// `high`), assuming one switch. Fixed upper bound on steps, so always terminates.
    private static func bisect(
        low: Double, high: Double, isBefore: (Double) -> Bool
    ) -> Double {
        var low = low
        var high = high
        for _ in 0..<200 where high - low > 1e-12 {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle } else { high = middle }
        }
        return high
    }
}
