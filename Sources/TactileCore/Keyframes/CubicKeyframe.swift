import Foundation

/// A keyframe that moves from the previous keyframe's value to its own along a smooth cubic curve.
///
/// Velocities not given keep the motion smooth: the start velocity is the velocity the previous
/// keyframe ended with, and the end velocity, when another cubic keyframe follows, is the
/// Catmull-Rom tangent (the change from this keyframe's start to the next one's target over
/// their two durations), so that adjacent cubic keyframes make one Catmull-Rom spline. Before
/// another kind of keyframe, the end velocity is what that keyframe starts with (a spring
/// keyframe's given start velocity), or zero.
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) {
///     CubicKeyframe(-40, duration: 0.25)
///     CubicKeyframe(0, duration: 0.35)
/// }
/// ```
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value>

    /// A keyframe that reaches `to` after `duration` seconds.
    ///
    /// - Parameters:
    ///   - to: The value the keyframe ends at.
    ///   - duration: How long the keyframe lasts; negative or non-finite durations count as 0.
    ///   - startVelocity: The velocity at the start, in units per second, or `nil` to continue
    ///     the previous keyframe's.
    ///   - endVelocity: The velocity at the end, or `nil` for the smooth default above.
    public init(
        _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
    ) {
        keyframe = .cubic(to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
    }

    /// The keyframe itself: it lists its keyframe without a body.
    public typealias Body = CubicKeyframe<Value>

    /// The keyframe itself.
    public var body: CubicKeyframe<Value> { self }
}

extension CubicKeyframe: PrimitiveKeyframeTrackContent {
    func appendKeyframes<V: Animatable>(to list: inout [Keyframe<V>]) {
        if let keyframe = keyframe as? Keyframe<V> { list.append(keyframe) }
    }
}
