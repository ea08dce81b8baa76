import Foundation

/// A window that recognizes gestures: a `ViewHost` and a `GestureEngine` wired together.
///
/// Feed it pointer events in window coordinates and let time pass; it does the rest:
///
/// - on a `down` it hit-tests the point and hands the engine the gestures along the hit path,
///   innermost first (gesture modifiers and buttons, see `ViewHost/gestureAttachments(at:)`);
/// - `move`, `up` and `cancel` go to the gestures their pointer hit;
/// - after every input it commits what the callbacks changed (each `@GestureState` write invalidates
///   its view with the write's transaction, so an animation set in `updating` reaches the display
///   list), then gives the engine the fresh closures and geometry of the live gesture nodes it
///   handed the engine (`GestureEngine.refresh(_:)`; attachments given to `engine` directly,
///   not through `send(_:button:)`, are not refreshed) and fails the gestures of views that left the tree
///   (`GestureEngine.remove(_:)`: their state resets, `onFailed(.removed)`, no more callbacks),
///   repeating while that changes state again.
///
/// ```swift
/// let window = GestureHost(ContentView(), size: CGSize(width: 390, height: 844))
/// window.send(PointerEvent(phase: .down, location: CGPoint(x: 100, y: 200), time: 0))
/// window.send(PointerEvent(phase: .up, location: CGPoint(x: 100, y: 200), time: 0.08))
/// if let deadline = window.nextDeadline { window.advance(to: deadline) }
/// window.svg()
/// ```
///
/// Time is the host's: event timestamps and `advance(to:)` are its only sources, so the same
/// inputs always give the same frames. Its deadlines are the engine's: the host's own (a wheel
/// sequence going idle, indicators fading) are in the engine's one queue
/// (`GestureEngine.scheduleHostDeadline(at:_:)`). A driver with a real clock calls `advance(to:)` when
/// `nextDeadline` comes, and `update()` when `ViewHost/onNeedsUpdate` says that state changed
/// outside a gesture (a timer, a model). State that gesture callbacks change while the host
/// handles an input is committed before the call returns, and does not call
/// `ViewHost/onNeedsUpdate`: there is nothing left for the driver to do.
///
/// With `playsAnimations` on, the host also plays the animations of its commits on its time, so
/// that `displayList(at:)` and `svg(at:)` show the window between commits.
///
/// **What gets through.** The engine alone decides whether an event is valid
/// (`GestureEngine.send(_:settle:hitPath:)`, and `GestureEngine.send(_:settle:scroll:)` for a
/// wheel event); the host adds its own policies in front of it, here and nowhere else:
///
/// - *bounds*: a finite location or time beyond `inputBounds` is refused with an
///   `GestureDiagnostic.Kind.outOfBounds` diagnostic (none by default);
/// - *buttons*: only the primary mouse button drives gestures; a `down`/`up` of another button is
///   ignored without a diagnostic;
/// - *hover*: a mouse `move`, `up` or `cancel` of a pointer whose button is not down is ignored
///   without a diagnostic;
/// - *late events*: with `runsLateEventsAtCurrentTime`, an event stamped earlier than `now`
///   runs at `now` instead of being rejected (off by default).
///
/// Every mouse event (in bounds, before these policies) also moves the hover location: the
/// `onHover` views under it are told they are entered or left, and what they change is committed.
/// Touch and pen events pass the buttons and hover policies as they are. Every input that ran is
/// reported to `onInputEvent` as it ran: a recorder that keeps them has a trace that replays the
/// same way.
///
/// **One door.** Every input comes in as an `InputEvent` through `send(_:)-(InputEvent)`: a
/// pointer event with its button, or a scroll wheel event. `send(_:button:)` and
/// `send(_:)-(ScrollWheelEvent)` are the same door for one kind of input.
@MainActor
public final class GestureHost {
    /// The window's views.
    public let viewHost: ViewHost
    /// The recognizer. Its trace and diagnostic hooks (`GestureEngine.onPhaseTransition`,
    /// `GestureEngine.onDiagnostic`, `GestureEngine.diagnostics`) are the host's.
    public let engine: GestureEngine

