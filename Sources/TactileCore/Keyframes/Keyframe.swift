import Foundation

/// One keyframe, as the keyframe types describe it: a target and how to get there.
enum Keyframe<Value: Animatable> {
    /// Along a unit curve over `duration` seconds.
    case linear(Value, duration: TimeInterval, curve: UnitCurve)
    /// Along a cubic with the given (or computed) velocities, over `duration` seconds.
    case cubic(Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?)
    /// Along a spring, for `duration` seconds or until it settles.
    case spring(Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?)
    /// At once.
    case move(Value)

    /// Where the keyframe goes.
    var target: Value {
        switch self {
        case .linear(let value, _, _), .cubic(let value, _, _, _), .spring(let value, _, _, _), .move(let value):
            return value
        }
    }
}

/// A keyframe track planned from its start value: one segment per keyframe, each with its start
/// time, start and end values and velocities fixed, so that evaluating it at a time is a lookup
/// and one formula.
///
/// A spring keyframe without a duration lasts its spring's settling duration and then is at its
/// value, at rest; with one, it ends wherever the spring is then.
///
/// Velocities carry from one keyframe to the next: a cubic or spring keyframe without a start
/// velocity starts with the velocity the previous keyframe ended with (zero at the start of the
/// track and after a move). A cubic keyframe without an end velocity ends with the Catmull-Rom
/// tangent when a cubic keyframe follows it (the change from its start to the next keyframe's
/// target over their two durations), and with the velocity the following keyframe starts with
/// otherwise: the next keyframe's given start velocity, or zero.
struct KeyframePlan<Data: VectorArithmetic> {
    /// How a segment moves between its values.
    enum Motion {
        case curve(UnitCurve)
        case cubic(startVelocity: Data, endVelocity: Data)
        case spring(Spring, startVelocity: Data)
        case jump
    }

    struct Segment {
        var start: TimeInterval
        var duration: TimeInterval
        var from: Data
        var to: Data
        /// Where the segment ends: `to`, except for a spring cut short by its duration.
        var end: Data
        var motion: Motion

        func value(at time: TimeInterval) -> Data {
            switch motion {
            case .jump:
                return to
            case .curve(let curve):
                return from.interpolated(towards: to, amount: curve.value(at: time / duration))
            case .spring(let spring, let velocity):
                return from + spring.value(target: to - from, initialVelocity: velocity, time: time)
            case .cubic(let v0, let v1):
                // Cubic Hermite basis on s = t / d, velocities scaled to the unit interval.
                let s = time / duration
                let (s2, s3) = (s * s, s * s * s)
                return from.scaled(by: 2 * s3 - 3 * s2 + 1) + v0.scaled(by: (s3 - 2 * s2 + s) * duration)
                    + to.scaled(by: -2 * s3 + 3 * s2) + v1.scaled(by: (s3 - s2) * duration)
            }
        }
    }

    let start: Data
    let segments: [Segment]

    /// The sum of the keyframes' durations.
    var duration: TimeInterval { segments.last.map { $0.start + $0.duration } ?? 0 }

    init<Value: Animatable>(_ keyframes: [Keyframe<Value>], from start: Data) where Value.AnimatableData == Data {
        self.start = start
        var segments: [Segment] = []
        var time: TimeInterval = 0
        var value = start
        var velocity = Data.zero
        for (index, keyframe) in keyframes.enumerated() {
            let to = keyframe.target.animatableData
            var segment = Segment(start: time, duration: 0, from: value, to: to, end: to, motion: .jump)
            switch keyframe {
            case .move:
                velocity = .zero
            case .linear(_, let duration, let curve):
                segment.duration = Self.valid(duration)
                segment.motion = .curve(curve)
                let slope = curve.velocity(at: 1)
                velocity =
                    segment.duration > 0 && slope.isFinite
                    ? (to - value).scaled(by: slope / segment.duration) : .zero
            case .spring(_, let duration, let spring, let startVelocity):
                let v0 = startVelocity?.animatableData ?? velocity
                segment.motion = .spring(spring, startVelocity: v0)
                if let duration {
                    // Cut short (or let run past settling): the next keyframe starts where the
                    // spring is then, as fast as it moves then.
                    segment.duration = Self.valid(duration)
                    segment.end = value + spring.value(target: to - value, initialVelocity: v0, time: segment.duration)
                    velocity = spring.velocity(target: to - value, initialVelocity: v0, time: segment.duration)
                } else {
                    // Settled: at its value and at rest, as an animation's spring ends.
                    segment.duration = Self.valid(spring.settlingDuration)
                    velocity = .zero
                }
            case .cubic(_, let duration, let startVelocity, let endVelocity):
                segment.duration = Self.valid(duration)
                let v0 = startVelocity?.animatableData ?? velocity
                let v1 =
                    endVelocity?.animatableData
                    ?? Self.followingVelocity(after: index, in: keyframes, from: value, duration: segment.duration)
                segment.motion = .cubic(startVelocity: v0, endVelocity: v1)
                velocity = v1
            }
            segments.append(segment)
            time += segment.duration
            value = segment.end
        }
        self.segments = segments
    }

    /// The end velocity of a cubic keyframe at `index` that does not give one.
    private static func followingVelocity<Value: Animatable>(
        after index: Int, in keyframes: [Keyframe<Value>], from start: Data, duration: TimeInterval
    ) -> Data where Value.AnimatableData == Data {
        guard index + 1 < keyframes.count else { return .zero }
        switch keyframes[index + 1] {
        case .cubic(let next, let nextDuration, _, _):
            let span = duration + valid(nextDuration)
            return span > 0 ? (next.animatableData - start).scaled(by: 1 / span) : .zero
        case .spring(_, _, _, let velocity?):
            return velocity.animatableData
        default:
            return .zero
        }
    }

    /// A duration as a keyframe may have it: finite and not negative, else 0.
    private static func valid(_ duration: TimeInterval) -> TimeInterval {
        duration.isFinite && duration > 0 ? duration : 0
    }

    /// The track's value `time` seconds after it starts: its start value before 0, its last
    /// keyframe's end after its duration.
    func value(at time: TimeInterval) -> Data {
        var current = start
        for segment in segments {
            if time < segment.start { break }
            if time < segment.start + segment.duration { return segment.value(at: time - segment.start) }
            current = segment.end
        }
        return current
    }
}
