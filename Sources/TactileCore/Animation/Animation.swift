import Foundation

/// How a change moves from its old value to its new one over time.
///
/// Build one with the factories SwiftUI has — timing curves (`linear`, `easeIn`,
/// `easeOut`, `easeInOut`, `timingCurve(_:_:_:_:duration:)`) and springs
/// (`spring(response:dampingFraction:blendDuration:)`, `spring(duration:bounce:blendDuration:)`,
/// `interactiveSpring(response:dampingFraction:blendDuration:)`, `smooth`, `snappy`,
/// `bouncy`) — and adjust it with `delay(_:)`, `speed(_:)`,
/// `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`:
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.3).delay(0.1)) { isExpanded.toggle() }
/// ```
///
/// An `Animation` is a plain value with no clock: a renderer asks it where it is at a given elapsed
/// time with `fraction(atElapsed:)` and stops once `isComplete(atElapsed:)` is true.
///
/// Modifiers wrap what they are applied to, in order. `.linear.delay(1).speed(2)` halves the delay
/// too, and `.linear.delay(1).repeatForever()` waits before every repetition while
/// `.linear.repeatForever().delay(1)` waits once.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The description of this animation as a tree: a base curve wrapped by modifiers.
    let node: Node

    /// One layer of an animation.
    indirect enum Node: Hashable, Sendable {
        /// A unit curve run once over `duration` seconds.
        case curve(UnitCurve, duration: TimeInterval)
        /// A spring released from rest; `settling` caches its settling duration, which is
        /// expensive enough not to recompute every frame.
        case spring(SpringModel, settling: TimeInterval)
        /// Wait `delay` seconds, then run the inner animation.
        case delay(TimeInterval, Node)
        /// Run the inner animation at `speed` times its pace.
        case speed(Double, Node)
        /// Run the inner animation `count` times (`nil`: forever), every other run backwards
        /// when `autoreverses`.
        case repeating(count: Int?, autoreverses: Bool, Node)
        /// A timing defined outside the core (a `CustomAnimation`).
        case custom(AnyAnimationCurve)
    }

    /// Wraps a node.
    init(_ node: Node) {
        self.node = node
    }

    /// The animation `withAnimation(_:_:)` uses when given none.
    ///
    /// A critically damped spring with a response of 0.55 s, the value SwiftUI uses since iOS 17 and
    /// macOS 14: `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`. It never
    /// overshoots.
    public static let `default` = Animation.spring(
        response: AnimationDefaults.defaultResponse,
        dampingFraction: AnimationDefaults.defaultDampingFraction,
        blendDuration: 0
    )

    // MARK: Progress

    /// How far along the animation is, `elapsed` seconds after it started.
    ///
    /// 0 at the start (and before it), 1 once the animation is complete. In between it follows the
    /// curve, delay, speed and repeats. A spring may go above 1 while it overshoots; an
    /// auto-reversing repeat runs back from 1 towards 0 on every other pass.
    ///
    /// - Invariant: once `isComplete(atElapsed:)` is true the result is exactly 1, the value the
    ///   model ends at (after an even number of auto-reversing passes this is a jump, as in
    ///   SwiftUI).
    /// - Complexity: O(depth of modifiers); a timing curve solves its Bézier in a bounded number of
    ///   steps.
    public func fraction(atElapsed elapsed: TimeInterval) -> Double {
        node.fraction(at: elapsed)
    }

    /// How long the animation runs, in seconds of elapsed time.
    ///
    /// For a timing curve, its duration. For a spring, the time after which it stays within 0.1 %
    /// of the distance from its target for good, computed from the closed-form oscillator.
    /// Delays add, speeds divide, finite repeats multiply.
    /// Finite for every animation that does not repeat forever, except an undamped spring
    /// (`bounce: 1`, `dampingFraction: 0`) and a non-positive `speed(_:)`, which never finish:
    /// those, and `repeatForever(autoreverses:)`, give `infinity`.
    public var settlingDuration: TimeInterval {
        node.settlingDuration
    }

    /// Whether the animation has finished `elapsed` seconds after it started, that is whether
    /// `elapsed` has reached `settlingDuration`.
    public func isComplete(atElapsed elapsed: TimeInterval) -> Bool {
        elapsed >= settlingDuration
    }

    // MARK: Description

    /// A SwiftUI-like spelling of the animation, such as
    /// `easeInOut(duration: 0.3).delay(0.1)`.
    public var description: String {
        node.description
    }
}

