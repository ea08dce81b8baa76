import Foundation

extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which results in the second
    /// gesture only receiving events after the first gesture succeeds.
    @inlinable
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

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

    /// Builds the node.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        SequenceNode<First, Second>(
            first: first._makeNode(context.child("first")), second: second._makeNode(context.child("second")),
            traceName: context.traceName("SequenceGesture"))
    }

    /// Refreshes both gestures.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = node as? SequenceNode<First, Second> else { return false }
        let firstOK = first._updateNode(node.first)
        return second._updateNode(node.second) && firstOK
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SequenceNode<First: Gesture, Second: Gesture>:
    PairNode<First.Value, Second.Value, SequenceGesture<First, Second>.Value> {
    private var firstValue: First.Value?

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        first.start(context)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhase<SequenceGesture<First, Second>.Value> {
        let a: First.Value
        if let firstValue {
            a = firstValue
        } else {
            switch first.update(context) {
            case .possible(let value): return .possible(value.map { .first($0) })
            case .active(let value): return .active(.first(value))
            case .failed(let reason): return .failed(reason)
            case .ended(let value):
                firstValue = value
                a = value
                second.start(context)
            }
        }
        switch second.update(context) {
        case .possible: return .active(.second(a, nil))
        case .active(let b): return .active(.second(a, b))
        case .ended(let b): return .ended(.second(a, b))
        // Cancellation is contagious: the system took the pointer, so the sequence did not
        // succeed either (see Docs/Semantics.md, "Cancellation").
        case .failed(.cancelled): return .failed(.cancelled)
        case .failed: return .ended(.second(a, nil))
        }
    }

    override func nextDeadline() -> TimeInterval? {
        guard isInProgress else { return nil }
        return firstValue == nil ? first.nextDeadline() : second.nextDeadline()
    }
}
