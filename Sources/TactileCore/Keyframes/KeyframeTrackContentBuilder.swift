import Foundation

/// The result builder of a ``KeyframeTrack``'s content: the keyframes written one after the
/// other, with `if`, `if`–`else`, `switch` and `for` loops.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.2, duration: 0.2)
///     if isEmphatic { SpringKeyframe(1.5, duration: 0.2) }
///     for step in steps { CubicKeyframe(step, duration: 0.1) }
/// }
/// ```
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe or group of keyframes as it is written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The keyframes of each iteration of a `for` loop, one after the other.
    public static func buildArray(
        _ components: [some KeyframeTrackContent<Value>]
    ) -> some KeyframeTrackContent<Value> {
        KeyframeContentList<Value>(parts: components.map { part in { list in appendKeyframes(of: part, to: &list) } })
    }

    /// The first branch of an `if`–`else` or `switch`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    /// The second branch of an `if`–`else` or `switch`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The keyframes of a block so far followed by the next.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeContentList<Value>(parts: [
            { list in appendKeyframes(of: accumulated, to: &list) },
            { list in appendKeyframes(of: next, to: &list) },
        ])
    }

    /// An empty block: no keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeContentList<Value>(parts: [])
    }
}

extension KeyframeTrackContentBuilder {
    /// The keyframes of the branch of an `if`–`else` or `switch` that was taken.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        /// The type of value the keyframes move.
        public typealias Value = ConditionalValue

        /// The conditional itself: it lists its branch's keyframes without a body.
        public typealias Body = Conditional<ConditionalValue, First, Second>

        /// The conditional itself.
        public var body: Body { self }
    }
}

extension KeyframeTrackContentBuilder.Conditional: PrimitiveKeyframeTrackContent {
    func appendKeyframes<V: Animatable>(to list: inout [Keyframe<V>]) {
        switch storage {
        case .first(let content): TactileCore.appendKeyframes(of: content, to: &list)
        case .second(let content): TactileCore.appendKeyframes(of: content, to: &list)
        }
    }
}

/// Keyframes the builder put together: a block, the iterations of a loop, or nothing.
struct KeyframeContentList<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    /// Each part appends its keyframes to a list of this content's value type.
    let parts: [(inout [Keyframe<Value>]) -> Void]

    var body: Self { self }

    func appendKeyframes<V: Animatable>(to list: inout [Keyframe<V>]) {
        var own: [Keyframe<Value>] = []
        for part in parts { part(&own) }
        if let own = own as? [Keyframe<V>] { list += own }
    }
}
