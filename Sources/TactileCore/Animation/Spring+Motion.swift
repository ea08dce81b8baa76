import Foundation

/// Evaluating a spring: where a value it drives is, how fast it moves, and when it comes to rest.
///
/// A value starts at 0 (or at `fromValue`) with an initial velocity and is pulled towards its
/// target. Its displacement from the target, `x(t)`, is the sum of two responses of the
/// oscillator: `x(t) = A(t)·x₀ + B(t)·v₀`, where `A` starts at 1 at rest and `B` starts at 0 with
/// unit velocity. With `ω₀ = √(k/m)` and damping ratio `ζ`:
///
/// | Damping | `A(t)` | `B(t)` |
/// |---|---|---|
/// | under, `ω_d = ω₀√(1−ζ²)` | `e^(−ζω₀t)(cos ω_d t + (ζω₀/ω_d) sin ω_d t)` | `e^(−ζω₀t) sin(ω_d t) / ω_d` |
/// | critical | `e^(−ω₀t)(1 + ω₀t)` | `t·e^(−ω₀t)` |
/// | over, roots `r₁`, `r₂` | `(r₂e^(r₁t) − r₁e^(r₂t)) / (r₂ − r₁)` | `(e^(r₁t) − e^(r₂t)) / (r₁ − r₂)` |
extension Spring {
    /// The value of a spring that starts at zero and moves towards `target`, `time` seconds later.
    ///
    /// - Parameters:
    ///   - target: Where the value comes to rest.
    ///   - initialVelocity: The value's velocity at time 0, in units per second. Defaults to zero.
    ///   - time: Seconds since the start; at 0 or before, the value is zero.
    public func value<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, time: TimeInterval
    ) -> V {
        let r = responses(at: time)
        return target.scaled(by: 1 - r.a) + initialVelocity.scaled(by: r.b)
    }

    /// The velocity, in units per second, of a spring that starts at zero and moves towards
    /// `target`, `time` seconds later.
    ///
    /// - Parameters:
    ///   - target: Where the value comes to rest.
    ///   - initialVelocity: The value's velocity at time 0. Defaults to zero.
    ///   - time: Seconds since the start.
    public func velocity<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, time: TimeInterval
    ) -> V {
        let r = responses(at: time)
        return target.scaled(by: -r.da) + initialVelocity.scaled(by: r.db)
    }

    /// Moves a value and its velocity `deltaTime` seconds along the spring towards `target`.
    ///
    /// The step is exact (the oscillator's closed form, not a numerical integration), so any
    /// division of a time span into steps gives the same result as one step over it.
    public func update<V: VectorArithmetic>(
        value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
    ) {
        let r = responses(at: deltaTime)
        let displacement = value - target
        let speed = velocity
        value = target + displacement.scaled(by: r.a) + speed.scaled(by: r.b)
        velocity = displacement.scaled(by: r.da) + speed.scaled(by: r.db)
    }

    /// The force the spring exerts on a value at `position` moving at `velocity`:
    /// `k·(target − position) − c·velocity`. A spring so stiff that it is at its target at once
    /// has no finite force.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// How long a spring that starts at zero takes to stay within `epsilon` of `target` for good.
    ///
    /// - Parameters:
    ///   - target: Where the value comes to rest.
    ///   - initialVelocity: The value's velocity at time 0. Defaults to zero.
    ///   - epsilon: The distance from the target (the square root of the difference's
    ///     ``VectorArithmetic/magnitudeSquared``) that counts as at rest.
    /// - Returns: 0 when the value starts at rest within `epsilon`; infinity for an undamped
    ///   spring that starts elsewhere.
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        let start = V.zero - target
        let dot =
            ((start + initialVelocity).magnitudeSquared - start.magnitudeSquared
                - initialVelocity.magnitudeSquared) / 2
        return settlingTime(
            startSquared: start.magnitudeSquared, velocitySquared: initialVelocity.magnitudeSquared,
            dot: dot, epsilon: epsilon)
    }

    // MARK: Animatable values

    /// The value of a spring moving from `fromValue` towards `toValue`, `time` seconds after it
    /// starts with `initialVelocity` (an `Animatable` value whose ``Animatable/animatableData`` is
    /// the velocity). Works on the values' animatable data, as
    /// ``value(target:initialVelocity:time:)`` does.
    public func value<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
        var result = fromValue
        result.animatableData += value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of a spring moving from `fromValue` towards `toValue`, `time` seconds after it
    /// starts with `initialVelocity`, as an `Animatable` value whose animatable data is the
    /// velocity.
    public func velocity<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
        var result = initialVelocity
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force on a value at `position` (in the same space as `fromValue` and `toValue`)
    /// moving at `velocity` towards `toValue`, as an `Animatable` value whose animatable data is
    /// the force.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = position
        result.animatableData = force(
            target: toValue.animatableData, position: position.animatableData,
            velocity: velocity.animatableData)
        return result
    }

    /// How long a spring moving from `fromValue` towards `toValue`, starting with
    /// `initialVelocity`, takes to stay within `epsilon` of `toValue` for good.
    public func settlingDuration<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    // MARK: The oscillator

    /// `A`, `B` and their time derivatives at `t` (see the table above); the identity at or
    /// before 0, and 0 after it for a spring so stiff that it is at its target at once.
    func responses(at t: TimeInterval) -> (a: Double, b: Double, da: Double, db: Double) {
        guard t > 0 else { return (1, 0, 0, 1) }
        guard omega.isFinite else { return (0, 0, 0, 0) }
        let w0 = omega
        let zeta = dampingRatio
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * w0 * t)
            let (c, s) = (cos(wd * t), sin(wd * t))
            let k = zeta * w0 / wd
            return (decay * (c + k * s), decay * s / wd, -decay * (w0 * w0 / wd) * s, decay * (c - k * s))
        }
        if zeta == 1 {
            let decay = exp(-w0 * t)
            return (decay * (1 + w0 * t), t * decay, -w0 * w0 * t * decay, decay * (1 - w0 * t))
        }
        let (r1, r2) = overdampedRoots
        let (e1, e2) = (exp(r1 * t), exp(r2 * t))
        return (
            (r2 * e1 - r1 * e2) / (r2 - r1), (e1 - e2) / (r1 - r2),
            r1 * r2 * (e1 - e2) / (r2 - r1), (r1 * e1 - r2 * e2) / (r1 - r2)
        )
    }

    /// The two real roots of an over-damped spring, the slow one (closer to 0) first.
    private var overdampedRoots: (Double, Double) {
        let root = (dampingRatio * dampingRatio - 1).squareRoot()
        return (-omega / (dampingRatio + root), -omega * (dampingRatio + root))
    }

    /// Sample steps over the span where the displacement may still exceed epsilon: enough that
    /// a crossing is found within a 4,096th of the span before bisection refines it.
    private static let settlingSamples = 4096

    /// The time after which the displacement `A·x₀ + B·v₀` stays within `epsilon`, given
    /// `|x₀|²`, `|v₀|²` and `x₀·v₀`.
    private func settlingTime(
        startSquared: Double, velocitySquared: Double, dot: Double, epsilon: Double
    ) -> TimeInterval {
        let epsilon = max(epsilon, 0)
        func distanceSquared(_ t: Double) -> Double {
            let r = responses(at: t)
            return r.a * r.a * startSquared + 2 * r.a * r.b * dot + r.b * r.b * velocitySquared
        }
        let epsilonSquared = epsilon * epsilon
        if startSquared <= epsilonSquared, velocitySquared == 0 { return 0 }
        guard omega.isFinite else { return 0 }
        guard dampingRatio > 0, epsilon > 0 else { return .infinity }
        // Beyond `end` an upper bound of the displacement is within epsilon.
        var end = response
        for _ in 0..<200 where envelope(end, startSquared.squareRoot(), velocitySquared.squareRoot()) > epsilon {
            end *= 2
        }
        let step = end / Double(Self.settlingSamples)
        var last = -1
        for i in 0...Self.settlingSamples where distanceSquared(Double(i) * step) > epsilonSquared {
            last = i
        }
        guard last >= 0 else { return 0 }
        var (low, high) = (Double(last) * step, Double(last + 1) * step)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if distanceSquared(middle) > epsilonSquared { low = middle } else { high = middle }
        }
        return high
    }

    /// An upper bound of the displacement's size at `t` for a start at distance `x` with speed
    /// `v`, decreasing once the spring decays.
    private func envelope(_ t: Double, _ x: Double, _ v: Double) -> Double {
        let w0 = omega
        let zeta = dampingRatio
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let k = zeta * w0 / wd
            return exp(-zeta * w0 * t) * (x * (1 + k * k).squareRoot() + v / wd)
        }
        if zeta == 1 {
            return exp(-w0 * t) * ((1 + w0 * t) * x + t * v)
        }
        let (r1, r2) = overdampedRoots
        return exp(r1 * t) * ((abs(r1) + abs(r2)) * x + 2 * v) / abs(r2 - r1)
    }
}
