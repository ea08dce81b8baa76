import Foundation

/// A gesture that's a sequence of two gestures.
///
/// | First | Second | Sequence reports |
/// |---|---|---|
/// | possible | not started | possible |
/// | active(a) | not started | active(`.first(a)`) |
/// | ended(a) | starts now, from the pointers as they are | active(`.second(a, nil)`) |
/// | ended(a) | possible | active(`.second(a, nil)`) |
/// | ended(a) | active(b) | active(`.second(a, b)`) |
/// | ended(a) | ended(b) | ended(`.second(a, b)`) |
/// | ended(a) | failed | ended(`.second(a, nil)`) |
/// | ended(a) | failed, cancelled by the host | failed, ``GestureFailureReason/cancelled`` |
/// | failed | not started | failed, with the first's reason |
///
/// The second gesture continues the same touch: after `LongPressGesture()` ends with the finger
/// still down, `DragGesture()` starts from where the finger is then.
@frozen
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
    /// so the second gesture can start.
    @frozen
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended; the second gesture's value is `nil` until it is active.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A combinator has no body.
    public typealias Body = Never

    // Inlinable: compiled where the gesture's type is known, the closure that builds the value
    // is specialized code, with no metadata lookups for the value or its optional
    // (Docs/Decisions.md#specialized-gesture-code).
    /// Builds the node.
    @inlinable
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        Self.makeNode(first: first._makeNode(context), second: second._makeNode(context)) {
            storage, isInitialized, first, hasEnded, second in
            if hasEnded {
                storage.store(.second(first.pointee, second?.pointee), replacing: isInitialized)
            } else {
                storage.store(.first(first.pointee), replacing: isInitialized)
            }
        }
    }

    /// The node of this gesture over the nodes of its halves, building its value with `buildValue`.
    @usableFromInline
    static func makeNode(
        first: _GestureNode<First.Value>, second: _GestureNode<Second.Value>,
        buildValue: @escaping SequenceValueBuilder<First.Value, Second.Value, Value>
    ) -> _GestureNode<Value> {
        SequenceNode<First, Second>(
            first: first, second: second, traceComponent: "SequenceGesture", builtFrom: Self.self,
            buildValue: buildValue)
    }

    /// Refreshes both gestures.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        SequenceNode<First, Second>.refresh(node, first, second, builtFrom: Self.self)
    }
}

extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Writes a sequence gesture's value into `storage` (which holds a value to replace when
/// `isInitialized`): `.first(first)` until the first gesture has ended (`hasEnded`), then
/// `.second(first, second)`, `second` being `nil` when the value includes none.
@usableFromInline
typealias SequenceValueBuilder<FirstValue, SecondValue, Value> = (
    _ storage: UnsafeMutablePointer<Value>, _ isInitialized: Bool, _ first: UnsafePointer<FirstValue>,
    _ hasEnded: Bool, _ second: UnsafePointer<SecondValue>?
) -> Void

final class SequenceNode<First: Gesture, Second: Gesture>:
    PairNode<First.Value, Second.Value, SequenceGesture<First, Second>.Value>
{
    typealias Value = SequenceGesture<First, Second>.Value

    /// Builds the value: a closure made where the gesture's type is known (see ``SimultaneousNode``).
    private let buildValue: SequenceValueBuilder<First.Value, Second.Value, Value>

    init(
        first: _GestureNode<First.Value>, second: _GestureNode<Second.Value>, traceComponent: String?,
        builtFrom gestureType: Any.Type?, buildValue: @escaping SequenceValueBuilder<First.Value, Second.Value, Value>
    ) {
        self.buildValue = buildValue
        super.init(first: first, second: second, traceComponent: traceComponent, builtFrom: gestureType)
    }

    /// Whether the first gesture has ended (its value, `a`, stays in its node: it is terminal).
    private var firstEnded = false
    /// Whether the value last reported includes the second gesture's value (`b`).
    private var includesSecondValue = false

    override func reset() {
        super.reset()
        firstEnded = false
        includesSecondValue = false
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        first.start(context)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        if !firstEnded {
            let kind = first.update(context)
            switch kind {
            case .idle, .possible:
                if first.hasValue { deferValue() }
                return .possible
            case .active:
                deferValue()
                return .active
            case .failed:
                return follow(kind, of: first)
            case .ended:
                firstEnded = true
                second.start(context)
            }
        }
        let kind = second.update(context)
        includesSecondValue = kind == .active || kind == .ended
        switch kind {
        case .idle, .possible, .active:
            deferValue()
            return .active
        case .ended:
            deferValue()
            return .ended
        // Cancellation is contagious: the system took the pointer, so the sequence did not
        // succeed either (see Docs/Semantics.md, "Cancellation").
        case .failed where second.failureReason == .cancelled:
            return fail(.cancelled)
        case .failed:
            deferValue()
            return .ended
        }
    }

    override func materializeValue() {
        let first = first.valuePointer
        let hasEnded = firstEnded
        let second = hasEnded && includesSecondValue ? second.valuePointer : nil
        setValue { storage, isInitialized in buildValue(storage, isInitialized, first, hasEnded, second) }
    }

    override func nextDeadline() -> TimeInterval? {
        guard isInProgress else { return nil }
        return firstEnded ? second.nextDeadline() : first.nextDeadline()
    }
}
