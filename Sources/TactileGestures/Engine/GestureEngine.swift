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
///    tap times out, with no further input).
/// 4. After re-rendering, gives the attachments' new closures and geometry with ``refresh(_:)``,
///    and tells the engine about views that left the hierarchy with ``remove(_:)``.
///
/// Callbacks (`onChanged`, `onEnded`, `onFailed`, `updating`) run synchronously inside these
/// calls, after each update of the gesture tree, innermost first. The engine never reads a clock:
/// the same inputs always give the same callbacks.
///
/// Invalid input (non-finite numbers, time going backwards, unknown or duplicate pointers, too
/// many pointers) is rejected with a ``GestureDiagnostic`` and changes nothing.
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
    @exclusivity(unchecked) private var pointers: [(id: PointerID, session: GestureSession?)] = []
    private var isDispatching = false

    /// Creates an engine.
    public init(configuration: GestureConfiguration = .standard, startTime: TimeInterval = 0) {
        self.configuration = configuration
        self.currentTime = startTime
        pointers.reserveCapacity(8)
    }

    /// The earliest time at which a gesture needs ``advance(to:)`` to be called, or `nil`.
    public var nextDeadline: TimeInterval? {
        sessions.lazy.compactMap(\.deadline).min()
    }

    /// Whether no pointer is down and no gesture is in progress.
    public var isIdle: Bool { pointers.isEmpty && sessions.isEmpty }

    /// The ids of the pointers that are down.
    public var pointersDown: [PointerID] { pointers.map(\.id) }

    /// Processes one pointer event.
    ///
    /// - Parameters:
    ///   - event: The event; its time must not be earlier than ``now``. Deadlines up to the
    ///     event's time fire first.
    ///   - hitPath: For a `down`, the gestures attached to the view under the pointer and its
    ///     ancestors, innermost first. Ignored for other phases.
    /// - Returns: Whether the event was accepted; a rejected event changes nothing.
    @discardableResult
    public func send(_ event: PointerEvent, hitPath: [GestureAttachment] = []) -> GestureInputResult {
        if let diagnostic = validate(event) {
            return reject(diagnostic)
        }
        isDispatching = true
        defer { isDispatching = false }
        fireDeadlines(through: event.time)
        currentTime = event.time
        switch event.phase {
        case .down:
            let session = session(for: hitPath, time: event.time)
            pointers.append((event.pointer, session))
            if let session {
                session.context.pointers.append(PointerState(
                    id: event.pointer, kind: event.kind, location: event.location,
                    downLocation: event.location, downTime: event.time))
                dispatch(event, to: session)
            }
        case .move:
            guard let index = pointers.firstIndex(where: { $0.id == event.pointer }) else { break }
            if let session = pointers[index].session {
                if let p = session.context.pointers.firstIndex(where: { $0.id == event.pointer }) {
                    session.context.pointers[p].location = event.location
                }
                dispatch(event, to: session)
            }
        case .up, .cancel:
            guard let index = pointers.firstIndex(where: { $0.id == event.pointer }) else { break }
            let session = pointers.remove(at: index).session
            if let session {
                session.context.pointers.removeAll { $0.id == event.pointer }
                dispatch(event, to: session)
            }
        }
        fireDeadlines(through: currentTime)
        return .accepted
    }

    /// Lets time pass to `time`, firing every deadline on the way, in order.
    @discardableResult
    public func advance(to time: TimeInterval) -> GestureInputResult {
        if let diagnostic = reentrancyDiagnostic("advance(to:)") { return reject(diagnostic) }
        guard time.isFinite else {
            return reject(GestureDiagnostic(kind: .nonFiniteValue, message: "advance(to:) was given \(time)"))
        }
        guard time >= currentTime else {
            return reject(GestureDiagnostic(
                kind: .timeWentBackwards,
                message: "advance(to: \(time)) is earlier than the engine's time \(currentTime)"))
        }
        isDispatching = true
        defer { isDispatching = false }
        fireDeadlines(through: time)
        currentTime = time
        return .accepted
    }

    /// Gives live attachments their re-rendered closures, parameters and geometry (matched by
    /// id). An attachment whose gesture changed kind fails with ``GestureFailureReason/removed``.
    public func refresh(_ attachments: [GestureAttachment]) {
        guard reentrancyDiagnostic("refresh(_:)").map(reject) == nil, !sessions.isEmpty else { return }
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
        guard reentrancyDiagnostic("remove(_:)").map(reject) == nil, !ids.isEmpty, !sessions.isEmpty else { return }
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
        guard let composed = HierarchyComposition.compose(hitPath, configuration: configuration) else { return nil }
        let session = GestureSession(root: composed.root, attachments: composed.attachments)
        session.setTracer(onPhaseTransition)
        session.context.stateObserver = onGestureStateChange
        session.setCallbackObserver(onCallback)
        sessions.append(session)
        session.begin(time: time)
        return session
    }

    private func dispatch(_ event: PointerEvent, to session: GestureSession) {
        if !session.isOver {
            session.update(event: event, time: event.time)
        }
        endFinishedSessions()
    }

    /// Fires every deadline up to `time`, earliest first.
    private func fireDeadlines(through time: TimeInterval) {
        var guardCount = 0
        while let (index, deadline) = earliestDeadline(), deadline <= time {
            currentTime = max(currentTime, deadline)
            sessions[index].update(event: nil, time: currentTime)
            endFinishedSessions()
            guardCount += 1
            if guardCount > 10_000 {
                // A node that keeps asking for a deadline it does not act on is a bug; do not hang.
                record(GestureDiagnostic(
                    kind: .stalledDeadline,
                    message: "a gesture kept asking for its deadline at \(deadline) without acting on it; stopped"))
                break
            }
        }
    }

    private func earliestDeadline() -> (Int, TimeInterval)? {
        var best: (Int, TimeInterval)?
        for (index, session) in sessions.enumerated() {
            if let deadline = session.deadline, deadline < (best?.1 ?? .infinity) { best = (index, deadline) }
        }
        return best
    }

    /// Forgets sessions whose gestures are over and whose pointers have all lifted.
    ///
    /// Looks before removing: `removeAll(where:)` rebuilds the array even when it removes nothing,
    /// and this runs after every update.
    private func endFinishedSessions() {
        guard sessions.contains(where: \.isFinished) else { return }
        sessions.removeAll(where: \.isFinished)
    }

    // MARK: - Validation

    func validate(_ event: PointerEvent) -> GestureDiagnostic? {
        if let diagnostic = reentrancyDiagnostic("send(_:hitPath:)") { return diagnostic }
        guard event.location.x.isFinite, event.location.y.isFinite, event.time.isFinite else {
            return GestureDiagnostic(
                kind: .nonFiniteValue,
                message: "\(event.phase) of pointer \(event.pointer) has a non-finite location or time "
                    + "(\(event.location.x), \(event.location.y) at \(event.time))", event: event)
        }
        guard event.time >= currentTime else {
            return GestureDiagnostic(
                kind: .timeWentBackwards,
                message: "\(event.phase) of pointer \(event.pointer) at \(event.time) is earlier than the engine's "
                    + "time \(currentTime)", event: event)
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

    private func reentrancyDiagnostic(_ call: String) -> GestureDiagnostic? {
        guard isDispatching else { return nil }
        return GestureDiagnostic(
            kind: .reentrantCall,
            message: "\(call) was called from inside a gesture callback; call it after the engine returns")
    }

    private func reject(_ diagnostic: GestureDiagnostic) -> GestureInputResult {
        record(diagnostic)
        return .rejected(diagnostic)
    }

    private func record(_ diagnostic: GestureDiagnostic) {
        if diagnostics.count >= Self.diagnosticHistoryLimit { diagnostics.removeFirst() }
        diagnostics.append(diagnostic)
        onDiagnostic?(diagnostic)
    }
}
