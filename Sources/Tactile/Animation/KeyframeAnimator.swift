import Foundation

/// A container that plays keyframes on a value and draws its content with each value, frame by
/// frame.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.4, duration: 0.2)
///     SpringKeyframe(1.0, duration: 0.3)
/// }
/// ```
///
/// With a trigger, the content rests at `initialValue` until the trigger changes; each change
/// plays the keyframes from the value shown then (the `keyframes` closure is given it), and the
/// content keeps the timeline's last value. Without one, the keyframes play from `initialValue`
/// as soon as the view appears, once or (`repeating`) in a loop.
///
/// Frames are the host's virtual time: a `GestureHost` (and a `TouchSimulator`) draws the content
/// again every `AnimationTimelineSchedule/frameInterval` of its time while the keyframes play
/// (deadlines of the window's `TimelineClock`). A bare `ViewHost` has no clock and shows the
/// value at the start.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
    nonisolated(unsafe) let initialValue: Value
    nonisolated(unsafe) let trigger: (any Equatable)?
    let repeating: Bool
    nonisolated(unsafe) let content: (Value) -> Content
    nonisolated(unsafe) let keyframes: (Value) -> KeyframePath

    /// An animator that plays `keyframes` each time `trigger` changes.
    ///
    /// - Parameters:
    ///   - initialValue: The value before the first change.
    ///   - trigger: A value whose every change plays the keyframes.
    ///   - content: The view for a value.
    ///   - keyframes: The keyframes, given the value they start from.
    nonisolated public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = trigger
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// An animator that plays `keyframes` from `initialValue` when it appears, in a loop when
    /// `repeating`.
    ///
    /// - Parameters:
    ///   - initialValue: The value the keyframes start from.
    ///   - repeating: Whether the keyframes play again each time they end. Defaults to `true`.
    ///   - content: The view for a value.
    ///   - keyframes: The keyframes, given the value they start from.
    nonisolated public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// An animator is primitive: it draws its content for each frame itself.
    public typealias Body = Never
}

extension KeyframeAnimator: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        inputs.graph.resolve(KeyframeAnimatorState(animator: self), inputs)
    }
}

/// Keeps an animator's run (`KeyframeRun`) in the view's state.
private struct KeyframeAnimatorState<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
    let animator: KeyframeAnimator<Value, KeyframePath, Content>
    @State private var run = KeyframeRun<Value>()

    var body: some View { KeyframeFrames(animator: animator, run: run) }
}

/// Draws the content for the value at the host's time, and asks for the next frame while the
/// keyframes play.
private struct KeyframeFrames<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
    let animator: KeyframeAnimator<Value, KeyframePath, Content>
    let run: KeyframeRun<Value>
    typealias Body = Never
}

extension KeyframeFrames: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let node = inputs.node(CompositeContent(kindName: "KeyframeAnimator"))
        let draw = { [animator, run] in
            let clock = inputs.graph.timelineClock
            let (value, playing) = run.value(of: animator, at: clock.now)
            let nodes = inputs.graph.resolve(animator.content(value), inputs.child(.content))
            if playing {
                clock.request(
                    at: clock.date.addingTimeInterval(AnimationTimelineSchedule.frameInterval), for: inputs.identity,
                    graph: inputs.graph)
            }
            return nodes
        }
        node.rebuild = draw
        node.children = draw()
        return [node]
    }
}

/// An animator's run of its keyframes: when it started, on the host's time, and its timeline.
@MainActor
final class KeyframeRun<Value> {
    private var start: TimeInterval?
    private var timeline: KeyframeTimeline<Value>?
    /// The value last drawn, which a trigger's change plays from.
    private var shown: Value?
    /// The trigger last seen, for an animator with one.
    private var trigger: (any Equatable)?

    nonisolated init() {}

    /// The value of `animator` at host time `now`, and whether the keyframes are still playing.
    func value<Path: Keyframes, Content: View>(
        of animator: KeyframeAnimator<Value, Path, Content>, at now: TimeInterval
    ) -> (Value, Bool) where Path.Value == Value {
        if let newTrigger = animator.trigger {
            if let last = trigger, !PhaseAnimatorClock.equal(newTrigger, last) {
                let from = shown ?? animator.initialValue
                timeline = KeyframeTimeline(initialValue: from) { animator.keyframes(from) }
                start = now
            }
            trigger = newTrigger
        } else if timeline == nil {
            let from = animator.initialValue
            timeline = KeyframeTimeline(initialValue: from) { animator.keyframes(from) }
            start = now
        }
        guard let timeline, let start else {
            shown = animator.initialValue
            return (animator.initialValue, false)
        }
        let elapsed = max(0, now - start)
        let duration = timeline.duration
        let value: Value
        let playing: Bool
        if animator.repeating, duration > 0 {
            value = timeline.value(time: elapsed.truncatingRemainder(dividingBy: duration))
            playing = true
        } else {
            value = timeline.value(time: min(elapsed, duration))
            playing = elapsed < duration
        }
        shown = value
        return (value, playing)
    }
}

extension View {
    /// Plays `keyframes` on a value each time `trigger` changes, and modifies this view with each
    /// value through `content` (see `KeyframeAnimator`).
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let view = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
    }

    /// Plays `keyframes` on a value from `initialValue` when this view appears (in a loop when
    /// `repeating`), and modifies the view with each value through `content` (see
    /// `KeyframeAnimator`).
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let view = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
    }
}
