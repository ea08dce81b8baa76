import Foundation

/// The part of a recognizer node that does not depend on its value type.
///
/// Nodes are built from gesture values when a touch sequence starts (the only time the engine
/// allocates them) and live for that session. Users never see them; they are public only because
/// ``Gesture`` has to name them in its hidden requirements.
///
/// An update reports a phase as a ``GesturePhaseKind`` plus, on the node, ``hasValue`` (whether
/// the phase carries a value) and ``failureReason`` (for `failed`); the value itself is read from
/// the typed ``_GestureNode/value`` only by the parent that needs it. Nothing on this path has a
/// type that depends on the gesture's value type, so an update needs no generic metadata from
/// the runtime: the node classes are generic and their methods run unspecialized, where every
/// `Optional<Value>` or `GesturePhase<Value>` would cost a metadata lookup.
public class _GestureNodeBase {
    /// The phase reported by the last update (``GesturePhaseKind/idle`` before the attempt starts).
    final var phaseKind: GesturePhaseKind = .idle
    /// Why the node failed, once it has.
    final var failureReason: GestureFailureReason?
    /// Whether the phase last reported carries a value: always for `active` and `ended`, for
    /// `possible` once the gesture has one, never for `failed`.
    final var hasValue = false
    /// The ``_GestureUpdateContext/serial`` of the update in which the node started; the node
    /// ignores that update's event, which its start already accounted for.
    final var startSerial: Int = -1
    /// The node's own part of its trace name (`DragGesture`, `SequenceGesture`), or `nil` for
    /// nodes that only mirror their child (callbacks, `map`).
    final let traceComponent: String?
    /// The name traces use for this node: its path in the composed tree, for example
    /// `0:_EndedGesture<…>/SequenceGesture/first/LongPressGesture`. Set by
    /// ``assignTraceNames(prefix:)`` only once someone listens (building the strings would
    /// allocate at every touch-down otherwise); `nil` before that and for unnamed nodes.
    final private(set) var traceName: String?
    /// The type of the gesture that built this node, for the nodes whose `_updateNode` refreshes
    /// them (modifiers, combinators); `nil` for the others. Each such gesture type builds nodes
    /// of exactly one class, so a match of this identity is all a refresh needs to check (see
    /// ``refreshable(_:builtFrom:)``).
    final let gestureType: ObjectIdentifier?

    init(traceComponent: String?, builtFrom gestureType: Any.Type? = nil) {
        self.traceComponent = traceComponent
        self.gestureType = gestureType.map(ObjectIdentifier.init)
    }

    /// `node` as a node of this class built from a gesture of type `gestureType`, or `nil` when it
    /// was built from another kind of gesture: what `_updateNode` checks before giving a live node
    /// new closures. Call it on the one class of node that gestures of `gestureType` build.
    ///
    /// Compares the identity of the gesture type only, with no dynamic cast: in the unspecialized
    /// code that refreshes nodes, a cast to a generic node class looks the class's metadata up in
    /// the runtime every time (Docs/Decisions.md#specialized-gesture-code).
    @inline(__always)
    static func refreshable(_ node: _GestureNodeBase, builtFrom gestureType: Any.Type) -> Self? {
        guard let builtFrom = node.gestureType, builtFrom == ObjectIdentifier(gestureType) else { return nil }
        return unsafeDowncast(node, to: Self.self)
    }

    /// Names this node and the nodes below it for traces; `prefix` is the path of the gesture
    /// that contains this one (the attachment's index and type, then the combinators' sides).
    func assignTraceNames(prefix: String) {
        if let traceComponent { traceName = Self.tracePath(prefix, traceComponent) }
    }

    /// `component` under `prefix`.
    static func tracePath(_ prefix: String, _ component: String) -> String {
        prefix.isEmpty ? component : prefix + "/" + component
    }

    /// The name traces use for this node: its own, or for a node that only mirrors its child
    /// (callbacks, `map`), the nearest named node below it.
    func nearestTraceName() -> String? { traceName }

