/// A node that wraps one child and reports (a function of) its phases: the base of every
/// modifier gesture. Starting, cancelling and deadlines pass through to the child.
class WrapperNode<ChildValue, Value>: _GestureNode<Value> {
    final let child: _GestureNode<ChildValue>

    init(child: _GestureNode<ChildValue>, traceName: String? = nil) {
        self.child = child
        super.init(traceName: traceName)
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
}

import Foundation