    // The properties read on every input are exempt from the run-time exclusivity check
    // (`@exclusivity(unchecked)`), which the compiler cannot remove for a class's stored
    // properties and which cost about 75 instructions an access: each access here is a plain
    // load or store, or a mutation that calls no code of the host's users, so none can overlap
    // another.

    /// The range an event's numbers must lie in (see `InputBounds`); any finite number by default.
    @exclusivity(unchecked) public var inputBounds: InputBounds = .unbounded

    /// Whether an event stamped earlier than `now` runs at `now` instead of being rejected
    /// (`GestureDiagnostic.Kind.timeWentBackwards`). For a driver on a real clock whose
    /// `advance(to:)` calls can overtake input still in transit; off by default.
    @exclusivity(unchecked) public var runsLateEventsAtCurrentTime = false

    /// Called with every input that ran, as it ran (a late event with the time it ran at), after
    /// its commit, when set: the pointer events the engine accepted (with the primary button: the
    /// others drive nothing and are not reported) and the scroll wheel events the host accepted.
    /// The inputs it sees, sent again to a fresh window in the same order and at the same times,
    /// make the same frames: it is what the playground records as a session's trace.
    public var onInputEvent: ((InputEvent) -> Void)? {
        didSet { updateInputReport() }
    }

    /// Called with every pointer event the engine accepted, as it ran, after its commit, when set.
    @available(*, deprecated, message: "use onInputEvent, which reports pointer and wheel events alike")
    public var onInput: ((PointerEvent) -> Void)? {
        get { pointerInputHook }
        set { pointerInputHook = newValue }
    }

    /// Called with every scroll wheel event the host accepted, as it ran, after its commit, when set.
    @available(*, deprecated, message: "use onInputEvent, which reports pointer and wheel events alike")
    public var onScrollWheel: ((ScrollWheelEvent) -> Void)? {
        get { wheelInputHook }
        set { wheelInputHook = newValue }
    }

    /// What the pointer-only hook of older code was given.
    private var pointerInputHook: ((PointerEvent) -> Void)? {
        didSet { updateInputReport() }
    }
    /// What the wheel-only hook of older code was given.
    private var wheelInputHook: ((ScrollWheelEvent) -> Void)? {
        didSet { updateInputReport() }
    }

    /// The one closure an input that ran is reported to: `onInputEvent` and the hooks of older
    /// code, put together when one of them is set so that an input with no hook set costs one test.
    @exclusivity(unchecked) private var reportInput: ((InputEvent) -> Void)?

    private func updateInputReport() {
        let hooks = (onInputEvent, pointerInputHook, wheelInputHook)
        if hooks.1 == nil, hooks.2 == nil {
            reportInput = hooks.0
        } else {
            reportInput = { input in
                hooks.0?(input)
                switch input {
                case .pointer(let event, _): hooks.1?(event)
                case .wheel(let event): hooks.2?(event)
                }
            }
        }
    }

    /// Reports an input that ran (`onInputEvent`).
    func reportRan(_ input: InputEvent) {
        reportInput?(input)
    }

    /// Hosts `root` in a window of `size`, with an engine whose clock starts at `startTime`.
    public convenience init<Root: View>(
        _ root: Root, size: CGSize = ViewHost.defaultSize,
        configuration: GestureConfiguration = .standard, startTime: TimeInterval = 0
    ) {
        self.init(
            viewHost: ViewHost(root, size: size),
            engine: GestureEngine(configuration: configuration, startTime: startTime))
    }

    /// Wires an existing view host and engine together.
    public init(viewHost: ViewHost, engine: GestureEngine) {
        self.viewHost = viewHost
        self.engine = engine
        invalidations = viewHost.graph.invalidations
        engaged = engine.isIdle ? [] : nil
    }

    /// `viewHost.graph.invalidations`, held here for `committingWhatItChanges(_:)`, which holds
    /// and releases its notice twice an event: reached through a field of the host's own, it is
    /// not retained around them as it is at the end of the chain through the view host and graph.
    private let invalidations: InvalidationQueue

