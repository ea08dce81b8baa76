import Foundation

/// A keyframe that moves from the previous keyframe's value to its own along a timing curve,
/// linearly by default.
///
/// ```swift
/// KeyframeTrack(\.opacity) {
///     LinearKeyframe(0.2, duration: 0.3, timingCurve: .easeOut)
/// }
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value>

    /// A keyframe that reaches `to` after `duration` seconds.
    ///
    /// - Parameters:
    ///   - to: The value the keyframe ends at.
    ///   - duration: How long the keyframe lasts; negative or non-finite durations count as 0.
    ///   - timingCurve: How the value moves over the duration. Defaults to ``UnitCurve/linear``.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = .linear(to, duration: duration, curve: timingCurve)
    }

    /// The keyframe itself: it lists its keyframe without a body.
    public typealias Body = LinearKeyframe<Value>

    /// The keyframe itself.
    public var body: LinearKeyframe<Value> { self }
}

extension LinearKeyframe: PrimitiveKeyframeTrackContent {
    func appendKeyframes<V: Animatable>(to list: inout [Keyframe<V>]) {
        if let keyframe = keyframe as? Keyframe<V> { list.append(keyframe) }
    }
}
