import Foundation

/// Recognizes gestures from the pointer events and time a host feeds it.
///
/// The engine knows nothing about views. A host (Tactile's view layer, or another UI framework)
/// does four things:
///
/// 1. On every `down`, hit-tests and passes the gestures attached along the hit path, innermost
///    first, as ``GestureAttachment``s: ``send(_:hitPath:)``. The engine composes them the way
///    SwiftUI's `gesture`, `highPriorityGesture` and `simultaneousGesture` modifiers do.
/// 2. Sends every later `move`, `up` and `cancel` of that pointer: ``send(_:hitPath:)``. The
///    pointer stays bound to the gestures it hit, wherever it goes.
/// 3. Lets time pass: ``advance(to:)`` at least by ``nextDeadline`` (a long press ends, a double
///    tap times out, with no further input). The engine owns the one queue of deadlines: a host
///    puts its own in it (``scheduleHostDeadline(at:_:)``), and they fire in time order with the
///    gestures'.
/// 4. After re-rendering, gives the attachments' new closures and geometry with ``refresh(_:)``,
///    and tells the engine about views that left the hierarchy with ``remove(_:)``.
///
/// Callbacks (`onChanged`, `onEnded`, `onFailed`, `updating`) run synchronously inside these
/// calls, after each update of the gesture tree, innermost first. The engine never reads a clock:
/// the same inputs always give the same callbacks.
///
/// Invalid input (non-finite numbers, time going backwards, unknown or duplicate pointers, too
/// many pointers) is rejected with a ``GestureDiagnostic`` and changes nothing. Scroll wheel events
/// are validated here too (``send(_:settle:scroll:)``), though no gesture sees them: the host
/// routes them once the engine has accepted them.
///
/// ```swift
/// let engine = GestureEngine()
/// let drag = DragGesture().onChanged { print($0.translation) }
/// engine.send(PointerEvent(phase: .down, location: .zero, time: 0),
///             hitPath: [GestureAttachment(id: "box", gesture: drag)])
/// engine.send(PointerEvent(phase: .move, location: CGPoint(x: 30, y: 0), time: 0.016))
/// ```
public final class GestureEngine {
    /// The constants gesture trees use unless they override them.
    public var configuration: GestureConfiguration

    /// The engine's current time: the latest event's or ``advance(to:)``'s.
    public var now: TimeInterval { currentTime }

    /// Called for every change of phase of every gesture, when set. Costs nothing when `nil`.
    public var onPhaseTransition: ((GesturePhaseTransition) -> Void)? {
        didSet { for session in sessions { session.setTracer(onPhaseTransition) } }
    }

    /// Called just before every user callback (`updating`, `onChanged`, `onEnded`, `onFailed`)
    /// runs, with the argument it gets, when set. Costs nothing when `nil`. Together with
    /// ``onPhaseTransition`` this is everything a replay log records.
    public var onCallback: ((GestureCallbackRecord) -> Void)? {
        didSet { for session in sessions { session.setCallbackObserver(onCallback) } }
    }

    /// Called with every rejected input, when set.
    public var onDiagnostic: ((GestureDiagnostic) -> Void)?

    /// Called after every write to a ``GestureState`` (by `updating` or by a reset), with the
    /// write's transaction, when set. Costs nothing when `nil`.
    ///
    /// A host that shows gesture states re-renders on it. Tactile's view layer needs no hook: each
    /// write invalidates the view that declares the state, on the same path, before this is called.
    public var onGestureStateChange: ((Transaction) -> Void)? {
        didSet { for session in sessions { session.context.stateObserver = onGestureStateChange } }
    }

    /// The most recent diagnostics, oldest first (at most ``diagnosticHistoryLimit``).
    public private(set) var diagnostics: [GestureDiagnostic] = []

    /// How many diagnostics ``diagnostics`` keeps.
    public static let diagnosticHistoryLimit = 64

