import Foundation

/// A keyframe that jumps to its value at once, taking no time.
///
/// ```swift
/// KeyframeTrack(\.angle) {
///     MoveKeyframe(.degrees(-10))
///     LinearKeyframe(.degrees(10), duration: 0.5)
/// }
/// ```
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value>

    /// A keyframe that sets the value to `to` at once.
    public init(_ to: Value) {
        keyframe = .move(to)
    }

    /// The keyframe itself: it lists its keyframe without a body.
    public typealias Body = MoveKeyframe<Value>

    /// The keyframe itself.
    public var body: MoveKeyframe<Value> { self }
}

extension MoveKeyframe: PrimitiveKeyframeTrackContent {
    func appendKeyframes<V: Animatable>(to list: inout [Keyframe<V>]) {
        if let keyframe = keyframe as? Keyframe<V> { list.append(keyframe) }
    }
}
