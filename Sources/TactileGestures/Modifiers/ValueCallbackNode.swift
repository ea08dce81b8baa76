import Foundation

/// A modifier that hands its child's value to a user action after the update (`onChanged`,
/// `onEnded`): it keeps the value to deliver, queues the action, and runs it when the update's
/// callbacks are flushed (generic over the value, not the gesture; see ``WrapperNode`` for why).
class ValueCallbackNode<Value>: PassThroughNode<Value> {
    final var action: (Value) -> Void
    /// The value last queued for the action, when `hasQueuedValue` (behind a pointer, like node
    /// values: see ``_GestureNode``).
    final let queuedValue = UnsafeMutablePointer<Value>.allocateValueStorage()
    final private(set) var hasQueuedValue = false

    init(action: @escaping (Value) -> Void, child: _GestureNode<Value>, builtFrom gestureType: Any.Type) {
        self.action = action
        super.init(child: child, builtFrom: gestureType)
    }

    deinit {
        queuedValue.freeValueStorage(isInitialized: hasQueuedValue)
    }

    override final func reset() {
        super.reset()
        queuedValue.clearValueStorage(isInitialized: hasQueuedValue)
        hasQueuedValue = false
    }

    /// The action receives the child's value: it is read whatever reads this node.
    override final func readsChildValue(whenValueIsRead isRead: Bool) -> Bool { true }

    /// Keeps `value` and queues the action with it as the callback `kind`.
    final func queue(_ value: UnsafePointer<Value>, as kind: _CallbackKind, _ context: _GestureUpdateContext) {
        queuedValue.store(value.pointee, replacing: hasQueuedValue)
        queueStoredValue(as: kind, context)
    }

    /// Queues the action as the callback `kind` with the value just written to ``queuedValue``.
    final func queueStoredValue(as kind: _CallbackKind, _ context: _GestureUpdateContext) {
        hasQueuedValue = true
        context.enqueue(self, kind)
    }

    override final func performCallback(_ kind: _CallbackKind) {
        guard hasQueuedValue else { return }
        action(queuedValue.pointee)
    }

    override final func callbackRecord(_ kind: _CallbackKind, time: TimeInterval) -> GestureCallbackRecord {
        GestureCallbackRecord(
            time: time, gesture: nearestTraceName() ?? "", kind: kind.publicKind,
            value: hasQueuedValue ? queuedValue.pointee : nil)
    }
}
