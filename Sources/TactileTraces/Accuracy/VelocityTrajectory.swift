import Foundation

/// A kind of finger motion whose true velocity is known at every instant, for measuring velocity
/// estimators (``VelocityAccuracy``).
///
/// Each trial draws its speed, deceleration and direction from the seeded generator, so a table
/// row is an average over many different flicks, the same ones on every run.
public enum VelocityTrajectory: String, CaseIterable, Sendable, Hashable {
    /// A straight drag at a constant speed between 500 and 1,500 pt/s.
    case constantSpeed
    /// A flick that slows down: starting at 1,500–2,500 pt/s and decelerating at
    /// 3,000–6,000 pt/s², so that at release it still moves at 300–1,900 pt/s. The common case
    /// where a two-point slope lags: the finger is slower at release than between the last two
    /// samples' midpoint.
    case deceleratingFlick

    /// A short human name, for tables.
    public var title: String {
        switch self {
        case .constantSpeed: "constant speed"
        case .deceleratingFlick: "decelerating flick"
        }
    }

    /// One motion of this kind: `position(at:)` and `velocity(at:)` of a point that starts at
    /// the origin at time 0.
    func draw(using random: inout SeededRandom) -> Motion {
        let angle = random.nextUnit() * 2 * .pi
        let direction = SIMD2(cos(angle), sin(angle))
        switch self {
        case .constantSpeed:
            let speed = 500 + random.nextUnit() * 1_000
            return Motion(direction: direction, initialSpeed: speed, deceleration: 0)
        case .deceleratingFlick:
            let speed = 1_500 + random.nextUnit() * 1_000
            let deceleration = 3_000 + random.nextUnit() * 3_000
            return Motion(direction: direction, initialSpeed: speed, deceleration: deceleration)
        }
    }

    /// Straight-line motion with constant deceleration: `s(t) = v₀t − at²/2` along `direction`.
    struct Motion {
        let direction: SIMD2<Double>
        let initialSpeed: Double
        let deceleration: Double

        func position(at time: Double) -> SIMD2<Double> {
            direction * (initialSpeed * time - deceleration * time * time / 2)
        }

        func velocity(at time: Double) -> SIMD2<Double> {
            direction * (initialSpeed - deceleration * time)
        }
    }
}