    /// The identities of the gesture nodes this host has handed the engine (on `down`s) since it was
    /// last idle: the only attachments its sessions hold, so the only ones a refresh can match.
    /// `nil` when unknown (the engine was already busy when it was wired to this host): then every
    /// gesture node is refreshed, as `GestureEngine.refresh(_:)` ignores the rest anyway.
    @exclusivity(unchecked) private var engaged: Set<ViewIdentity>?
    /// The `onHover` views the mouse pointer is over (see `View/onHover(perform:)`).
    private var hover = HoverTracker()
    /// The scroll wheel sequence in progress, if any (see `send(_:)-(ScrollWheelEvent)`); its idle end is a
    /// deadline in the engine's queue.
    @exclusivity(unchecked) var wheelSequence: ScrollWheelSequence?
    /// Whether a wheel sequence is in progress: read for every `down`, as a plain flag instead of
    /// a copy of the sequence (whose weak reference costs to copy).
    @exclusivity(unchecked) var hasWheelSequence = false

    // MARK: Input and time

    /// The host's current time: the latest event's or `advance(to:)`'s.
    public var now: TimeInterval { engine.now }

    /// The earliest time at which `advance(to:)` must be called for a gesture to progress
    /// (a long press succeeding, a double tap timing out), a scroll wheel sequence to end or the
    /// indicators of a scroll view at rest to fade (`ScrollIndicatorTiming`), or `nil`: the
    /// engine's (`GestureEngine.nextDeadline`), whose one queue holds the host's deadlines too.
    public var nextDeadline: TimeInterval? {
        engine.nextDeadline
    }

    /// Processes one pointer event (window coordinates, host time), then commits and re-renders
    /// what it changed. Deadlines before the event fire first, each followed by its own commit,
    /// so the event is hit-tested against what the window shows at its time. An event refused
    /// (by the host's policies or by the engine) changes nothing: not even the time.
    ///
    /// - Parameters:
    ///   - event: The pointer event, in window coordinates and host time.
    ///   - button: For mouse events, the button that changed; only `PointerButton.primary`
    ///     drives gestures.
    /// - Returns: `GestureInputResult.rejected(_:)` with the reason for an event out of
    ///   `inputBounds` or one the engine rejects; `GestureInputResult.accepted` otherwise,
    ///   including events the buttons and hover policies ignore.
    @discardableResult
    public func send(_ event: PointerEvent, button: PointerButton = .primary) -> GestureInputResult {
        committingWhatItChanges { dispatch(event, button: button) }
    }

    /// Processes one input, then commits and re-renders what it changed: a pointer event with its
    /// button (as `send(_:button:)` does) or a scroll wheel event (as `send(_:)-(ScrollWheelEvent)`
    /// does). The host's one door: what a recorder saw in `onInputEvent` goes back in here.
    ///
    /// - Returns: `GestureInputResult.rejected(_:)` with the reason for an input the host's
    ///   policies or the engine refuse; such an input changes nothing, not even the time.
    ///   `GestureInputResult.accepted` otherwise.
    @discardableResult
    public func send(_ input: InputEvent) -> GestureInputResult {
        switch input {
        case .pointer(let event, let button): send(event, button: button)
        case .wheel(let event): send(event)
        }
    }

    private func dispatch(_ event: PointerEvent, button: PointerButton) -> GestureInputResult {
        if inputBounds.excludes(event) {
            return engine.recordRefusal(inputBounds.diagnostic(for: event))
        }
        if event.kind == .mouse, hover.move(to: event.phase == .cancel ? nil : event.location, in: viewHost) {
            settle()
        }
        if event.kind == .mouse {
            if button != .primary && (event.phase == .down || event.phase == .up) { return .accepted }
            if event.phase != .down && !engine.pointersDown.contains(event.pointer) { return .accepted }
        }
        var event = event
        if runsLateEventsAtCurrentTime, event.time < engine.now { event.time = engine.now }
        // The host's deadlines (a wheel sequence's idle end, indicators fading) are in the
        // engine's queue: they fire inside `engine.send`, before the event, once it is accepted.
        // A finger put down ends a wheel sequence at once (see `endWheelSequence(before:)`).
        if hasWheelSequence, event.phase == .down { endWheelSequence(before: event) }
        let result = engine.send(event, settle: settle) { [event] in
            guard let hitPath = viewHost.hitPathAttachments(at: event.location) else {
                noteEngaged([])
                return []
            }
            noteEngaged(hitPath.identities)
            return hitPath.attachments
        }
        settle()
        if result.isAccepted { reportInput?(.pointer(event)) }
        return result
    }

