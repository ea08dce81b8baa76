import Foundation

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    @inlinable
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
///
/// Both gestures receive every event. The combined phase:
///
/// | first \ second | possible | active | ended | failed |
/// |---|---|---|---|---|
/// | possible | possible | active | possible | possible |
/// | active | active | active | active | active |
/// | ended | possible | active | ended(a, b) | ended(a, nil) |
/// | failed | possible | active | ended(nil, b) | failed |
///
/// Each gesture's own `onEnded` runs when it ends; the combined `onEnded` runs once both are
/// over and at least one succeeded. A half cancelled by the host (``GestureFailureReason/cancelled``)
/// cancels the other half and fails the whole.
@frozen
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives
    /// events.
    @frozen
    public struct Value {
        /// The value of the first gesture, `nil` while it has none or after it failed.
        public var first: First.Value?
        /// The value of the second gesture, `nil` while it has none or after it failed.
        public var second: Second.Value?

        /// Creates a value.
        @inlinable
        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently of
    /// each other.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A combinator has no body.
    public typealias Body = Never

    /// Builds the node.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        SimultaneousNode<First, Second>(
            first: first._makeNode(context.child("first")), second: second._makeNode(context.child("second")),
            traceName: context.traceName("SimultaneousGesture"))
    }

    /// Refreshes both gestures.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = node as? SimultaneousNode<First, Second> else { return false }
        let firstOK = first._updateNode(node.first)
        return second._updateNode(node.second) && firstOK
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SimultaneousNode<First: Gesture, Second: Gesture>:
    PairNode<First.Value, Second.Value, SimultaneousGesture<First, Second>.Value> {
    private var firstValue: First.Value?
    private var secondValue: Second.Value?

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        first.start(context)
        second.start(context)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhase<SimultaneousGesture<First, Second>.Value> {
        let a = first.update(context)
        let b = second.update(context)
        // Cancellation is contagious: when the host cancels one half, the whole gesture fails.
        if case .failed(.cancelled) = a {
            second.cancel(.cancelled, context)
            return .failed(.cancelled)
        }
        if case .failed(.cancelled) = b {
            first.cancel(.cancelled, context)
            return .failed(.cancelled)
        }
        if case .failed = a { firstValue = nil } else if let value = a.value { firstValue = value }
        if case .failed = b { secondValue = nil } else if let value = b.value { secondValue = value }
        let value = SimultaneousGesture<First, Second>.Value(first: firstValue, second: secondValue)
        switch (a.kind, b.kind) {
        case (.active, _), (_, .active):
            return .active(value)
        case (.ended, .ended), (.ended, .failed), (.failed, .ended):
            return .ended(value)
        case (.failed, .failed):
            if case .failed(let reason) = a { return .failed(reason) }
            return .failed(.liftedEarly)
        default:
            return .possible(value.first == nil && value.second == nil ? nil : value)
        }
    }
}