    // The engine's state is private so that the compiler can prove most accesses exclusive
    // statically (a public stored property is checked at run time on every access). The two
    // arrays are exempt from the run-time check: the compiler cannot prove their mutations (which
    // may reallocate) exclusive, and they never overlap, because no user code runs inside them
    // and re-entrant calls from callbacks are rejected before they touch anything.
    private var currentTime: TimeInterval
    @exclusivity(unchecked) private var sessions: [GestureSession] = []
    /// Every pointer down, with its session (`nil` when its hit path had no gestures).
    ///
    /// The sessions are unretained, so that a move costs no reference counting: a session with a
    /// pointer down is not finished, so ``sessions`` keeps it (``cancelAll(reason:)`` empties both).
    @exclusivity(unchecked) private var pointers: [(id: PointerID, session: Unmanaged<GestureSession>?)] = []
    /// Finished sessions with their trees, most recent last, for downs on the same hit paths
    /// (at most ``reusableCompositionLimit``).
    @exclusivity(unchecked) private var reusableCompositions: [ReusableComposition] = []
    /// How many finished trees the engine keeps.
    private static let reusableCompositionLimit = 4
    private var isDispatching = false
    /// Whether a host's closure (`settle`, `hitPath`, `scroll`, a host deadline's action) is
    /// running: only ``refresh(_:)``, ``remove(_:)`` and the host deadline calls may be made then.
    private var isInHostHook = false
    /// The hosts' own deadlines (``scheduleHostDeadline(at:_:)``), fired in time order with the
    /// gestures'. Exempt from the run-time exclusivity check like the arrays above: no user code
    /// runs inside its mutations (an action runs after its entry is taken out).
    @exclusivity(unchecked) var hostDeadlines = HostDeadlineQueue()

    /// Creates an engine.
    public init(configuration: GestureConfiguration = .standard, startTime: TimeInterval = 0) {
        self.configuration = configuration
        self.currentTime = startTime
        pointers.reserveCapacity(8)
    }

    /// The earliest time at which ``advance(to:)`` must be called, or `nil`: for a gesture to
    /// progress (a long press succeeding, a double tap timing out, a fling's next frame) or for a
    /// host deadline (``scheduleHostDeadline(at:_:)``) to fire.
    public var nextDeadline: TimeInterval? {
        let host = hostDeadlines.earliest
        guard let gesture = earliestDeadline()?.1 else { return host.isFinite ? host : nil }
        return min(gesture, host)
    }

    /// Whether no pointer is down and no gesture is in progress.
    public var isIdle: Bool { pointers.isEmpty && sessions.isEmpty }

    /// The ids of the pointers that are down.
    public var pointersDown: [PointerID] { pointers.map(\.id) }

    /// Processes one pointer event.
    ///
    /// The engine is the one place that decides whether an input is valid: an event it rejects
    /// (non-finite numbers, time going backwards, an unknown or duplicate pointer, too many
    /// pointers, a call from inside a callback) changes nothing and comes back as
    /// ``GestureInputResult/rejected(_:)`` with the reason.
    ///
    /// - Parameters:
    ///   - event: The event; its time must not be earlier than ``now``. Deadlines up to the
    ///     event's time fire first.
    ///   - hitPath: For a `down`, the gestures attached to the view under the pointer and its
    ///     ancestors, innermost first. Ignored for other phases.
    /// - Returns: Whether the event was accepted; a rejected event changes nothing.
    @discardableResult
    public func send(_ event: PointerEvent, hitPath: [GestureAttachment] = []) -> GestureInputResult {
        send(event, settle: {}, hitPath: { hitPath })
    }

    /// Processes one pointer event for a host that has work of its own to do once the event is
    /// accepted: re-rendering as time passes up to the event, and hit-testing a `down` against
    /// what the window shows at the event's time.
    ///
    /// The event is validated first; a rejected one calls neither closure and changes nothing.
    /// Then `settle` runs once, the deadlines up to the event's time fire, each followed by
    /// `settle`, and for a `down`, `hitPath` gives the gestures under the pointer. Inside both
    /// closures the host may call ``refresh(_:)`` and ``remove(_:)``; ``send(_:hitPath:)``,
    /// ``advance(to:)`` and ``cancelAll(reason:)`` are rejected there as re-entrant, so nothing
    /// the closures do can make the accepted event invalid.
    ///
    /// - Parameters:
    ///   - event: The event; its time must not be earlier than ``now``.
    ///   - settle: Commits what changed (the host re-renders and refreshes the engine).
    ///   - hitPath: For a `down`, the gestures attached along the hit path, innermost first; not
    ///     called for other phases.
    /// - Returns: Whether the event was accepted.
    @discardableResult
    public func send(_ event: PointerEvent, settle: () -> Void, hitPath: () -> [GestureAttachment])
        -> GestureInputResult
    {
        if let diagnostic = validate(event) {
            return reject(diagnostic)
        }
        pass(to: event.time, settle: settle)
        // Only a down asks for its hit path: the others make no array (releasing even an empty
        // one costs a call on every move).
        if event.phase == .down {
            let hitPath = inHostHook(hitPath)
            isDispatching = true
            press(event, hitPath: hitPath)
        } else {
            isDispatching = true
            route(event)
        }
        fireDeadlines(through: currentTime)
        isDispatching = false
        return .accepted
    }

