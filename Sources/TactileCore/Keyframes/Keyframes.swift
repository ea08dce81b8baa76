import Foundation

/// A description of how a value changes over time: one or more ``KeyframeTrack``s, each moving one
/// property of the value through its keyframes.
///
/// Build them in a ``KeyframesBuilder`` closure, such as the content of a ``KeyframeTimeline``;
/// a type of your own conforms by returning other keyframes from ``body``:
///
/// ```swift
/// struct Bounce: Keyframes {
///     var body: some Keyframes<Pose> {
///         KeyframeTrack(\.scale) { SpringKeyframe(1.2, duration: 0.3); SpringKeyframe(1) }
///         KeyframeTrack(\.offset) { CubicKeyframe(-30, duration: 0.3); CubicKeyframe(0, duration: 0.4) }
///     }
/// }
/// ```
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value = Body.Value

    /// The type of the keyframes this type is made of.
    associatedtype Body: Keyframes

    /// The keyframes this type is made of.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// Keyframes of one property, in the order they play: what a ``KeyframeTrack`` holds.
///
/// The keyframe types (``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe``,
/// ``MoveKeyframe``) conform, and so do the groups a ``KeyframeTrackContentBuilder`` makes; a type
/// of your own conforms by returning other content from ``body``.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes move.
    associatedtype Value: Animatable = Body.Value

    /// The type of the content this type is made of.
    associatedtype Body: KeyframeTrackContent

    /// The content this type is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

// MARK: - Flattening

/// Track content that lists its keyframes itself rather than through its ``KeyframeTrackContent/body``:
/// the keyframe types and the builders' groups.
protocol PrimitiveKeyframeTrackContent {
    /// Appends this content's keyframes, in order, to `list`; `V` is the content's value type.
    func appendKeyframes<V: Animatable>(to list: inout [Keyframe<V>])
}

/// Appends the keyframes of `content`, primitive or made of a body, to `list`.
func appendKeyframes<Content: KeyframeTrackContent, V: Animatable>(
    of content: Content, to list: inout [Keyframe<V>]
) {
    if let primitive = content as? any PrimitiveKeyframeTrackContent {
        primitive.appendKeyframes(to: &list)
    } else {
        appendKeyframes(of: content.body, to: &list)
    }
}

/// Keyframes that list their tracks themselves rather than through their ``Keyframes/body``:
/// ``KeyframeTrack`` and the builder's groups.
protocol PrimitiveKeyframes {
    /// Appends this content's tracks, planned from `initialValue`, to `list`.
    func appendTracks<Root>(to list: inout [KeyframeTrackRun<Root>], initialValue: Root)
}

/// Appends the tracks of `keyframes`, primitive or made of a body, to `list`.
func appendTracks<Content: Keyframes, Root>(
    of keyframes: Content, to list: inout [KeyframeTrackRun<Root>], initialValue: Root
) {
    if let primitive = keyframes as? any PrimitiveKeyframes {
        primitive.appendTracks(to: &list, initialValue: initialValue)
    } else {
        appendTracks(of: keyframes.body, to: &list, initialValue: initialValue)
    }
}

/// One planned track of a timeline: how long it runs, and how it sets its property at a time.
struct KeyframeTrackRun<Root> {
    /// The sum of the track's keyframes' durations.
    let duration: TimeInterval
    /// Writes the track's value at a time (in seconds from the start) into a root value.
    let apply: (inout Root, TimeInterval) -> Void
}
