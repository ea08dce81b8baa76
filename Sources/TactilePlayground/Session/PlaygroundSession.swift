import Foundation
import Synchronization
import Tactile
import TactileExamples
import TactileTraceFormat

/// One open page: a fresh instance of one scene in its own `GestureHost`, fed with the page's
/// pointer events, and the frames that go back.
///
/// **Time.** The host runs on the page's clock: an event's time is seconds since the page's first
/// event. The session keeps the offset between that clock and its own (the smallest
/// `arrival − event time` seen, i.e. the least delayed event) and wakes on its own at
/// `nextDeadline + offset` to call `GestureHost/advance(to:)`, so a long press ends on time
/// with no further input. An event that arrives after a deadline fired for a later time than its
/// own is run at the host's current time instead (it cannot go back).
///
/// **Input.** Each event goes to the host as the page sent it; the host decides (its bounds,
/// buttons and hover policies, then the engine's checks) and the session reports what it refused
/// in the next frame's `diagnostics`. What the host ran is recorded (`SessionTrace`) and goes
/// back to the page on a `trace` request, so a download is what ran, not what was sent.
///
/// **Frames.** Every input, deadline and outside update that commits sends a frame: the SVG, the
/// phase changes since the last frame, the pointer readout. While a display list asks for
/// animations, in-between frames follow at 60 Hz (Tactile's `FrameAnimator`, on the server's clock).
///
/// Everything runs on the main actor (`GestureHost` is main-actor bound); sessions share nothing,
/// and `close()` stops the session's timers so that it can be freed.
@MainActor
public final class PlaygroundSession {
    /// The scene.
    public let example: Example
    /// The window.
    public let host: GestureHost
    /// The limits enforced on what the page sends.
    public let limits: SessionLimits
    /// What a test downloaded from this session builds (`sessionTest(date:)`).
    public let testSubject: SessionTestSubject
    /// The variant the page asked for, whose environment values a downloaded test sets too.
    let variant: SceneVariant

    private let output: @Sendable (ServerMessage) -> Void
    private let epoch: ContinuousClock.Instant
    /// The stage's time as the window's work sleeps on it (its task clock): paused, stepped and
    /// resumed with the stage.
    private let stageClock: StageClock
    /// The `@AppStorage` store, handed back for reuse on `close()`.
    private let appStorage: AppStorageSuites.Suite?
    /// Server seconds minus page seconds, from the least delayed event so far.
    private var clockOffset: Double?
    private var animator = FrameAnimator()
    private let readout = PointerReadoutTracker()
    private var trace: SessionTrace
    /// The page event being handed to the host: when it arrived (server seconds) and its time on
    /// the page's clock.
    private var sending: (arrival: Double, pageTime: Double)?
    private var pendingTransitions: [GesturePhaseTransition] = []
    private var pendingDiagnostics: [String] = []
    private var lastCommitCount = -1
    private var bucket: TokenBucket
    private var deadlineTask: Task<Void, Never>?
    private var deadlineScheduledFor: Double?
    private var animationTask: Task<Void, Never>?
    private var updateScheduled = false
    /// The last phase of every gesture, by trace name, for the inspector.
    private var phases: [String: GesturePhaseKind] = [:]
    /// The stage's recent commits, for scrubbing while paused.
    private var history = FrameHistory()
    /// Seconds the stage's clock lags the server's: the time spent paused, less the frames stepped.
    private var pausedDuration = 0.0
    /// While the stage is paused: the stage time shown, and the latest stage time reached.
    private var paused: (shown: Double, reached: Double)?
    /// An update outside gestures came while the stage was paused: it runs on resume.
    private var updateHeld = false
    /// A step ended sleeps of the window's work: the updates they make run while paused.
    private var stepWokeWork = false
    /// The page ran the accessibility audit: each frame whose window changed carries it again.
    private var auditing = false
    /// Whether `close()` ran.
    public private(set) var isClosed = false

    /// The frame rate of animation frames.
    static let animationFrameInterval = 1.0 / 60