    /// Lets time pass to `time`: fires every deadline on the way, in order, committing after each.
    /// A time the engine rejects (non-finite, earlier than `now`) changes nothing.
    @discardableResult
    public func advance(to time: TimeInterval) -> GestureInputResult {
        committingWhatItChanges { engine.advance(to: time, settle: settle) }
    }

    /// Commits state changed outside gestures (a timer, a model); returns whether anything changed.
    @discardableResult
    public func update() -> Bool {
        committingWhatItChanges {
            let changed = viewHost.needsUpdate
            settle()
            return changed
        }
    }

    /// Fails every gesture in progress and forgets every pointer (the window lost focus), then commits.
    public func cancelAll(reason: GestureFailureReason = .cancelled) {
        committingWhatItChanges {
            engine.cancelAll(reason: reason)
            settle()
        }
    }

    /// Runs one input (`body` ends by settling), with `ViewHost/onNeedsUpdate` held back: what
    /// the callbacks invalidate is committed here, so telling the driver would only make it run an
    /// empty update. What is still waiting at the end is told then.
    func committingWhatItChanges<Result>(_ body: () -> Result) -> Result {
        invalidations.holdNotice()
        defer { invalidations.releaseNotice() }
        // What the views' actions start here sleeps on the window's clock (``ViewHost/taskClock``).
        return viewHost.withTaskClock(body)
    }

    /// Commits pending state changes and keeps the engine's view of the tree current, until
    /// nothing changes (at most `ViewHost.maximumCommitRounds` rounds, the bound of `ViewHost/commit()`).
    func settle() {
        // Most inputs change nothing the window shows: then this is a test, and no frame (the
        // commit loop's registers and stack) is set up for it.
        if viewHost.needsUpdate { commitUntilSettled() }
        for feature in viewHost.graph.features { feature.schedule(in: engine) }
    }

    /// `settle()`'s commits, while anything needs one.
    @inline(never) private func commitUntilSettled() {
        var rounds = 0
        while viewHost.needsUpdate && rounds < ViewHost.maximumCommitRounds {
            rounds += 1
            let result = viewHost.commit()
            recordPlayback()
            // Told even when idle: the engine keeps finished gesture trees for reuse, and those of
            // views that left (with the closures they hold) must go with them.
            if !result.removedIdentities.isEmpty {
                engine.remove(result.removedIdentities.lazy.map { AnyHashable($0) })
            }
            if !engine.isIdle {
                engine.refresh(
                    engaged.map(viewHost.gestureAttachments(identifiedBy:)) ?? viewHost.allGestureAttachments())
            }
        }
    }

    /// Remembers the gesture nodes of a `down`'s hit path, given by their identities (`nil`: an
    /// attachment's id is not a view identity, so they are unknown; see `engaged`); an idle
    /// engine holds none of the earlier ones, so they are forgotten first.
    func noteEngaged(_ identities: Set<ViewIdentity>?) {
        guard let identities else {
            engaged = nil
            return
        }
        if engine.isIdle {
            engaged = identities
        } else if engaged != identities {
            // A second finger on the views of the first (a pinch) brings the set the first one
            // did, most often the very same (the hit path's attachments are kept between commits,
            // `HitPathAttachments`), and equal sets compare by identity first: no hashing then.
            engaged?.formUnion(identities)
        }
    }

    // MARK: What the window shows

    /// The insets of the window's safe area (`ViewHost/safeAreaInsets`), zero by default; the
    /// next commit lays out with them.
    public var safeAreaInsets: EdgeInsets {
        get { viewHost.safeAreaInsets }
        set { viewHost.safeAreaInsets = newValue }
    }

