import Foundation

/// An animation of your own: the value it has reached at each time.
///
/// ```swift
/// struct Linear: CustomAnimation {
///     var duration: TimeInterval
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         time < duration ? value.scaled(by: time / duration) : nil
///     }
/// }
/// withAnimation(Animation(Linear(duration: 0.5))) { isOpen = true }
/// ```
///
/// `animate(value:time:context:)` is given the change (the new value minus the old) and returns how
/// much of it is done, or `nil` once done. Tactile's frame animator plays a custom animation as the
/// fraction of a change of 1 it returns at each time (asked with a fresh context each time, so a
/// state kept in `context.state` does not carry from one frame to the next), and ends it at the
/// first `nil` (looked for frame by frame, up to `CustomAnimationTiming/longest`).
public protocol CustomAnimation: Hashable, Sendable {
    /// How much of `value` (the change) is done at `time`, or `nil` when the animation is done.
    nonisolated func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>)
        -> V?

    /// The rate of change at `time`, to carry into an animation that replaces this one.
    nonisolated func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation takes over `previous` (still running) rather than adding to it.
    nonisolated func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity: a replacing animation starts at rest.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// `false`: a new animation runs alongside the previous one.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}

/// The timing constants of custom animations.
public enum CustomAnimationTiming {
    /// The step at which the end of a custom animation is looked for: a 60 Hz frame.
    public static let step: TimeInterval = 1.0 / 60
    /// The longest a custom animation is asked about before it counts as never ending (as
    /// `repeatForever`): a minute, longer than any animation an interface plays once.
    public static let longest: TimeInterval = 60
}

/// A key of a custom animation's state (`AnimationState`), with its value before it is set.
public protocol AnimationStateKey {
    /// The type of the value.
    associatedtype Value
    /// The value before one is set.
    static var defaultValue: Value { get }
}

/// What a custom animation keeps between its calls, by key.
public struct AnimationState<Value: VectorArithmetic>: @unchecked Sendable {
    // Unchecked: the values are an animation's own numbers, copied with the state.
    private var values: [ObjectIdentifier: Any] = [:]

    /// Empty state: every key has its default value.
    public init() {}

    /// The value of `key`.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation is given besides the value and time: its state, whether it is logically
/// complete, the environment.
public struct AnimationContext<Value: VectorArithmetic>: @unchecked Sendable {
    // Unchecked: the state's values and the environment are copied values.

    /// The animation's state.
    public var state: AnimationState<Value>
    /// Whether the animation has reached its end to the eye (set by the animation).
    public var isLogicallyComplete: Bool
    /// The environment of the view the animation plays in: default values in Tactile, whose frame
    /// animator plays animations on display items, away from the views.
    public var environment: EnvironmentValues { EnvironmentValues() }

    /// A context with empty state.
    init() {
        state = AnimationState()
        isLogicallyComplete = false
    }

    /// This context with `state`, for a value of another type.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>()
        context.state = state
        context.isLogicallyComplete = isLogicallyComplete
        return context
    }
}

/// A `CustomAnimation` as the frame animator plays it.
struct CustomAnimationCurve<Base: CustomAnimation>: AnimationCurve {
    let base: Base
    let settlingDuration: TimeInterval

    init(_ base: Base) {
        self.base = base
        var time: TimeInterval = 0
        while time < CustomAnimationTiming.longest {
            var context = AnimationContext<Double>()
            if base.animate(value: 1.0, time: time, context: &context) == nil { break }
            time += CustomAnimationTiming.step
        }
        settlingDuration = time < CustomAnimationTiming.longest ? time : .infinity
    }

    func fraction(at time: TimeInterval) -> Double {
        var context = AnimationContext<Double>()
        return base.animate(value: 1.0, time: time, context: &context) ?? 1
    }

    func isEqual(to other: any AnimationCurve) -> Bool { (other as? Self)?.base == base }
    func hash(into hasher: inout Hasher) { hasher.combine(base) }
    var description: String { "\(base)" }
}

/// A built-in animation seen as a `CustomAnimation` (`Animation/base`).
struct BuiltInAnimation: CustomAnimation {
    let animation: Animation

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.isComplete(atElapsed: time) ? nil : value.scaled(by: animation.fraction(atElapsed: time))
    }
}

extension Animation {
    /// An animation timed by `base`.
    public init<A: CustomAnimation>(_ base: A) {
        if let builtIn = base as? BuiltInAnimation {
            self = builtIn.animation
        } else {
            self.init(curve: CustomAnimationCurve(base))
        }
    }

    /// The custom animation this animation was made from, or the built-in animation itself as one.
    public var base: any CustomAnimation {
        if let curve = customCurve as? any CustomAnimationBase { return curve.customBase }
        return BuiltInAnimation(animation: self)
    }

    /// How much of `value` (a change) is done at `time`, or `nil` once the animation is done.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        isComplete(atElapsed: time) ? nil : value.scaled(by: fraction(atElapsed: time))
    }

    /// The rate of change of `value` at `time`, estimated over a 60 Hz frame.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard !isComplete(atElapsed: time) else { return nil }
        let step = CustomAnimationTiming.step
        let rate = (fraction(atElapsed: time + step) - fraction(atElapsed: time)) / step
        return value.scaled(by: rate)
    }

    /// Whether this animation takes over `previous`: Tactile's frame animator always starts a new
    /// animation from the value shown, so `true`.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        true
    }
}

/// A curve made from a custom animation, which can give it back.
protocol CustomAnimationBase {
    var customBase: any CustomAnimation { get }
}

extension CustomAnimationCurve: CustomAnimationBase {
    var customBase: any CustomAnimation { base }
}
