import Foundation

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
        SimultaneousNode<First, Second>.make(first, second, context, name: "SimultaneousGesture")
    }

    /// Refreshes both gestures.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        SimultaneousNode<First, Second>.refresh(node, first, second)
    }
}

extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SimultaneousNode<First: Gesture, Second: Gesture>:
    PairNode<First.Value, Second.Value, SimultaneousGesture<First, Second>.Value>
{
    // Each half's latest value, kept after the half's phase stops carrying one, until it fails
    // (see `_GestureNode` for why values live behind pointers).
    private let firstValue = UnsafeMutablePointer<First.Value>.allocateValueStorage()
    private let secondValue = UnsafeMutablePointer<Second.Value>.allocateValueStorage()
    private var isFirstValueInitialized = false
    private var isSecondValueInitialized = false
    /// Whether the first half has a value: it has reported one and has not failed since.
    private var hasFirstValue = false
    private var hasSecondValue = false

    deinit {
        firstValue.freeValueStorage(isInitialized: isFirstValueInitialized)
        secondValue.freeValueStorage(isInitialized: isSecondValueInitialized)
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        first.start(context)
        second.start(context)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let a = first.update(context)
        let b = second.update(context)
        // Cancellation is contagious: when the host cancels one half, the whole gesture fails.
        if a == .failed, first.failureReason == .cancelled {
            second.cancel(.cancelled, context)
            return fail(.cancelled)
        }
        if b == .failed, second.failureReason == .cancelled {
            first.cancel(.cancelled, context)
            return fail(.cancelled)
        }
        if let present = Self.keep(a, of: first, in: firstValue, isInitialized: isFirstValueInitialized) {
            hasFirstValue = present
            isFirstValueInitialized = isFirstValueInitialized || present
        }
        if let present = Self.keep(b, of: second, in: secondValue, isInitialized: isSecondValueInitialized) {
            hasSecondValue = present
            isSecondValueInitialized = isSecondValueInitialized || present
        }
        switch (a, b) {
        case (.active, _), (_, .active):
            deferValue()
            return .active
        case (.ended, .ended), (.ended, .failed), (.failed, .ended):
            deferValue()
            return .ended
        case (.failed, .failed):
            return follow(a, of: first)
        default:
            if hasFirstValue || hasSecondValue { deferValue() }
            return .possible
        }
    }

    /// Takes in the update in which `node` reported `kind`: copies its value into `storage` when
    /// it has one. Returns whether the half now has a value, or `nil` when that is unchanged (its
    /// phase carries no value but it has not failed).
    private static func keep<Value>(
        _ kind: GesturePhaseKind, of node: _GestureNode<Value>, in storage: UnsafeMutablePointer<Value>,
        isInitialized: Bool
    ) -> Bool? {
        if kind == .failed { return false }
        guard node.hasValue else { return nil }
        storage.store(node.valuePointer.pointee, replacing: isInitialized)
        return true
    }

    override func materializeValue() {
        setValue(
            SimultaneousGesture<First, Second>.Value(
                first: hasFirstValue ? firstValue.pointee : nil, second: hasSecondValue ? secondValue.pointee : nil))
    }
}