    /// Whether a parent or a user callback ever reads this node's value. Set once per session,
    /// from the root down, by ``noteValueReaders(_:)`` before the first update; `true` until then
    /// (a node nobody told must assume it is read). A node whose value nobody reads never builds
    /// it: a combinator's value is built only when read, and a simultaneous gesture keeps no copy
    /// of its halves' values: values built for no reader were most of a composed gesture's cost
    /// (Docs/Decisions.md#values-built-when-read).
    final private(set) var isValueRead = true

    /// Records whether this node's value is read (`isRead`), and tells the nodes below whether
    /// theirs is: a node that only passes its child's value through passes `isRead` on; a node
    /// that computes from its child's value (a callback, `map`) reads it; the hierarchy's
    /// composition forgets values. Subclasses with children must tell them and call `super`.
    func noteValueReaders(_ isRead: Bool) {
        isValueRead = isRead
    }

    /// Returns the node, and the nodes below it, to exactly the state it was built in, so that a
    /// finished session's tree serves the next touch-down on the same attachments instead of a
    /// new one: building the tree was about 40% of an event's cost
    /// (Docs/Decisions.md#gesture-tree-reuse). Called only on a
    /// tree that no session uses, after its attachments were refreshed with the new gestures.
    /// Subclasses with state must reset it, and their children, and call `super`.
    func reset() {
        phaseKind = .idle
        failureReason = nil
        hasValue = false
        startSerial = -1
        traceName = nil
        isValueRead = true
    }

    /// Gives the primitives below this node `configuration` for their next attempt (applied by
    /// ``reset()``): what a ``ConfiguredGesture`` refreshed with another configuration does, so
    /// that a reused tree recognizes as a new one would. Nodes with children pass it on.
    func setPendingConfiguration(_ configuration: GestureConfiguration) {}

    /// How long this node is held back as the second gesture of an exclusive pair while the first
    /// may still succeed. Modifiers report their child's; combinators wait for the first to fail.
    var exclusiveDependency: ExclusiveDependency { .untilFirstFails }

    /// Whether this node's `active` phase gives way to a scroll container around it: the scroll,
    /// once recognized, takes the touch from it (UIKit's `canCancelContentTouches`), where other
    /// active content leads and holds the scroll back (``ScrollContainerNode``). True only while
    /// every active part of the node yields: an attachment marked
    /// ``GestureAttachment/yieldsToScrolling`` (a button's press), through the combinators and
    /// modifiers above it.
    var yieldsToScrolling: Bool { false }

    /// Whether the node has started an attempt and not yet reached a terminal phase.
    final var isInProgress: Bool { phaseKind != .idle && !phaseKind.isTerminal }

    /// Begins an attempt. Subclasses seed themselves from `context.pointers` (the pointers down at
    /// this moment) and must call `super`.
    func start(_ context: _GestureUpdateContext) {
        startSerial = context.serial
        transition(to: .possible, reason: nil, context)
    }

    /// Fails the attempt now, with `reason`, if it is in progress; subclasses cancel their children
    /// and undo their effects (callbacks, gesture state) and must call `super`.
    func cancel(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) {
        guard isInProgress else { return }
        failureReason = reason
        hasValue = false
        transition(to: .failed, reason: reason, context)
    }

    /// The earliest time at which the node needs an update without new input, if any.
    func nextDeadline() -> TimeInterval? { nil }

    /// Runs the user callback of `kind` that this node queued with
    /// ``_GestureUpdateContext/enqueue(_:_:)`` (callback modifiers override it).
    func performCallback(_ kind: _CallbackKind) {}

    /// What ``performCallback(_:)`` is about to pass to the user's action, for traces.
    func callbackRecord(_ kind: _CallbackKind, time: TimeInterval) -> GestureCallbackRecord {
        GestureCallbackRecord(time: time, gesture: nearestTraceName() ?? "", kind: kind.publicKind)
    }

    /// Adds the nodes below this one (itself included) that schedule deadlines of their own (the
    /// primitives that wait: taps, long presses). A session asks once and, after each update,
    /// asks only them (see ``GestureSession``). Nodes with children must add their children's.
    func collectDeadlineSources(into sources: inout [_GestureNodeBase]) {}

