import Foundation

/// How one axis of a scroll view moves after the finger lifts: a fling that decelerates, a spring
/// back to an edge, or rest. Every position is a closed form of the time since release, so the
/// content lands in the same place however often a host asks (``ScrollConfiguration/frameInterval``).
///
/// - **Fling.** The speed decays by the rate `r` each millisecond, summed per millisecond as UIKit
///   does: `x(t) = x₀ + D · (1 − r^(1000 t))` with `D = v₀ / 1000 · r / (1 − r)`, the whole
///   distance it travels. It ends, snapped to `x₀ + D`, once less than
///   ``ScrollConfiguration/restingDistance`` of it is left.
/// - **Edge.** A fling that reaches an edge keeps its speed there and springs back to the edge.
/// - **Spring.** Critically damped, natural frequency `ω = 2π / response`: displacement from the
///   edge `(a + (v₀ + ω a) t) · e^(−ω t)`. It ends at the edge once it is closer than
///   ``ScrollConfiguration/restingDistance`` and slower than ``ScrollConfiguration/restingSpeed``.
struct ScrollAxisMotion: Sendable {
    private enum Stage: Sendable {
        case resting(CGFloat)
        /// From `start` at `origin` towards `start + travel`, decaying at `decay` per second
        /// (`−1000 ln r`); reaches `edge` at `edgeTime` (if the fling leaves the range), rests at
        /// `restTime`.
        case decelerating(
            origin: TimeInterval, start: CGFloat, travel: CGFloat, decay: Double, restTime: TimeInterval,
            edge: (time: TimeInterval, position: CGFloat)?)
        /// Towards `target`, displacement `(a + b t) e^(−ω t)` for `t` since `origin`.
        case springing(origin: TimeInterval, target: CGFloat, a: Double, b: Double, omega: Double)
    }

    private var stage: Stage
    private let configuration: ScrollConfiguration

    /// Motion at rest at `position`.
    init(restingAt position: CGFloat, configuration: ScrollConfiguration) {
        stage = .resting(position)
        self.configuration = configuration
    }

    /// The motion of an axis released at `time` at `position` moving at `velocity` (points per
    /// second, along the offset), allowed to rest in `range`, slowing at `rate`.
    init(
        releasedAt time: TimeInterval, position: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>,
        rate: ScrollDecelerationRate, configuration: ScrollConfiguration
    ) {
        self.configuration = configuration
        let velocity = velocity.isFinite ? velocity : 0
        if position < range.lowerBound || position > range.upperBound {
            let target = position < range.lowerBound ? range.lowerBound : range.upperBound
            stage = Self.spring(from: position, velocity: velocity, to: target, at: time, configuration)
            return
        }
        let r = rate.rate
        let travel = r > 0 ? velocity / 1000 * r / (1 - r) : 0
        guard abs(travel) > configuration.restingDistance else {
            stage = .resting(position)
            return
        }
        let decay = -1000 * log(r)
        let restTime = time + log(abs(travel) / configuration.restingDistance) / decay
        var edge: (TimeInterval, CGFloat)?
        let destination = position + travel
        if destination < range.lowerBound || destination > range.upperBound {
            let bound = destination < range.lowerBound ? range.lowerBound : range.upperBound
            let share = (bound - position) / travel  // in [0, 1): the part of the fling inside the range
            edge = (time - log(1 - share) / decay, bound)
        }
        stage = .decelerating(
            origin: time, start: position, travel: travel, decay: decay, restTime: restTime, edge: edge)
    }

    /// The motion of an axis released at `time` at `position` (inside its range) that decelerates
    /// at `rate` to rest exactly at `target` (a snapped offset, see ``ScrollSnapping``): a fling
    /// whose whole distance is `target − position`. Closer than
    /// ``ScrollConfiguration/restingDistance``, it rests at `target` at once.
    init(
        releasedAt time: TimeInterval, position: CGFloat, landingAt target: CGFloat, rate: ScrollDecelerationRate,
        configuration: ScrollConfiguration
    ) {
        self.configuration = configuration
        let travel = target - position
        let r = rate.rate
        guard abs(travel) > configuration.restingDistance, r > 0 else {
            stage = .resting(target)
            return
        }
        let decay = -1000 * log(r)
        let restTime = time + log(abs(travel) / configuration.restingDistance) / decay
        stage = .decelerating(
            origin: time, start: position, travel: travel, decay: decay, restTime: restTime, edge: nil)
    }

    private static func spring(
        from position: CGFloat, velocity: CGFloat, to target: CGFloat, at time: TimeInterval,
        _ configuration: ScrollConfiguration
    ) -> Stage {
        let response = max(configuration.springBackResponse, 1e-3)
        let omega = 2 * Double.pi / response
        let a = Double(position - target)
        return .springing(origin: time, target: target, a: a, b: Double(velocity) + omega * a, omega: omega)
    }

    /// Where a free fling from `position` at `velocity` (points per second) slowing at `rate`
    /// would stop, ignoring the range: `position + v₀ / 1000 · r / (1 − r)`.
    static func destination(from position: CGFloat, velocity: CGFloat, rate: ScrollDecelerationRate) -> CGFloat {
        let r = rate.rate
        guard velocity.isFinite, r > 0 else { return position }
        return position + velocity / 1000 * r / (1 - r)
    }

    /// Whether the axis has come to rest.
    var isResting: Bool {
        if case .resting = stage { return true }
        return false
    }

    /// Where the axis is at `time` (no earlier than the last ``advance(to:)``).
    func position(at time: TimeInterval) -> CGFloat {
        switch stage {
        case .resting(let position):
            return position
        case .decelerating(let origin, let start, let travel, let decay, _, _):
            return start + travel * (1 - exp(-decay * max(time - origin, 0)))
        case .springing(let origin, let target, let a, let b, let omega):
            let t = max(time - origin, 0)
            return target + CGFloat((a + b * t) * exp(-omega * t))
        }
    }

    /// How fast the axis moves at `time`, in points per second.
    func velocity(at time: TimeInterval) -> CGFloat {
        switch stage {
        case .resting:
            return 0
        case .decelerating(let origin, _, let travel, let decay, _, _):
            return travel * decay * exp(-decay * max(time - origin, 0))
        case .springing(let origin, _, let a, let b, let omega):
            let t = max(time - origin, 0)
            return CGFloat((b - omega * (a + b * t)) * exp(-omega * t))
        }
    }

    /// Moves the motion's stage on to `time`: a fling that reached an edge starts springing, a
    /// motion close enough to its end comes to rest there.
    mutating func advance(to time: TimeInterval) {
        if case .decelerating(_, _, _, _, _, let edge?) = stage, time >= edge.time {
            stage = Self.spring(
                from: edge.position, velocity: velocity(at: edge.time), to: edge.position, at: edge.time,
                configuration)
        }
        switch stage {
        case .resting:
            break
        case .decelerating(_, let start, let travel, _, let restTime, _):
            if time >= restTime { stage = .resting(start + travel) }
        case .springing(_, let target, _, _, _):
            if abs(position(at: time) - target) < configuration.restingDistance,
                abs(velocity(at: time)) < configuration.restingSpeed
            {
                stage = .resting(target)
            }
        }
    }
}