    /// What the last commit drew.
    public var displayList: DisplayList { viewHost.displayList }

    /// The window as an SVG document.
    public func svg() -> String { viewHost.svg() }

    // MARK: Animations between commits

    /// Whether the host plays the animations its commits ask for (`DisplayItem/animations`) on
    /// its own time, so that `displayList(at:)` and `svg(at:)` show the frames in between.
    ///
    /// Off by default: keeping the animations costs work on every animated commit, which a host
    /// driven by a renderer of its own (the playground plays them on its clock) does not need.
    /// Turning it on starts from what the window shows then, with nothing animating.
    public var playsAnimations: Bool {
        get { playback != nil }
        set {
            guard newValue != playsAnimations else { return }
            playback = newValue ? FrameAnimator() : nil
            playbackCommit = nil
            recordPlayback()
        }
    }

    /// What the window shows at `time` (host time): the last commit's `displayList` with the
    /// animations still running then played to `time`, as a renderer would draw it.
    ///
    /// The same as `displayList` unless `playsAnimations` is on, and from the moment every
    /// animation is complete. Each commit's animations start at the host time of the commit (the
    /// event's or `advance(to:)`'s); `time` may lie past `now`, showing how the window goes on
    /// if nothing else happens, but not before the last commit.
    ///
    /// ```swift
    /// host.playsAnimations = true
    /// host.send(PointerEvent(phase: .up, location: point, time: 1)) // commits an animated change
    /// let halfway = host.displayList(at: 1 + 0.5 * duration)
    /// ```
    public func displayList(at time: TimeInterval) -> DisplayList {
        recordPlayback()
        return playback?.frame(at: time) ?? viewHost.displayList
    }

    /// The window at `time` (host time) as an SVG document: `displayList(at:)` drawn.
    public func svg(at time: TimeInterval) -> String {
        SVGWriter.write(displayList(at: time))
    }

    /// Whether an animation of the window is still running at `time` (host time); always `false`
    /// unless `playsAnimations` is on.
    public func isAnimating(at time: TimeInterval) -> Bool {
        recordPlayback()
        return playback?.isAnimating(at: time) ?? false
    }

    /// Plays the window's commits when `playsAnimations` is on.
    private var playback: FrameAnimator?
    /// The commit `playback` last took (`ViewHost/commitCount`).
    private var playbackCommit: Int?

    /// Gives `playback` the latest commit, if it has not had it, at the host's time. Commits
    /// made on `viewHost` directly are taken when the host next commits or is asked for a frame.
    private func recordPlayback() {
        guard playback != nil, playbackCommit != viewHost.commitCount else { return }
        playbackCommit = viewHost.commitCount
        playback?.commit(viewHost.displayList, at: engine.now)
    }

    /// The text of every rendered `Text`, in drawing order.
    public func texts() -> [String] { viewHost.texts() }

    /// The rendered bounds, in window space with effects applied, of the view with accessibility
    /// identifier `identifier`, or `nil` if none is shown.
    public func frame(ofAccessibilityIdentifier identifier: String) -> CGRect? {
        viewHost.frame(ofAccessibilityIdentifier: identifier)
    }

    // MARK: Tracing

    /// Called for every change of phase of every gesture, when set (the engine's hook).
    public var onPhaseTransition: ((GesturePhaseTransition) -> Void)? {
        get { engine.onPhaseTransition }
        set { engine.onPhaseTransition = newValue }
    }

    /// Called just before every gesture callback runs, with its argument, when set (the engine's
    /// hook, `GestureEngine.onCallback`).
    public var onCallback: ((GestureCallbackRecord) -> Void)? {
        get { engine.onCallback }
        set { engine.onCallback = newValue }
    }

    /// Called with every rejected input, when set (the engine's hook).
    public var onDiagnostic: ((GestureDiagnostic) -> Void)? {
        get { engine.onDiagnostic }
        set { engine.onDiagnostic = newValue }
    }

    /// The most recent rejected inputs, oldest first.
    public var diagnostics: [GestureDiagnostic] { engine.diagnostics }
}
