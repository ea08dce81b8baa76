import Foundation

/// The gestures that one touch sequence drives: the composition of the attachments on the hit
/// path of its first pointer, the pointers bound to it, and the context its updates reuse.
///
/// A session lives until its root gesture is over and its pointers have lifted. Pointers that
/// land on views whose attachments overlap the session's join it (a second finger for a pinch,
/// the second tap of a double tap).
final class GestureSession {
    let root: _GestureNode<Void>
    let attachments: [any AttachedGestureNode]
    /// The hit path the gestures were composed from (or last prepared for) and the engine's
    /// configuration then: what a later down must match to reuse the tree (``ReusableComposition``).
    private(set) var hitPath: [GestureAttachment]
    /// Whether the tree holds exactly the gestures of ``hitPath``: `false` once a refresh gave it
    /// newer ones (a re-render during the session), so that a down with ``hitPath`` itself is
    /// not mistaken for one that needs no refresh.
    private(set) var holdsHitPathGestures = true
    let configuration: GestureConfiguration
    let context = _GestureUpdateContext()
    /// The cached earliest deadline, recomputed after every update.
    private(set) var deadline: TimeInterval?
    /// The primitives of the tree that schedule deadlines (none for a drag or a pinch).
    ///
    /// The root's deadline is the earliest of theirs: a combinator or a modifier asks its
    /// children only while it is in progress, and one that is not in progress has no child in
    /// progress (it has not started, or it reached its end, which ends or cancels its children),
    /// so asking the primitives directly gives the same answer without walking the tree after
    /// every update.
    ///
    /// The tree (``root``) keeps them alive as long as the session, so they are asked unretained
    /// (see ``earliestSourceDeadline()``), which costs no reference counting.
    private let deadlineSources: [_GestureNodeBase]

    init(
        root: _GestureNode<Void>, attachments: [any AttachedGestureNode], hitPath: [GestureAttachment],
        configuration: GestureConfiguration
    ) {
        self.root = root
        self.attachments = attachments
        self.hitPath = hitPath
        self.configuration = configuration
        var sources: [_GestureNodeBase] = []
        root.collectDeadlineSources(into: &sources)
        deadlineSources = sources
        // The composition's root value is nobody's: only callbacks read values.
        root.noteValueReaders(false)
    }

    /// Whether the gestures have their trace names (see ``_GestureNodeBase/traceName``).
    private var hasTraceNames = false

    /// Sends phase transitions to `tracer` (or nowhere, for `nil`).
    func setTracer(_ tracer: ((GesturePhaseTransition) -> Void)?) {
        context.tracer = tracer
        if tracer != nil { nameGesturesForTraces() }
    }

    /// Sends callback records to `observer` (or nowhere, for `nil`).
    func setCallbackObserver(_ observer: ((GestureCallbackRecord) -> Void)?) {
        context.callbackObserver = observer
        if observer != nil { nameGesturesForTraces() }
    }

    /// Gives the gestures their trace names, the first time someone listens.
    private func nameGesturesForTraces() {
        guard !hasTraceNames else { return }
        hasTraceNames = true
        root.assignTraceNames(prefix: "")
    }

    /// The root's earliest deadline: the earliest of its primitives' (see ``deadlineSources``).
    /// A tree without any (a drag, a pinch) sees that inline.
    @inline(__always)
    private func rootDeadline() -> TimeInterval? {
        deadlineSources.isEmpty ? nil : earliestSourceDeadline()
    }

    /// The earliest deadline of ``deadlineSources``.
    private func earliestSourceDeadline() -> TimeInterval? {
        var earliest: TimeInterval?
        deadlineSources.withUnsafeBufferPointer { sources in
            for index in sources.indices {
                let source = Unmanaged.passUnretained(sources[index])
                if let deadline = source._withUnsafeGuaranteedRef({ $0.nextDeadline() }),
                    deadline < earliest ?? .infinity
                {
                    earliest = deadline
                }
            }
        }
        return earliest
    }

