import Foundation

/// The keyframes of one property of a root value, played one after the other from the
/// property's value at the start.
///
/// ```swift
/// KeyframeTimeline(initialValue: Pose()) {
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.2, duration: 0.2)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
/// }
/// ```
///
/// Its keyframes move the property's ``Animatable/animatableData``. The generic parameters are
/// SwiftUI's (the root, the property's type, the content), spelled `Root`, `TrackValue` and
/// `Content` here so that the track's ``Keyframes`` value is its root.
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes
where TrackValue == Content.Value {
    /// A track animates a property of its root: as keyframes, its value is the root.
    public typealias Value = Root

    let keyPath: WritableKeyPath<Root, TrackValue>
    let content: Content

    /// A track that animates the whole root value.
    ///
    /// - Parameter content: The keyframes, in the order they play.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        self.keyPath = \Root.self
        self.content = content()
    }

    /// A track that animates the property at `keyPath` of the root value.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: The keyframes, in the order they play.
    public init(
        _ keyPath: WritableKeyPath<Root, TrackValue>,
        @KeyframeTrackContentBuilder<TrackValue> content: () -> Content
    ) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// The track itself: it lists its keyframes without a body.
    public typealias Body = KeyframeTrack<Root, TrackValue, Content>

    /// The track itself.
    public var body: KeyframeTrack<Root, TrackValue, Content> { self }
}

extension KeyframeTrack: PrimitiveKeyframes {
    func appendTracks<R>(to list: inout [KeyframeTrackRun<R>], initialValue: R) {
        guard let keyPath = keyPath as? WritableKeyPath<R, TrackValue> else { return }
        var keyframes: [Keyframe<TrackValue>] = []
        appendKeyframes(of: content, to: &keyframes)
        let plan = KeyframePlan(keyframes, from: initialValue[keyPath: keyPath].animatableData)
        list.append(
            KeyframeTrackRun(duration: plan.duration) { root, time in
                root[keyPath: keyPath].animatableData = plan.value(at: time)
            })
    }
}