    /// Processes one scroll wheel event for a host that routes it: the engine validates it as it
    /// does a pointer event, lets time pass to it, then hands it back to the host to move what it
    /// scrolls. No gesture sees a wheel event.
    ///
    /// An event with a NaN or infinite number (``GestureDiagnostic/Kind/nonFiniteValue``), earlier
    /// than ``now`` (``GestureDiagnostic/Kind/timeWentBackwards``) or sent from inside a callback
    /// or a host's closure (``GestureDiagnostic/Kind/reentrantCall``) is rejected: it calls
    /// neither closure and changes nothing. Otherwise `settle` runs once, the deadlines up to the
    /// event's time fire, each followed by `settle`, and then `scroll` runs, at the event's time.
    /// Inside both closures the host may call ``refresh(_:)``, ``remove(_:)`` and the host
    /// deadline calls (``scheduleHostDeadline(at:_:)``).
    ///
    /// - Parameters:
    ///   - event: The event; its time must not be earlier than ``now``.
    ///   - settle: Commits what changed (the host re-renders and refreshes the engine).
    ///   - scroll: Moves what the event scrolls, and commits it.
    /// - Returns: Whether the event was accepted.
    @discardableResult
    public func send(_ event: ScrollWheelEvent, settle: () -> Void, scroll: () -> Void) -> GestureInputResult {
        if isDispatching || isInHostHook, let diagnostic = reentrancyDiagnostic("send(_:settle:scroll:)") {
            return reject(diagnostic)
        }
        if let diagnostic = event.diagnostic(now: currentTime) {
            return reject(diagnostic)
        }
        pass(to: event.time, settle: settle)
        inHostHook(scroll)
        return .accepted
    }

    /// Binds the pointer of the `down` `event` to the session of `hitPath` and updates it.
    private func press(_ event: PointerEvent, hitPath: [GestureAttachment]) {
        let session = session(for: hitPath, time: event.time)
        pointers.append((event.pointer, session.map { Unmanaged.passUnretained($0) }))
        if let session {
            session.context.pointers.append(
                PointerState(
                    id: event.pointer, kind: event.kind, location: event.location,
                    downLocation: event.location, downTime: event.time, devicePose: event.devicePose))
            dispatch(event, to: session)
        }
    }