    var isOver: Bool { root.phaseKind.isTerminal }

    /// The session, with its tree, for a later down on the same hit path (call once it is finished).
    var reusableComposition: ReusableComposition {
        ReusableComposition(session: self)
    }

    /// Makes this finished session, whose tree was prepared for `hitPath` (its gestures given,
    /// then reset to its built state), the session of a new touch sequence on `hitPath`: exactly
    /// as a session created for the tree, but without allocating one and its context.
    func reuse(for hitPath: [GestureAttachment]) {
        self.hitPath = hitPath
        holdsHitPathGestures = true
        deadline = nil
        // The reset cleared the trace names.
        hasTraceNames = false
        context.reset()
        // The reset forgot who reads which value.
        root.noteValueReaders(false)
    }

    /// Whether the session can be forgotten: its gestures are over and its pointers have lifted.
    var isFinished: Bool { isOver && context.pointers.isEmpty }

    /// Whether any of `hitPath`'s attachments is one of this session's.
    func contains(anyOf hitPath: [GestureAttachment]) -> Bool {
        // The hit path the tree was built from has every attachment's id (a refresh keeps them).
        if hitPath.sharesStorage(with: self.hitPath) { return true }
        return attachments.contains { node in hitPath.contains { $0.id == node.attachmentID } }
    }

    /// Starts the root's attempt before the creating event is processed.
    func begin(time: TimeInterval) {
        context.serial += 1
        context.time = time
        context.event = nil
        root.start(context)
    }

    /// Runs one update with `event` (already applied to `context.pointers`) at `time`, then the
    /// callbacks it produced.
    func update(event: PointerEvent?, time: TimeInterval) {
        context.serial += 1
        context.time = time
        context.event = event
        context.isBlocked = false
        context.letsEndedThrough = false
        _ = root.update(context)
        context.event = nil
        // `settle` has nothing to do while a pointer is down (checked here, as it is most of the time).
        if !isOver, context.pointers.isEmpty { settle() }
        context.flushCallbacks()
        deadline = rootDeadline()
    }

    /// Ends an attempt that can no longer progress: nothing is down, nothing is scheduled, and
    /// the root is still undecided (a drag waiting for a finger that will never come). One more
    /// update fails every gesture that is still possible, through the combinators' rules.
    private func settle() {
        guard !isOver, context.pointers.isEmpty, rootDeadline() == nil else { return }
        context.serial += 1
        context.isExhausted = true
        _ = root.update(context)
        context.isExhausted = false
        if !isOver { root.cancel(.liftedEarly, context) }
    }

    /// Fails everything in progress with `reason`, runs the callbacks.
    func cancel(_ reason: GestureFailureReason, time: TimeInterval) {
        context.serial += 1
        context.time = time
        root.cancel(reason, context)
        context.flushCallbacks()
        deadline = nil
    }

    /// Fails the attachments in `ids` (their views left the hierarchy), then lets the rest of the
    /// composition react in an update.
    func remove(_ ids: Set<AnyHashable>, time: TimeInterval) {
        context.serial += 1
        context.time = time
        for attachment in attachments where ids.contains(attachment.attachmentID) {
            attachment.cancel(.removed, context)
        }
        update(event: nil, time: time)
    }

    /// Applies re-rendered attachments; one whose gesture changed kind fails with `removed`.
    func refresh(_ byID: [AnyHashable: GestureAttachment], time: TimeInterval) {
        var failed = Set<AnyHashable>()
        for attachment in attachments {
            guard let fresh = byID[attachment.attachmentID] else { continue }
            holdsHitPathGestures = false
            if !attachment.refresh(with: fresh) { failed.insert(attachment.attachmentID) }
        }
        if !failed.isEmpty { remove(failed, time: time) }
        // New parameters may move a deadline (a long press given a shorter minimum duration).
        deadline = rootDeadline()
    }
}
