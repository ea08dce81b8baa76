import Foundation

/// Everything a node needs during one update of its session: the event (if any), the time, the
/// pointers down, whether recognition is held back, and where to queue callbacks.
///
/// One context lives as long as its session and is reused for every update, so an update
/// allocates nothing.
public final class _GestureUpdateContext {
    /// Increases by one for every update of the session.
    var serial: Int = 0
    /// The time of this update.
    var time: TimeInterval = 0
    /// The event being processed, or `nil` when only time passes.
    var event: PointerEvent?
    /// The pointers down in the session after applying `event`.
    ///
    /// This array and `callbacks` are exempt from the run-time exclusivity check, which the
    /// compiler cannot remove for mutations that may reallocate: no user code runs inside their
    /// accesses, so they never overlap.
    @exclusivity(unchecked) var pointers: [PointerState] = []
    /// Whether recognition is held back (the second gesture of an exclusive pair while the first
    /// may still succeed).
    var isBlocked = false
    /// While `isBlocked`, whether an `ended` phase is reported rather than held back: set for the
    /// second gesture of an exclusive pair whose dependency is
    /// ``ExclusiveDependency/untilRecognized`` (a long press), only while nothing outside that pair
    /// blocks it.
    var letsEndedThrough = false
    /// Whether no pointer is down and nothing is scheduled, so no further input can reach the
    /// session: a gesture still possible now can never be recognized.
    var isExhausted = false
    /// Where phase transitions go, when someone is listening.
    var tracer: ((GesturePhaseTransition) -> Void)?
    /// Told about every write to a gesture state, with the write's transaction (the engine's
    /// ``GestureEngine/onGestureStateChange``).
    var stateObserver: ((Transaction) -> Void)?
    /// Told about every user callback just before it runs, when someone is listening.
    var callbackObserver: ((GestureCallbackRecord) -> Void)?
    /// Callbacks produced by this update, run in order after the whole tree has been updated:
    /// the first `queuedCount` of `callbackCapacity` slots. Slots are reused rather than removed,
    /// so that queueing and flushing neither allocate nor rebuild anything.
    ///
    /// A buffer of its own rather than an array: queueing into an array checks that its buffer
    /// is unique and its index in bounds on every callback; a slot holds only an unretained node
    /// and a kind, so the buffer needs no initialization, copying or destruction
    /// (Docs/Decisions.md#per-event-costs).
    private var callbacks: UnsafeMutablePointer<_PendingCallback>
    private var callbackCapacity = 16
    private var queuedCount = 0

    init() {
        pointers.reserveCapacity(4)
        callbacks = .allocate(capacity: callbackCapacity)
    }

    deinit {
        callbacks.deallocate()
    }

    /// Returns the context to the state it was created in, keeping its storage, for a session
    /// that is reused (``GestureSession/reuse(for:)``).
    func reset() {
        serial = 0
        time = 0
        event = nil
        pointers.removeAll(keepingCapacity: true)
        isBlocked = false
        letsEndedThrough = false
        isExhausted = false
        tracer = nil
        stateObserver = nil
        callbackObserver = nil
        queuedCount = 0
    }

    /// Whether a node reporting `kind` now must report `possible` instead (its recognition is held
    /// back): `active` and `ended` while `isBlocked`, but `ended` not while `letsEndedThrough`.
    @inline(__always)
    func holdsBack(_ kind: GesturePhaseKind) -> Bool {
        isBlocked && (kind != .ended || !letsEndedThrough)
    }

    /// The event, unless the node started during this very update (its start already saw it).
    func event(for node: _GestureNodeBase) -> PointerEvent? {
        node.startSerial == serial ? nil : event
    }

    /// The one path of a write to a gesture state: tells the state's `owner` (the host's view of
    /// it), then the engine's observer, both with the write's `transaction`.
    func gestureStateDidChange(_ owner: (any GestureStateOwner)?, transaction: Transaction) {
        owner?.gestureStateDidChange(transaction: transaction)
        stateObserver?(transaction)
    }

    /// Queues `node`'s callback of `kind`.
    func enqueue(_ node: _GestureNodeBase, _ kind: _CallbackKind) {
        if queuedCount == callbackCapacity { growCallbacks() }
        (callbacks + queuedCount).initialize(to: _PendingCallback(node: Unmanaged.passUnretained(node), kind: kind))
        queuedCount += 1
    }

    /// Doubles the callback slots, keeping the queued ones.
    private func growCallbacks() {
        let grown = UnsafeMutablePointer<_PendingCallback>.allocate(capacity: callbackCapacity * 2)
        grown.moveInitialize(from: callbacks, count: queuedCount)
        callbacks.deallocate()
        callbacks = grown
        callbackCapacity *= 2
    }

    /// Runs the queued callbacks in order and empties the queue.
    @inline(__always)
    func flushCallbacks() {
        if queuedCount > 0 { runQueuedCallbacks() }
    }

    /// ``flushCallbacks()`` once a callback is queued.
    private func runQueuedCallbacks() {
        var index = 0
        while index < queuedCount {
            let callback = callbacks[index]
            if let callbackObserver {
                callbackObserver(
                    callback.node._withUnsafeGuaranteedRef { $0.callbackRecord(callback.kind, time: time) })
            }
            callback.node._withUnsafeGuaranteedRef { $0.performCallback(callback.kind) }
            index += 1
        }
        queuedCount = 0
    }
}

/// Which user callback a node has queued.
enum _CallbackKind: Sendable {
    case changed, ended, failed
}

extension _CallbackKind {
    /// The public name of the callback.
    var publicKind: GestureCallbackKind {
        switch self {
        case .changed: .changed
        case .ended: .ended
        case .failed: .failed
        }
    }
}

/// One queued callback.
///
/// The node is unretained: it belongs to the tree of the session that owns this queue, and the
/// queue is flushed before the session lets go of it (a slot's stale node is never called).
/// Calling it through `_withUnsafeGuaranteedRef` costs no reference counting.
struct _PendingCallback {
    let node: Unmanaged<_GestureNodeBase>
    let kind: _CallbackKind
}