    /// Starts `example` in a fresh window; `output` receives every message for the page, in order.
    public convenience init(
        example: Example, limits: SessionLimits = .standard, testSubject: SessionTestSubject? = nil,
        output: @escaping @Sendable (ServerMessage) -> Void
    ) {
        self.init(
            example: example, limits: limits, testSubject: testSubject, variant: SceneVariant(), carried: nil,
            output: output)
    }

    /// Starts `example` in a window whose views get back the state `carried` holds where they did
    /// not change (a reload of a package's previews), and tells the page how much was kept.
    init(
        example: Example, limits: SessionLimits, testSubject: SessionTestSubject?, variant: SceneVariant,
        carried: CarriedStateBoard.Handover?, output: @escaping @Sendable (ServerMessage) -> Void
    ) {
        let start = ContinuousClock.now
        epoch = start
        stageClock = StageClock(epoch: start)
        self.variant = variant
        self.example = example
        self.testSubject = testSubject ?? .example(id: example.id)
        self.limits = limits
        self.output = output
        self.bucket = TokenBucket(rate: limits.messagesPerSecond, capacity: limits.messageBurst)
        SessionCensus.liveSessions.add(1, ordering: .relaxed)
        // `@AppStorage` gets a store of its own, so sessions never see each other's settings.
        appStorage = AppStorageSuites.shared.take()
        let viewHost = ViewHost(
            example.makeView(), size: example.windowSize, defaults: appStorage?.defaults,
            environment: WindowEnvironment(), carriedState: carried?.state?.entries ?? [])
        // `Task.sleep` and `Timer.publish` in the views' work run on the stage's time.
        viewHost.taskClock = stageClock
        host = GestureHost(viewHost: viewHost, engine: GestureEngine())
        host.inputBounds = EventBounds.inputBounds
        host.runsLateEventsAtCurrentTime = true
        trace = SessionTrace(
            scene: example.id,
            window: TraceSize(
                width: Double(example.windowSize.width),
                height: Double(example.windowSize.height)),
            capacity: limits.maxTraceEvents)
        host.onInputEvent = { [weak self] input in self?.hostRan(input) }
        host.onPhaseTransition = { [weak self] transition in
            self?.pendingTransitions.append(transition)
            self?.phases[transition.gesture] = transition.to
        }
        host.onDiagnostic = { [weak self] diagnostic in
            self?.pendingDiagnostics.append(String(describing: diagnostic))
        }
        viewHost.onNeedsUpdate = { [weak self] in
            Task { @MainActor in self?.scheduleOutsideUpdate() }
        }
        output(.hello(scene: SceneInfo(example), limits: limits))
        if let carried {
            let outcome = viewHost.carriedStateOutcome
            output(
                .state(
                    CarriedStateReport(
                        carried: outcome?.restored ?? 0,
                        notCarried: (carried.state?.notCarried ?? 0) + (outcome?.unmatched ?? 0),
                        message: carried.problem)))
        }
        sendFrame(cause: .start, ack: nil)
    }

    deinit {
        SessionCensus.liveSessions.subtract(1, ordering: .relaxed)
    }

    /// Stage time: seconds since the session started, less the time the stage spent paused.
    /// Everything the session times (the page's clock offset, deadlines, animations) runs on it.
    private var serverNow: Double { realNow - pausedDuration }

