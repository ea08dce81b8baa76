import Foundation

/// A node that wraps one child and reports (a function of) its phases: the base of every
/// modifier gesture. Starting, cancelling and deadlines pass through to the child.
///
/// Modifier nodes are generic over their values, not over their gesture's type (so that their
/// methods need no associated-type lookups); ``_GestureNodeBase/gestureType`` records the modifier
/// gesture's type, so that a refresh with another kind of gesture is still told apart
/// (``_GestureNodeBase/refreshable(_:builtFrom:)``).
@usableFromInline
class WrapperNode<ChildValue, Value>: _GestureNode<Value> {
    @usableFromInline
    final let child: _GestureNode<ChildValue>

    /// A wrapper that holds its own value (computed from the child's).
    init(child: _GestureNode<ChildValue>, builtFrom gestureType: Any.Type? = nil) {
        self.child = child
        super.init(traceComponent: nil, builtFrom: gestureType)
    }

    /// A wrapper whose value is `holder`'s (the child itself, for a wrapper of the same value type).
    init(
        child: _GestureNode<ChildValue>, passingThroughValueOf holder: _GestureNode<Value>,
        builtFrom gestureType: Any.Type?
    ) {
        self.child = child
        super.init(passingThroughValueOf: holder, builtFrom: gestureType)
    }

    override func assignTraceNames(prefix: String) {
        super.assignTraceNames(prefix: prefix)
        child.assignTraceNames(prefix: prefix)
    }

    override final func noteValueReaders(_ isRead: Bool) {
        super.noteValueReaders(isRead)
        child.noteValueReaders(readsChildValue(whenValueIsRead: isRead))
    }

    /// Whether the child's value is read, given whether this node's is (`isRead`). A wrapper
    /// that computes its value from its child's (`map`) reads it always, as does one that hands
    /// it to a user callback; one that passes it through reads it when its own is read; the
    /// hierarchy's composition never reads it.
    func readsChildValue(whenValueIsRead isRead: Bool) -> Bool { true }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        child.start(context)
    }

    override func cancel(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) {
        guard isInProgress else { return }
        child.cancel(reason, context)
        super.cancel(reason, context)
    }

    override func reset() {
        super.reset()
        child.reset()
    }

    override final func setPendingConfiguration(_ configuration: GestureConfiguration) {
        child.setPendingConfiguration(configuration)
    }

    /// A modifier does not change how long its gesture waits behind another.
    override var exclusiveDependency: ExclusiveDependency { child.exclusiveDependency }

    /// A modifier does not change whether its gesture gives way to scrolling.
    override var yieldsToScrolling: Bool { child.yieldsToScrolling }

    override func nearestTraceName() -> String? {
        traceName ?? child.nearestTraceName()
    }

    override func nextDeadline() -> TimeInterval? {
        isInProgress ? child.nextDeadline() : nil
    }

    override final func collectDeadlineSources(into sources: inout [_GestureNodeBase]) {
        child.collectDeadlineSources(into: &sources)
    }
}

/// A modifier that reports its child's phases and values unchanged, adding an effect
/// (callbacks, gesture state): its value is read from the child's storage, never copied.
class PassThroughNode<Value>: WrapperNode<Value, Value> {
    override init(child: _GestureNode<Value>, builtFrom gestureType: Any.Type? = nil) {
        super.init(child: child, passingThroughValueOf: child, builtFrom: gestureType)
    }

    /// The child's value is this node's: read exactly when this node's is.
    override func readsChildValue(whenValueIsRead isRead: Bool) -> Bool { isRead }

    /// Updates the child and reports what it reported.
    final func updateChild(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let kind = child.update(context)
        hasValue = child.hasValue
        return follow(kind, of: child)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        updateChild(context)
    }
}
