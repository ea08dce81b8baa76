import Foundation

/// A node that wraps one child and reports (a function of) its phases: the base of every
/// modifier gesture. Starting, cancelling and deadlines pass through to the child.
class WrapperNode<ChildValue, Value>: _GestureNode<Value> {
    final let child: _GestureNode<ChildValue>

    /// A wrapper that holds its own value (computed from the child's).
    init(child: _GestureNode<ChildValue>) {
        self.child = child
        super.init(traceComponent: nil)
    }

    /// A wrapper whose value is `holder`'s (the child itself, for a wrapper of the same value type).
    init(child: _GestureNode<ChildValue>, passingThroughValueOf holder: _GestureNode<Value>) {
        self.child = child
        super.init(passingThroughValueOf: holder)
    }

    override func assignTraceNames(prefix: String) {
        super.assignTraceNames(prefix: prefix)
        child.assignTraceNames(prefix: prefix)
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        child.start(context)
    }

    override func cancel(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) {
        guard isInProgress else { return }
        child.cancel(reason, context)
        super.cancel(reason, context)
    }

    override func nearestTraceName() -> String? {
        traceName ?? child.nearestTraceName()
    }

    override func nextDeadline() -> TimeInterval? {
        isInProgress ? child.nextDeadline() : nil
    }

    override func usesDeadlines() -> Bool {
        child.usesDeadlines()
    }
}

/// A modifier that reports its child's phases and values unchanged, adding an effect
/// (callbacks, gesture state): its value is read from the child's storage, never copied.
class PassThroughNode<Value>: WrapperNode<Value, Value> {
    override init(child: _GestureNode<Value>) {
        super.init(child: child, passingThroughValueOf: child)
    }

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