    /// Seconds since the session started.
    private var realNow: Double {
        let d = ContinuousClock.now - epoch
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// The host time that corresponds to now.
    private var hostNow: Double {
        guard let clockOffset else { return host.now }
        return max(host.now, serverNow - clockOffset)
    }

    // MARK: Input

    /// Handles one text message from the page. Returns an error message when the message breaks
    /// the protocol or the limits; the caller then closes the connection.
    public func receive(_ text: String) -> String? {
        guard !isClosed else { return "session closed" }
        if text.utf8.count > limits.maxMessageBytes {
            return "message larger than \(limits.maxMessageBytes) bytes"
        }
        guard bucket.take(at: serverNow) else {
            return "more than \(Int(limits.messagesPerSecond)) messages per second"
        }
        let message: ClientMessage
        do {
            message = try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
        } catch let unknown as ClientMessage.UnknownType {
            return "unknown message type \(Self.quoted(unknown.type))"
        } catch {
            return "not a valid message: \(error)"
        }
        switch message {
        case .input(let seq, let events):
            guard events.count <= limits.maxEventsPerMessage else {
                return "more than \(limits.maxEventsPerMessage) events in one message"
            }
            guard paused == nil else {
                // Virtual time is held: input would move it. Said in the frame, nothing else changes.
                pendingDiagnostics.append("paused: the stage's time is paused; resume to interact")
                sendFrame(cause: .input, ack: seq)
                return nil
            }
            for event in events { run(event) }
            scheduleDeadline()
            sendFrame(cause: .input, ack: seq)
        case .ping(let seq):
            sendFrame(cause: .ping, ack: seq, force: true)
        case .trace(let seq):
            output(.trace(ack: seq, trace: trace.text(source: "playground \(Self.timestamp(Date()))")))
        case .test(let seq):
            let test = sessionTest(date: Date())
            output(.test(ack: seq, fileName: test.fileName, source: test.source))
        case .inspect(let seq, let x, let y):
            let point = CGPoint(x: x, y: y)
            output(.inspection(ack: seq, inspection: ViewInspection.inspect(host, at: point, phases: phases)))
        case .time(let seq, let action, let to):
            control(action, to: to)
            sendFrame(cause: .time, ack: seq)
        case .audit(let seq):
            auditing = true
            output(.audit(ack: seq, findings: AuditFinding.audit(host)))
        case .key(let seq, let input):
            guard paused == nil else {
                pendingDiagnostics.append("paused: the stage's time is paused; resume to interact")
                sendFrame(cause: .input, ack: seq)
                return nil
            }
            switch input.press() {
            case .success(let press):
                // Not recorded in the trace: the trace format holds pointer, wheel and time
                // events, so a downloaded trace or test replays the pointers only.
                host.viewHost.sendKey(
                    press.key, characters: press.characters, modifiers: press.modifiers, phase: press.phase)
                host.update()
                scheduleDeadline()
            case .failure(let error):
                pendingDiagnostics.append("key ignored: \(error.message)")
            }
            sendFrame(cause: .input, ack: seq)
        }
        return nil
    }

    // MARK: Time control

    /// The length of one step: a frame at 60 Hz, the rate animation frames are sent at.
    static let stepInterval = animationFrameInterval

    /// Pauses, steps, scrubs or resumes the stage's time (`TimeControlAction`).
    private func control(_ action: TimeControlAction, to: Double?) {
        switch action {
        case .pause:
            pause()
        case .step:
            pause()
            guard var state = paused else { return }
            state.shown += Self.stepInterval
            if state.shown > state.reached {
                // Virtual time moves one frame on: the host's deadlines up to it fire.
                state.reached = state.shown
                if let clockOffset, state.shown - clockOffset > host.now { host.advance(to: state.shown - clockOffset) }
                // The views' sleeps up to it end, and what they change shows.
                if stageClock.move(to: state.reached) > 0 {
                    stepWokeWork = true
                    // An update held since the pause left the views invalid, so what the woken
                    // work changes asks for no new update: run the held one now.
                    if updateHeld {
                        updateHeld = false
                        scheduleOutsideUpdate()
                    }
                }
            }
            paused = state
        case .scrub:
            pause()
            guard var state = paused, let to, to.isFinite else { return }
            state.shown = min(state.reached, max(history.earliest ?? state.reached, to))
            paused = state
        case .resume:
            guard let state = paused else { return }
            // The stage's clock goes on from the latest moment reached, not from the wall clock.
            pausedDuration = realNow - state.reached
            stageClock.resume(at: state.reached)
            stepWokeWork = false
            paused = nil
            scheduleDeadline()
            if updateHeld {
                updateHeld = false
                scheduleOutsideUpdate()
            }
        }
    }

    /// Holds the stage at the moment now: no deadline fires and no animation frame is sent.
    private func pause() {
        guard paused == nil else { return }
        let now = serverNow
        // What changed before the pause (a view's work that just woke) shows in the paused frame.
        host.update()
        paused = (now, now)
        stageClock.pause(at: now)
        deadlineTask?.cancel()
        deadlineTask = nil
        deadlineScheduledFor = nil
    }

    /// The session as a Swift Testing file (`SessionTestWriter`): its trace, replayed on a fresh
    /// instance of the scene in a store of its own, gives the texts and frames the test expects —
    /// the same replay the test's `TouchSimulator` does, with every pending deadline fired.
    public func sessionTest(date: Date) -> (fileName: String, source: String) {
        let traceJSON = trace.text(source: "playground \(Self.timestamp(date))")
        let suite = AppStorageSuites.shared.take()
        defer { if let suite { AppStorageSuites.shared.recycle(suite) } }
        let outcome = SessionOutcome.replaying(
            trace.events, on: example.makeView(), size: example.windowSize,
            defaults: suite?.defaults)
        return SessionTestWriter.write(
            subject: testSubject, title: example.title, traceJSON: traceJSON, size: example.windowSize,
            environment: variant.windowEnvironment, outcome: outcome, date: date)
    }

    /// Hands one input to the host, which decides what to do with it (see `hostRan(_:)`).
    private func run(_ input: InputEvent) {
        sending = (serverNow, input.time)
        defer { sending = nil }
        host.send(input)
    }

    /// The host ran `input` (the page's, at the time it ran at): the trace keeps it, pointer and
    /// wheel events in the order they ran, so a download replays the session; the readout follows
    /// the pointers.
    private func hostRan(_ input: InputEvent) {
        noteClock()
        if case .pointer(let event, _) = input { readout.record(event) }
        trace.record(input)
    }

    /// An event the page sent ran: the clock offset learns from it (never from one out of bounds).
    private func noteClock() {
        if let sending { clockOffset = min(clockOffset ?? .infinity, sending.arrival - sending.pageTime) }
    }

    // MARK: Time

    /// Makes sure a timer wakes the session at the host's next deadline.
    private func scheduleDeadline() {
        guard let deadline = host.nextDeadline, let clockOffset else {
            deadlineTask?.cancel()
            deadlineTask = nil
            deadlineScheduledFor = nil
            return
        }
        if deadlineScheduledFor == deadline, deadlineTask != nil { return }
        deadlineTask?.cancel()
        deadlineScheduledFor = deadline
        let wake = epoch + Self.duration(deadline + clockOffset + pausedDuration)
        SessionCensus.pendingTimers.add(1, ordering: .relaxed)
        deadlineTask = Task { @MainActor [weak self] in
            defer { SessionCensus.pendingTimers.subtract(1, ordering: .relaxed) }
            do { try await Task.sleep(until: wake, clock: .continuous) } catch { return }
            self?.fireDeadline(deadline)
        }
    }

    private func fireDeadline(_ deadline: Double) {
        guard !isClosed, paused == nil else { return }
        deadlineTask = nil
        deadlineScheduledFor = nil
        if deadline > host.now { host.advance(to: deadline) }
        scheduleDeadline()
        sendFrame(cause: .deadline, ack: nil)
    }

    private func scheduleOutsideUpdate() {
        guard !isClosed, !updateScheduled else { return }
        updateScheduled = true
        Task { @MainActor [weak self] in
            guard let self, !self.isClosed else { return }
            self.updateScheduled = false
            guard self.paused == nil || self.stepWokeWork else {
                self.updateHeld = true
                return
            }
            if self.host.update() { self.sendFrame(cause: .update, ack: nil) }
        }
    }

    private func startAnimationFrames() {
        guard animationTask == nil else { return }
        SessionCensus.pendingTimers.add(1, ordering: .relaxed)
        animationTask = Task { @MainActor [weak self] in
            defer { SessionCensus.pendingTimers.subtract(1, ordering: .relaxed) }
            var next = ContinuousClock.now
            while true {
                next = next + Self.duration(Self.animationFrameInterval)
                do { try await Task.sleep(until: next, clock: .continuous) } catch { return }
                guard let self, !self.isClosed, self.paused == nil else {
                    self?.animationTask = nil
                    return
                }
                if !self.sendAnimationFrame() {
                    self.animationTask = nil
                    return
                }
            }
        }
    }

    // MARK: Output

    private func sendFrame(cause: ServerMessage.FrameCause, ack: Int?, force: Bool = false) {
        guard !isClosed else { return }
        // A paused stage commits at the latest moment it reached and shows the moment chosen.
        let now = paused?.reached ?? serverNow
        let committed = host.viewHost.commitCount != lastCommitCount
        if committed {
            lastCommitCount = host.viewHost.commitCount
            animator.commit(host.displayList, at: now)
            history.record(animator, at: now)
        }
        let shown = paused?.shown ?? now
        let list = paused != nil ? history.frame(at: shown) ?? animator.frame(at: shown) : animator.frame(at: now)
        let animating = paused == nil && animator.isAnimating(at: now)
        let frame = ServerMessage.Frame(
            cause: cause, ack: ack, time: host.now, svg: list.svg(),
            transitions: pendingTransitions, readout: readout.readout(), animating: animating,
            diagnostics: pendingDiagnostics.isEmpty ? nil : pendingDiagnostics,
            traceEvents: cause == .input ? trace.events.count : nil,
            timeControl: paused.map {
                TimeControlState(shown: $0.shown, earliest: history.earliest ?? $0.shown, latest: $0.reached)
            },
            // The audit again where the window changed, so the page's outlines follow moving views.
            audit: auditing && committed ? AuditFinding.audit(host) : nil)
        pendingTransitions.removeAll()
        pendingDiagnostics.removeAll()
        output(.frame(frame))
        if animating { startAnimationFrames() }
    }

    /// Sends one in-between frame; returns whether animations go on.
    private func sendAnimationFrame() -> Bool {
        let now = serverNow
        let animating = animator.isAnimating(at: now)
        output(
            .frame(
                ServerMessage.Frame(
                    cause: .animation, time: hostNow, svg: animator.frame(at: now).svg(), animating: animating)))
        return animating
    }

    /// Stops the session's timers and fails its gestures; nothing is sent afterwards.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        stageClock.close()
        deadlineTask?.cancel()
        animationTask?.cancel()
        deadlineTask = nil
        animationTask = nil
        host.onPhaseTransition = nil
        host.onDiagnostic = nil
        host.onInputEvent = nil
        host.viewHost.onNeedsUpdate = nil
        host.cancelAll()
        if let appStorage { AppStorageSuites.shared.recycle(appStorage) }
    }