// MARK: - Evaluation

extension Animation.Node {
    /// See `Animation/settlingDuration`.
    var settlingDuration: TimeInterval {
        switch self {
        case .curve(_, let duration):
            return duration
        case .spring(_, let settling):
            return settling
        case .delay(let delay, let inner):
            return delay + inner.settlingDuration
        case .speed(let speed, let inner):
            guard speed > 0 else { return .infinity }
            return inner.settlingDuration / speed
        case .repeating(let count, _, let inner):
            let once = inner.settlingDuration
            // Repeating nothing takes no time, however often.
            if once == 0 { return 0 }
            guard let count else { return .infinity }
            return once * Double(count)
        case .custom(let custom):
            return custom.curve.settlingDuration
        }
    }

    /// See `Animation/fraction(atElapsed:)`.
    func fraction(at t: TimeInterval) -> Double {
        if t >= settlingDuration { return 1 }
        if t <= 0 { return 0 }
        switch self {
        case .curve(let curve, let duration):
            return curve.value(at: t / duration)
        case .spring(let model, _):
            return model.progress(at: t)
        case .delay(let delay, let inner):
            return inner.fraction(at: t - delay)
        case .speed(let speed, let inner):
            // A frozen (non-positive speed) animation stays where it started.
            guard speed > 0 else { return 0 }
            return inner.fraction(at: t * speed)
        case .repeating(_, let autoreverses, let inner):
            let once = inner.settlingDuration
            // A pass that never ends is never repeated.
            guard once.isFinite else { return inner.fraction(at: t) }
            let pass = (t / once).rounded(.down)
            let local = t - pass * once
            let value = inner.fraction(at: local)
            let isBackwards = autoreverses && !pass.truncatingRemainder(dividingBy: 2).isZero
            return isBackwards ? 1 - value : value
        case .custom(let custom):
            return custom.curve.fraction(at: t)
        }
    }
}

// MARK: - Description

extension Animation.Node: CustomStringConvertible {
    var description: String {
        let n = Animation.Node.number
        switch self {
        case .curve(let curve, let duration):
            switch curve.storage {
            case .bezier(.linear): return "linear(duration: \(n(duration)))"
            case .bezier(.easeIn): return "easeIn(duration: \(n(duration)))"
            case .bezier(.easeOut): return "easeOut(duration: \(n(duration)))"
            case .bezier(.easeInOut): return "easeInOut(duration: \(n(duration)))"
            case .bezier(let curve):
                return "timingCurve(\(n(curve.c0x)), \(n(curve.c0y)), \(n(curve.c1x)), "
                    + "\(n(curve.c1y)), duration: \(n(duration)))"
            case .circularEaseIn: return "timingCurve(.circularEaseIn, duration: \(n(duration)))"
            case .circularEaseOut: return "timingCurve(.circularEaseOut, duration: \(n(duration)))"
            case .circularEaseInOut: return "timingCurve(.circularEaseInOut, duration: \(n(duration)))"
            case .circularEaseOutIn:
                return "timingCurve(.circularEaseInOut.inverse, duration: \(n(duration)))"
            }
        case .spring(let model, _):
            return "spring(response: \(n(model.response)), "
                + "dampingFraction: \(n(model.dampingFraction)), "
                + "blendDuration: \(n(model.blendDuration)))"
        case .delay(let delay, let inner):
            return "\(inner).delay(\(n(delay)))"
        case .speed(let speed, let inner):
            return "\(inner).speed(\(n(speed)))"
        case .repeating(let count?, let autoreverses, let inner):
            return "\(inner).repeatCount(\(count), autoreverses: \(autoreverses))"
        case .repeating(nil, let autoreverses, let inner):
            return "\(inner).repeatForever(autoreverses: \(autoreverses))"
        case .custom(let custom):
            return custom.curve.description
        }
    }

    /// Whole numbers without a trailing `.0`, others as Swift prints them.
    private static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}