    /// Updates the session of the pointer of `event`, a `move`, `up` or `cancel`.
    @inline(__always)
    private func route(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            break
        case .move:
            guard let index = pointers.firstIndex(where: { $0.id == event.pointer }) else { break }
            guard let session = pointers[index].session else { break }
            // The pointer stays down through the update, so the session stays in `sessions`.
            session._withUnsafeGuaranteedRef { session in
                if let p = session.context.pointers.firstIndex(where: { $0.id == event.pointer }) {
                    session.context.pointers[p].location = event.location
                }
                dispatch(event, to: session)
            }
        case .up, .cancel:
            guard let index = pointers.firstIndex(where: { $0.id == event.pointer }) else { break }
            if let session = pointers.remove(at: index).session?.takeUnretainedValue() {
                session.context.pointers.removeAll { $0.id == event.pointer }
                dispatch(event, to: session)
            }
        }
    }

    /// Lets time pass to `time`, firing every deadline on the way, in order.
    @discardableResult
    public func advance(to time: TimeInterval) -> GestureInputResult {
        advance(to: time, settle: {})
    }

    /// Lets time pass to `time` for a host that re-renders as it goes: once the time is accepted,
    /// `settle` runs, then every deadline on the way fires, in order, each followed by `settle`
    /// (see ``send(_:settle:hitPath:)`` for what `settle` may call). A rejected time (non-finite,
    /// earlier than ``now``) calls nothing and changes nothing.
    @discardableResult
    public func advance(to time: TimeInterval, settle: () -> Void) -> GestureInputResult {
        if isDispatching || isInHostHook, let diagnostic = reentrancyDiagnostic("advance(to:)") {
            return reject(diagnostic)
        }
        guard time.isFinite else {
            return reject(GestureDiagnostic(kind: .nonFiniteValue, message: "advance(to:) was given \(time)"))
        }
        if time < currentTime, let diagnostic = timeOrderDiagnostic(time, of: "advance(to: \(time))") {
            return reject(diagnostic)
        }
        pass(to: time, settle: settle)
        return .accepted
    }

    /// Gives live attachments their re-rendered closures, parameters and geometry (matched by
    /// id). An attachment whose gesture changed kind fails with ``GestureFailureReason/removed``.
    public func refresh(_ attachments: [GestureAttachment]) {
        guard reentrancyDiagnostic("refresh(_:)", allowedInHostHook: true).map(reject) == nil, !sessions.isEmpty else {
            return
        }
        isDispatching = true
        defer { isDispatching = false }
        let byID = Dictionary(attachments.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        for session in sessions { session.refresh(byID, time: currentTime) }
        endFinishedSessions()
    }

    /// Fails the gestures of attachments whose views left the hierarchy with
    /// ``GestureFailureReason/removed``: no more callbacks for them, their gesture state reset.
    public func remove(_ attachmentIDs: some Sequence<AnyHashable>) {
        let ids = Set(attachmentIDs)
        guard reentrancyDiagnostic("remove(_:)", allowedInHostHook: true).map(reject) == nil, !ids.isEmpty else {
            return
        }
        defer {
            // The views left: the kept trees of their hit paths (and the closures they hold) go too.
            if reusableCompositions.contains(where: { $0.contains(anyOf: ids) }) {
                reusableCompositions.removeAll { $0.contains(anyOf: ids) }
            }
        }
        guard !sessions.isEmpty else { return }
        isDispatching = true
        defer { isDispatching = false }
        for session in sessions where session.attachments.contains(where: { ids.contains($0.attachmentID) }) {
            session.remove(ids, time: currentTime)
        }
        endFinishedSessions()
    }

    /// Fails every gesture in progress (the app became inactive, the system took the input) and
    /// forgets every pointer. Each attempt gets its `onFailed(reason)`.
    public func cancelAll(reason: GestureFailureReason = .cancelled) {
        guard reentrancyDiagnostic("cancelAll(reason:)").map(reject) == nil else { return }
        isDispatching = true
        defer { isDispatching = false }
        let cancelled = sessions
        sessions.removeAll()
        pointers.removeAll()
        for session in cancelled { session.cancel(reason, time: currentTime) }
    }

    // MARK: - Routing

    /// The session a new pointer joins or starts, or `nil` when nothing on its path has a gesture.
    private func session(for hitPath: [GestureAttachment], time: TimeInterval) -> GestureSession? {
        guard !hitPath.isEmpty else { return nil }
        if let existing = sessions.first(where: { $0.contains(anyOf: hitPath) }) {
            return existing
        }
        let session: GestureSession
        if let reused = reusedSession(for: hitPath) {
            session = reused
        } else {
            guard let composed = HierarchyComposition.compose(hitPath, configuration: configuration) else { return nil }
            session = GestureSession(
                root: composed.root, attachments: composed.attachments, hitPath: hitPath, configuration: configuration)
        }
        session.setTracer(onPhaseTransition)
        session.context.stateObserver = onGestureStateChange
        session.setCallbackObserver(onCallback)
        sessions.append(session)
        session.begin(time: time)
        return session
    }

    /// A finished session for `hitPath`, with its tree prepared, if one composes alike and takes
    /// the new gestures; the session is no longer kept either way.
    private func reusedSession(for hitPath: [GestureAttachment]) -> GestureSession? {
        guard
            let index = reusableCompositions.firstIndex(where: {
                $0.composesAlike(hitPath, configuration: configuration)
            })
        else { return nil }
        return reusableCompositions.remove(at: index).prepare(for: hitPath)
    }

    private func dispatch(_ event: PointerEvent, to session: GestureSession) {
        if !session.isOver {
            session.update(event: event, time: event.time)
        }
        endFinishedSessions()
    }

    /// Lets time pass to `time` (already validated): `settle` once, then every deadline up to
    /// `time`, each followed by `settle`.
    private func pass(to time: TimeInterval, settle: () -> Void) {
        inHostHook(settle)
        fireDeadlines(through: time, settle: settle)
        currentTime = time
    }

    /// Fires every deadline up to `time`, gestures' and hosts' alike, earliest first, each
    /// followed by `settle`.
    ///
    /// Runs three times an event; most of the time nothing is due, which it sees inline.
    @inline(__always)
    private func fireDeadlines(through time: TimeInterval, settle: () -> Void = {}) {
        guard hostDeadlines.earliest <= time || hasDeadline(through: time) else { return }
        fireDueDeadlines(through: time, settle: settle)
    }

    /// Whether a session has a deadline at or before `time`.
    private func hasDeadline(through time: TimeInterval) -> Bool {
        var index = 0
        let count = sessions.count
        while index < count {
            if let deadline = sessions[index].deadline, deadline <= time { return true }
            index += 1
        }
        return false
    }

    /// ``fireDeadlines(through:settle:)`` once a deadline is due.
    ///
    /// Of a gesture's deadline and a host's at the same time, the gesture's fires first: a host
    /// deadline runs once the gestures have caught up with its time (Docs/Decisions.md,
    /// "one-deadline-queue").
    private func fireDueDeadlines(through time: TimeInterval, settle: () -> Void) {
        var guardCount = 0
        while true {
            let gesture = earliestDeadline()
            let host = hostDeadlines.earliest
            let deadline: TimeInterval
            let wasDispatching = isDispatching
            if let (index, due) = gesture, due <= time, due <= host {
                deadline = due
                isDispatching = true
                currentTime = max(currentTime, deadline)
                sessions[index].update(event: nil, time: currentTime)
                endFinishedSessions()
            } else if host <= time, let entry = hostDeadlines.takeFirst() {
                // The host's action is not a gesture callback: it may refresh and remove as its
                // settle does.
                deadline = entry.time
                isDispatching = false
                currentTime = max(currentTime, deadline)
                inHostHook(entry.action)
            } else {
                break
            }
            isDispatching = wasDispatching
            inHostHook(settle)
            guardCount += 1
            if guardCount > 10_000 {
                // A node that keeps asking for a deadline it does not act on (or a host deadline
                // that keeps scheduling itself again) is a bug; do not hang.
                record(
                    GestureDiagnostic(
                        kind: .stalledDeadline,
                        message: "a gesture kept asking for its deadline at \(deadline) without acting on it; stopped"))
                break
            }
        }
    }

    /// Runs a host's closure; see ``isInHostHook``.
    private func inHostHook<T>(_ body: () -> T) -> T {
        isInHostHook = true
        defer { isInHostHook = false }
        return body()
    }

    /// The session with the earliest deadline and that deadline (the first such session on a tie).
    private func earliestDeadline() -> (Int, TimeInterval)? {
        var bestIndex = -1
        var best = TimeInterval.infinity
        var index = 0
        let count = sessions.count
        while index < count {
            if let deadline = sessions[index].deadline, deadline < best {
                bestIndex = index
                best = deadline
            }
            index += 1
        }
        return bestIndex < 0 ? nil : (bestIndex, best)
    }

    /// Forgets sessions whose gestures are over and whose pointers have all lifted.
    ///
    /// Looks before removing: `removeAll(where:)` rebuilds the array even when it removes nothing,
    /// and this runs after every update.
    @inline(__always)
    private func endFinishedSessions() {
        if sessions.contains(where: \.isFinished) { forgetFinishedSessions() }
    }

    /// Keeps the finished sessions for reuse and forgets them.
    private func forgetFinishedSessions() {
        for session in sessions where session.isFinished {
            if reusableCompositions.count == Self.reusableCompositionLimit { reusableCompositions.removeFirst() }
            reusableCompositions.append(session.reusableComposition)
        }
        sessions.removeAll(where: \.isFinished)
    }

    // MARK: - Validation

    /// The diagnostic `event` is rejected with now, or `nil` if it is valid: the engine's one
    /// check of every event (Docs/Semantics.md, "Invalid input").
    ///
    /// A valid event is recognised inline, by the negation of every rule below; only an event
    /// that breaks one is looked at in ``diagnosis(of:)``.
    @inline(__always)
    private func validate(_ event: PointerEvent) -> GestureDiagnostic? {
        if !isDispatching, !isInHostHook, event.location.x.isFinite, event.location.y.isFinite, event.time.isFinite,
            event.time >= currentTime
        {
            let isDown = pointers.contains { $0.id == event.pointer }
            let isValid =
                switch event.phase {
                case .down: !isDown && pointers.count < configuration.maximumPointerCount
                case .move, .up, .cancel: isDown
                }
            if isValid { return nil }
        }
        return diagnosis(of: event)
    }

    /// The diagnostic `event` is rejected with now, or `nil` if it is valid.
    private func diagnosis(of event: PointerEvent) -> GestureDiagnostic? {
        // The flags and the time are checked inline: the diagnostics' functions are called only
        // for input they reject (they return `nil` otherwise).
        if isDispatching || isInHostHook, let diagnostic = reentrancyDiagnostic("send(_:hitPath:)") {
            return diagnostic
        }
        guard event.location.x.isFinite, event.location.y.isFinite, event.time.isFinite else {
            return GestureDiagnostic(
                kind: .nonFiniteValue,
                message: "\(event.phase) of pointer \(event.pointer) has a non-finite location or time "
                    + "(\(event.location.x), \(event.location.y) at \(event.time))", event: event)
        }
        if event.time < currentTime,
            var diagnostic = timeOrderDiagnostic(
                event.time, of: "\(event.phase) of pointer \(event.pointer) at \(event.time)")
        {
            diagnostic.event = event
            return diagnostic
        }
        let isDown = pointers.contains { $0.id == event.pointer }
        switch event.phase {
        case .down:
            if isDown {
                return GestureDiagnostic(
                    kind: .duplicateDown, message: "pointer \(event.pointer) is already down", event: event)
            }
            if pointers.count >= configuration.maximumPointerCount {
                return GestureDiagnostic(
                    kind: .tooManyPointers,
                    message: "\(pointers.count) pointers are already down (limit "
                        + "\(configuration.maximumPointerCount)); pointer \(event.pointer) ignored", event: event)
            }
        case .move, .up, .cancel:
            if !isDown {
                return GestureDiagnostic(
                    kind: .unknownPointer, message: "\(event.phase) for pointer \(event.pointer), which is not down",
                    event: event)
            }
        }
        return nil
    }

    /// Why time cannot pass to the finite `time` (it is earlier than ``now``), or `nil`;
    /// `subject` names the input in the message. Events and ``advance(to:)`` share it.
    /// The subject is built only for a rejection: valid input allocates nothing here.
    private func timeOrderDiagnostic(_ time: TimeInterval, of subject: @autoclosure () -> String) -> GestureDiagnostic?
    {
        guard time < currentTime else { return nil }
        return GestureDiagnostic(
            kind: .timeWentBackwards, message: "\(subject()) is earlier than the engine's time \(currentTime)")
    }

    private func reentrancyDiagnostic(_ call: String, allowedInHostHook: Bool = false) -> GestureDiagnostic? {
        if isDispatching {
            return GestureDiagnostic(
                kind: .reentrantCall,
                message: "\(call) was called from inside a gesture callback; call it after the engine returns")
        }
        if isInHostHook && !allowedInHostHook {
            return GestureDiagnostic(
                kind: .reentrantCall,
                message: "\(call) was called from a host's settle or hit-path closure, which may only refresh or remove"
            )
        }
        return nil
    }

    /// Records an input that a host refused by a policy of its own (``GestureDiagnostic/Kind/outOfBounds``)
    /// before handing it over, so that ``diagnostics`` and ``onDiagnostic`` show every refused
    /// input in one stream. Changes nothing else.
    @discardableResult
    public func recordRefusal(_ diagnostic: GestureDiagnostic) -> GestureInputResult {
        reject(diagnostic)
    }

    func reject(_ diagnostic: GestureDiagnostic) -> GestureInputResult {
        record(diagnostic)
        return .rejected(diagnostic)
    }

    private func record(_ diagnostic: GestureDiagnostic) {
        if diagnostics.count >= Self.diagnosticHistoryLimit { diagnostics.removeFirst() }
        diagnostics.append(diagnostic)
        onDiagnostic?(diagnostic)
    }
}