    /// The most characters of a string from the page that an error message repeats.
    nonisolated static let maxQuotedCharacters = 40

    /// `text` in quotes for an error message, cut to `maxQuotedCharacters` characters: the page
    /// learns what was refused without getting its whole message back.
    nonisolated static func quoted(_ text: String) -> String {
        text.count <= maxQuotedCharacters ? "\"\(text)\"" : "\"\(text.prefix(maxQuotedCharacters))…\""
    }

    /// `date` as an ISO 8601 instant in UTC, to the second, for a trace's `source`.
    nonisolated static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    /// The longest a session's timer sleeps, in seconds: about 31 years, well inside what a
    /// `Duration` in nanoseconds can hold. Nothing the bounds let in comes near it; it is there so
    /// that no arithmetic slip can turn into a crash.
    nonisolated static let longestSleep: Double = 1e9

    /// `seconds` as a duration, saturating: negative or NaN is zero, more than `longestSleep` is
    /// `longestSleep`.
    nonisolated static func duration(_ seconds: Double) -> Duration {
        guard seconds > 0 else { return .zero }
        return .nanoseconds(Int64((min(seconds, longestSleep) * 1e9).rounded()))
    }
}

extension SceneInfo {
    init(_ example: Example) {
        self.init(
            id: example.id, title: example.title, source: example.source,
            width: Double(example.windowSize.width), height: Double(example.windowSize.height))
    }
}

/// Allows `rate` messages per second on average, `capacity` at once.
struct TokenBucket {
    let rate: Double
    let capacity: Double
    private var tokens: Double
    private var last: Double?

    init(rate: Double, capacity: Double) {
        self.rate = rate
        self.capacity = capacity
        self.tokens = capacity
    }

    /// Takes a token at `time` (seconds); false when none is left.
    mutating func take(at time: Double) -> Bool {
        if let last { tokens = min(capacity, tokens + max(0, time - last) * rate) }
        last = time
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
