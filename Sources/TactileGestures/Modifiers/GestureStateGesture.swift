import Foundation

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    ///
    /// `body` runs while the gesture is active: when it becomes active and at every update after
    /// that, with the state's current value to modify and a transaction (with `isContinuous` and
    /// `tracksVelocity` set) whose animation applies to the change. It never runs while the
    /// gesture is only possible (a drag short of its minimum distance, a tap, which is never
    /// active). When the attempt ends in any way the state returns to its initial value, before
    /// `onEnded`/`onFailed` run.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture that updates the state provided by a gesture's updating callback.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of
    /// the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// The value of the base gesture.
    public typealias Value = Base.Value
    /// The stored closure is named `body`; the gesture itself has no body gesture.
    public typealias Body = Never

    // Inlinable: compiled where the gesture's type is known, the node tree below is built by
    // specialized code, so are the closures it gives the nodes
    // (Docs/Decisions.md#specialized-gesture-code).
    /// Builds the node.
    @inlinable
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        makeNode(child: base._makeNode(context))
    }

    /// The node of this gesture over `child`, the node of ``base``.
    @usableFromInline
    func makeNode(child: _GestureNode<Value>) -> _GestureNode<Value> {
        GestureStateNode(location: state.location, body: body, child: child, builtFrom: Self.self)
    }

    /// Refreshes the closure, the state and the base gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = GestureStateNode<Value, State>.refreshable(node, builtFrom: Self.self) else { return false }
        node.location = state.location
        node.body = body
        return base._updateNode(node.child)
    }
}

/// Runs the `updating` body while the child is active and resets the state when the attempt ends
/// (generic over the value and the state, not the gesture; see ``WrapperNode`` for why).
final class GestureStateNode<Value, State>: PassThroughNode<Value> {
    var location: GestureStateLocation<State>
    var body: (Value, inout State, inout Transaction) -> Void
    /// Whether this attempt wrote the state, so that it has something to reset.
    private var didWrite = false

    init(
        location: GestureStateLocation<State>, body: @escaping (Value, inout State, inout Transaction) -> Void,
        child: _GestureNode<Value>, builtFrom gestureType: Any.Type
    ) {
        self.location = location
        self.body = body
        super.init(child: child, builtFrom: gestureType)
    }

    override func reset() {
        super.reset()
        didWrite = false
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let kind = updateChild(context)
        switch kind {
        case .active where !context.holdsBack(.active):
            let value = child.valuePointer
            // This node keeps its location alive, and with it the root, and nothing gives it
            // another location during an update (a refresh is rejected while the engine
            // dispatches): the root is used unretained, which saves reference counting on every
            // update (Docs/Decisions.md#per-event-costs).
            Unmanaged.passUnretained(location)._withUnsafeGuaranteedRef { $0.unretainedRoot }
                ._withUnsafeGuaranteedRef { location in
                    var state = location.storedValue
                    var transaction = Transaction()
                    transaction.isContinuous = true
                    transaction.tracksVelocity = true
                    if let observer = context.callbackObserver {
                        observer(
                            GestureCallbackRecord(
                                time: context.time, gesture: nearestTraceName() ?? "", kind: .updating,
                                value: value.pointee))
                    }
                    body(value.pointee, &state, &transaction)
                    location.store(state, transaction: transaction, context)
                }
            didWrite = true
        case .ended where !context.holdsBack(.ended), .failed:
            resetState(context)
        default:
            break
        }
        return kind
    }

    /// The `updating` body receives the child's value: it is read whatever reads this node.
    override func readsChildValue(whenValueIsRead isRead: Bool) -> Bool { true }

    override func cancel(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) {
        guard isInProgress else { return }
        super.cancel(reason, context)
        resetState(context)
    }

    private func resetState(_ context: _GestureUpdateContext) {
        guard didWrite else { return }
        didWrite = false
        location.reset(context)
    }
}