    /// Runs one update: processes `context.event` (if any) and the passage of time, and returns
    /// the phase to report. While `context.isBlocked`, recognition is held back: an `active` or
    /// `ended` phase is reported as `possible` (with its value) and reported for real once the
    /// block lifts; with `context.letsEndedThrough`, only `active` is held back. A terminal phase
    /// is reported again without re-evaluating.
    @inline(__always)
    final func update(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        if phaseKind.isTerminal { return phaseKind }
        return updateUnfinished(context)
    }

    /// ``update(_:)`` of a node that has not finished. Kept out of line so that the finished
    /// nodes' early return, inlined at the walk's call sites, pays for none of this body's register
    /// saves (most nodes on a mixed stream have finished when they are asked).
    @inline(never)
    private final func updateUnfinished(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        hasValue = false
        let kind = evaluate(context)
        switch kind {
        case .idle, .possible:
            if context.isExhausted {
                // No more input can come: the gesture was never recognized. Failing here, rather
                // than cancelling from the root, lets combinators apply their rules (a sequence
                // whose second gesture fails ends).
                return reportFailure(.liftedEarly, context)
            }
            transition(to: .possible, reason: nil, context)
            return .possible
        case .active, .ended:
            if context.holdsBack(kind) {
                transition(to: .possible, reason: nil, context)
                return .possible
            }
            transition(to: kind, reason: nil, context)
            return kind
        case .failed:
            return reportFailure(failureReason ?? .liftedEarly, context)
        }
    }

    private func reportFailure(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) -> GesturePhaseKind {
        failureReason = reason
        hasValue = false
        transition(to: .failed, reason: reason, context)
        return .failed
    }

    /// Computes the phase from the node's state and `context`, and reports its value: `hasValue`
    /// is `false` when this is called; a phase with a value sets it (``_GestureNode/setValue(_:)``,
    /// ``_GestureNode/deferValue()``, or taking over a child's). Returns `.failed` through
    /// ``fail(_:)``. Must be idempotent when called again with no new event: recognition that was
    /// held back must be reported again.
    func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        fatalError("\(type(of: self)) must override evaluate(_:)")
    }

    /// The result of an evaluation that fails with `reason`.
    final func fail(_ reason: GestureFailureReason) -> GesturePhaseKind {
        failureReason = reason
        return .failed
    }

    /// The result of an evaluation that reports what `child` just reported, failure included
    /// (the value, if any, is for the caller to take over).
    final func follow(_ kind: GesturePhaseKind, of child: _GestureNodeBase) -> GesturePhaseKind {
        kind == .failed ? fail(child.failureReason ?? .liftedEarly) : kind
    }

    /// Records a change of phase and reports it to the tracer.
    @inline(__always)
    final func transition(to kind: GesturePhaseKind, reason: GestureFailureReason?, _ context: _GestureUpdateContext) {
        guard kind != phaseKind else { return }
        let previous = phaseKind
        phaseKind = kind
        if context.tracer != nil {
            trace(from: previous, to: kind, reason: reason, context)
        }
    }

    private func trace(
        from previous: GesturePhaseKind, to kind: GesturePhaseKind, reason: GestureFailureReason?,
        _ context: _GestureUpdateContext
    ) {
        guard let tracer = context.tracer, let traceName else { return }
        tracer(GesturePhaseTransition(time: context.time, gesture: traceName, from: previous, to: kind, reason: reason))
    }
}

