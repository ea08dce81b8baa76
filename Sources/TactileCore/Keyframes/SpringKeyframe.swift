import Foundation

/// A keyframe that moves from the previous keyframe's value towards its own on a spring.
///
/// With no duration the keyframe lasts until the spring settles (its
/// ``Spring/settlingDuration``) and ends at its value, at rest; with one, the next keyframe starts
/// where the spring is then, with its velocity.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
///     SpringKeyframe(1.0)
/// }
/// ```
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value>

    /// A keyframe that moves towards `to` on `spring`.
    ///
    /// - Parameters:
    ///   - to: The value the spring pulls towards.
    ///   - duration: How long the keyframe lasts, or `nil` (the default) for the spring's
    ///     settling duration; negative or non-finite durations count as 0.
    ///   - spring: The spring. Defaults to `Spring()`, 0.5 s without bounce.
    ///   - startVelocity: The velocity at the start, in units per second, or `nil` to continue
    ///     the previous keyframe's.
    public init(
        _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil
    ) {
        keyframe = .spring(to, duration: duration, spring: spring, startVelocity: startVelocity)
    }

    /// The keyframe itself: it lists its keyframe without a body.
    public typealias Body = SpringKeyframe<Value>

    /// The keyframe itself.
    public var body: SpringKeyframe<Value> { self }
}

extension SpringKeyframe: PrimitiveKeyframeTrackContent {
    func appendKeyframes<V: Animatable>(to list: inout [Keyframe<V>]) {
        if let keyframe = keyframe as? Keyframe<V> { list.append(keyframe) }
    }
}
