import Foundation

/// A gesture that consists of two gestures where only one of them can succeed.
///
/// Both gestures track every event, but the second is *held* while the first may still succeed:
/// whatever it recognizes in the meantime is reported as possible (no `updating`, `onChanged` or
/// `onEnded` for it). Then:
///
/// | First | Result |
/// |---|---|
/// | becomes active or ends | the exclusive gesture follows it (`.first`); the second fails with ``GestureFailureReason/otherGestureWon`` |
/// | fails | the second is released: it reports what it has recognized, at once (`.second`) |
/// | is cancelled by the host | the second is cancelled too; the exclusive gesture fails |
/// | is still possible when a second `LongPressGesture` reaches its minimum duration | the long press ends (`.second`); the first fails with ``GestureFailureReason/otherGestureWon`` |
///
/// So `.onTapGesture(count: 2) { … }.onTapGesture { … }` on one view runs the single tap only
/// after the double tap has failed (the multi-tap window after the first lift), and a real
/// double tap runs only the double tap's action.
///
/// A long press is the one second gesture that does not wait for the first to fail: it is held
/// while pressing (no `updating` or `onChanged`) but wins once recognized, as in SwiftUI, so
/// `.onTapGesture { … }.onLongPressGesture { … }` fires the long press at its minimum duration
/// rather than when the tap gives up (see the semantics document, "A long press after a tap").
@frozen
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    @frozen
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A combinator has no body.
    public typealias Body = Never

    // Inlinable: compiled where the gesture's type is known, the closure that builds the value
    // is specialized code, with no metadata lookups for the value
    // (Docs/Decisions.md#specialized-gesture-code).
    /// Builds the node.
    @inlinable
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        Self.makeNode(first: first._makeNode(context), second: second._makeNode(context)) {
            Self.buildValue(into: $0, isInitialized: $1, first: $2, second: $3)
        }
    }

    /// Writes the value coming from `first` or else `second` (exactly one of them given) into
    /// `storage`, which holds a value to replace when `isInitialized`: the one
    /// ``ExclusiveValueBuilder``, inlined where the closures that call it are made.
    @inlinable
    static func buildValue(
        into storage: UnsafeMutablePointer<Value>, isInitialized: Bool, first: UnsafePointer<First.Value>?,
        second: UnsafePointer<Second.Value>?
    ) {
        if let first {
            storage.store(.first(first.pointee), replacing: isInitialized)
        } else if let second {
            storage.store(.second(second.pointee), replacing: isInitialized)
        }
    }

    /// The node of this gesture over the nodes of its halves, building its value with `buildValue`.
    @usableFromInline
    static func makeNode(
        first: _GestureNode<First.Value>, second: _GestureNode<Second.Value>,
        buildValue: @escaping ExclusiveValueBuilder<First.Value, Second.Value, Value>
    ) -> _GestureNode<Value> {
        ExclusiveNode<First, Second>(
            first: first, second: second, traceComponent: "ExclusiveGesture", builtFrom: Self.self,
            buildValue: buildValue)
    }

    /// Refreshes both gestures.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        ExclusiveNode<First, Second>.refresh(node, first, second, builtFrom: Self.self)
    }
}

extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Writes an exclusive gesture's value into `storage` (which holds a value to replace when
/// `isInitialized`) from the value of the half it comes from: `first` or else `second`, exactly
/// one of them given.
@usableFromInline
typealias ExclusiveValueBuilder<FirstValue, SecondValue, Value> = (
    _ storage: UnsafeMutablePointer<Value>, _ isInitialized: Bool, _ first: UnsafePointer<FirstValue>?,
    _ second: UnsafePointer<SecondValue>?
) -> Void

final class ExclusiveNode<First: Gesture, Second: Gesture>:
    PairNode<First.Value, Second.Value, ExclusiveGesture<First, Second>.Value>
{
    typealias Value = ExclusiveGesture<First, Second>.Value

    /// Builds the value: a closure made where the gesture's type is known (see ``SimultaneousNode``).
    private let buildValue: ExclusiveValueBuilder<First.Value, Second.Value, Value>
    /// Which child's value the phase last reported carries.
    private var valueSource = PairValueSource.first
    /// How long the second waits behind the first (read once: a refresh never changes a node's kind).
    private let secondDependency: ExclusiveDependency

    init(
        first: _GestureNode<First.Value>, second: _GestureNode<Second.Value>, traceComponent: String?,
        builtFrom gestureType: Any.Type?, buildValue: @escaping ExclusiveValueBuilder<First.Value, Second.Value, Value>
    ) {
        secondDependency = second.exclusiveDependency
        self.buildValue = buildValue
        super.init(first: first, second: second, traceComponent: traceComponent, builtFrom: gestureType)
    }

    /// A node whose value is built by unspecialized code (the hierarchy's composition, whose
    /// value nobody reads).
    convenience init(first: _GestureNode<First.Value>, second: _GestureNode<Second.Value>, traceComponent: String?) {
        self.init(first: first, second: second, traceComponent: traceComponent, builtFrom: nil) {
            ExclusiveGesture<First, Second>.buildValue(into: $0, isInitialized: $1, first: $2, second: $3)
        }
    }

    override func reset() {
        super.reset()
        valueSource = .first
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        first.start(context)
        second.start(context)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let kind = first.update(context)
        switch kind {
        case .active, .ended:
            second.cancel(.otherGestureWon, context)
            report(.first)
            return kind
        case .idle, .possible:
            let wasBlocked = context.isBlocked, wasLettingEndedThrough = context.letsEndedThrough
            context.isBlocked = true
            // A long press behind the first is held only while it is pressing; once recognized it
            // wins, unless something outside this pair holds it back too.
            context.letsEndedThrough = !wasBlocked && secondDependency == .untilRecognized
            let secondKind = second.update(context)
            context.isBlocked = wasBlocked
            context.letsEndedThrough = wasLettingEndedThrough
            if secondKind == .ended {
                first.cancel(.otherGestureWon, context)
                report(.second)
                return .ended
            }
            if first.hasValue {
                report(.first)
            } else if second.hasValue {
                report(.second)
            }
            return .possible
        case .failed where first.failureReason == .cancelled:
            // Cancellation is contagious: the host took the pointer from both.
            second.cancel(.cancelled, context)
            return fail(.cancelled)
        case .failed:
            let kind = second.update(context)
            if second.hasValue { report(.second) }
            return follow(kind, of: second)
        }
    }

    private func report(_ source: PairValueSource) {
        valueSource = source
        deferValue()
    }

    override func materializeValue() {
        let first = valueSource == .first ? first.valuePointer : nil
        let second = valueSource == .second ? second.valuePointer : nil
        setValue { storage, isInitialized in buildValue(storage, isInitialized, first, second) }
    }
}
