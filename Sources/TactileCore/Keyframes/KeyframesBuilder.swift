import Foundation

/// The result builder of keyframes: the tracks of a ``KeyframeTimeline`` (or of a type of your
/// own that conforms to ``Keyframes``), or keyframes written directly, which make one track of
/// the whole value.
///
/// ```swift
/// KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// ```
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// Keyframes, such as a ``KeyframeTrack``, as they are written.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// A keyframe written directly, to be part of a track of the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first keyframes of a block.
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
        first
    }

    /// The first keyframe of a block of keyframes written directly.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The tracks of a block so far followed by the next.
    public static func buildPartialBlock(
        accumulated: some Keyframes<Value>, next: some Keyframes<Value>
    ) -> some Keyframes<Value> {
        KeyframesList<Value>(parts: [
            { list, initial in appendTracks(of: accumulated, to: &list, initialValue: initial) },
            { list, initial in appendTracks(of: next, to: &list, initialValue: initial) },
        ])
    }

    /// The keyframes written directly in a block so far followed by the next.
    public static func buildPartialBlock<K0: KeyframeTrackContent, K1: KeyframeTrackContent>(
        accumulated: K0, next: K1
    ) -> some KeyframeTrackContent<Value> where K0.Value == Value, K1.Value == Value {
        KeyframeContentList<Value>(parts: [
            { list in appendKeyframes(of: accumulated, to: &list) },
            { list in appendKeyframes(of: next, to: &list) },
        ])
    }

    /// The tracks of each iteration of a `for` loop.
    public static func buildArray(_ components: [some Keyframes<Value>]) -> some Keyframes<Value> {
        KeyframesList<Value>(
            parts: components.map { part in
                { list, initial in appendTracks(of: part, to: &list, initialValue: initial) }
            })
    }

    /// The first branch of an `if`–`else` or `switch` among keyframes written directly.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .first(component))
    }

    /// The second branch of an `if`–`else` or `switch` among keyframes written directly.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .second(component))
    }

    /// An empty block: no tracks.
    public static func buildBlock() -> some Keyframes<Value> {
        KeyframesList<Value>(parts: [])
    }

    /// The tracks of the block.
    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
        component
    }

    /// Keyframes written directly: one track of the whole value.
    public static func buildFinalResult<Content: KeyframeTrackContent>(
        _ component: Content
    ) -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack { component }
    }
}

/// Tracks the builder put together: a block, the iterations of a loop, or nothing.
struct KeyframesList<Value>: Keyframes, PrimitiveKeyframes {
    /// Each part appends its tracks, planned from an initial value, to a list.
    let parts: [(inout [KeyframeTrackRun<Value>], Value) -> Void]

    var body: Self { self }

    func appendTracks<Root>(to list: inout [KeyframeTrackRun<Root>], initialValue: Root) {
        guard let initial = initialValue as? Value else { return }
        var own: [KeyframeTrackRun<Value>] = []
        for part in parts { part(&own, initial) }
        if let own = own as? [KeyframeTrackRun<Root>] { list += own }
    }
}