/// A recognizer node that reports phases carrying values of type `Value`.
///
/// The value of the phase last reported lives in one place: a node that computes its own value
/// (a primitive, `map`, a combinator) holds it in storage allocated when the node is built; a
/// modifier that passes its child's value through unchanged reads it from the node below that
/// holds it. Combinators, the drag and the pinches build their value only when a parent reads
/// it (often nobody does: the hierarchy's composition forgets values, a drag with only
/// `onEnded` reads its value once).
///
/// The storage is a raw pointer rather than a `Value?`: the methods of a generic class run
/// unspecialized, and there an `Optional<Value>` needs its type metadata looked up in the
/// runtime's cache on every use and a dynamic exclusivity check around every write.
public class _GestureNode<Value>: _GestureNodeBase {
    /// Where the value lives: the node's own storage, or, for a node that passes its child's
    /// value through, the storage of the node below that holds it.
    private final let storage: UnsafeMutablePointer<Value>
    /// Whether `storage` is this node's own (allocated by it, freed in `deinit`).
    private final let ownsStorage: Bool
    private final var isStorageInitialized = false
    /// Whether the value of the phase last reported has yet to be built by ``materializeValue()``.
    private final var isValueDeferred = false
    /// For a pass-through node whose value is held by a node that builds it only when it is read
    /// (a combinator, the drag, a pinch), that node. Unowned: it is below this node, which keeps
    /// it alive through its child chain.
    /// Unmanaged, so that reading it costs no retain and release on every read of the value.
    private final let deferringHolder: Unmanaged<_GestureNode<Value>>?
    /// Whether this node builds its value on demand (combinators, the drag, the pinches) rather
    /// than storing it as it reports it.
    private final let defersValue: Bool

    /// Creates a node that holds its own value; `defersValue` for one that reports it with
    /// ``deferValue()`` and builds it in ``materializeValue()``.
    init(traceComponent: String?, defersValue: Bool = false, builtFrom gestureType: Any.Type? = nil) {
        storage = .allocateValueStorage()
        ownsStorage = true
        deferringHolder = nil
        self.defersValue = defersValue
        super.init(traceComponent: traceComponent, builtFrom: gestureType)
    }

    /// Creates a node whose value is always `child`'s: a modifier that passes it through.
    init(passingThroughValueOf child: _GestureNode<Value>, builtFrom gestureType: Any.Type? = nil) {
        storage = child.storage
        ownsStorage = false
        deferringHolder = child.defersValue ? Unmanaged.passUnretained(child) : child.deferringHolder
        defersValue = false
        super.init(traceComponent: nil, builtFrom: gestureType)
    }

    deinit {
        if ownsStorage { storage.freeValueStorage(isInitialized: isStorageInitialized) }
    }

    override func reset() {
        super.reset()
        if ownsStorage {
            storage.clearValueStorage(isInitialized: isStorageInitialized)
            isStorageInitialized = false
        }
        isValueDeferred = false
    }

    /// The value of the phase last reported. Read it only while ``hasValue`` is `true`, and only
    /// until the node is updated again.
    final var value: Value {
        valuePointer.pointee
    }

    /// Where ``value`` is, for reading it in place (valid under the same conditions).
    final var valuePointer: UnsafePointer<Value> {
        if defersValue {
            materializeIfDeferred()
        } else if let deferringHolder {
            deferringHolder._withUnsafeGuaranteedRef { $0.materializeIfDeferred() }
        }
        return UnsafePointer(storage)
    }

    private final func materializeIfDeferred() {
        guard isValueDeferred else { return }
        isValueDeferred = false
        materializeValue()
    }

    /// Reports `value` with the phase being evaluated (for nodes that hold their own value).
    final func setValue(_ value: Value) {
        storage.store(value, replacing: isStorageInitialized)
        isStorageInitialized = true
        isValueDeferred = false
        hasValue = true
    }

    /// Reports a value with the phase being evaluated, written by `build` straight into the
    /// node's storage (given with whether it holds a value to replace): for values built by
    /// closures made in specialized code (see ``SimultaneousNode``).
    @inline(__always)
    final func setValue(building build: (UnsafeMutablePointer<Value>, _ isInitialized: Bool) -> Void) {
        build(storage, isStorageInitialized)
        isStorageInitialized = true
        isValueDeferred = false
        hasValue = true
    }

    /// Reports a value with the phase being evaluated that ``materializeValue()`` builds when a
    /// parent reads it.
    final func deferValue() {
        isValueDeferred = true
        hasValue = true
    }

    /// Builds the value of the phase last reported with ``deferValue()``, through
    /// ``setValue(_:)``. Reads only children whose own phase carries a value.
    func materializeValue() {
        fatalError("\(type(of: self)) defers its value and must override materializeValue()")
    }
}
