import Foundation
import TactileGestures

/// Runs a decoded scenario on a ``GestureEngine`` and checks every invariant after every call
/// (Docs/Robustness.md lists them).
@MainActor
public enum EngineInvariants {
    /// Decodes `bytes` into a scene and a step stream, runs it, drains it (every pointer up, every
    /// deadline reached) and returns what broke.
    /// With `trace`, the report lists every input, transition and callback.
    public static func run(_ bytes: [UInt8], trace: Bool = false) -> RunReport {
        let (scene, steps) = ScenarioDecoder.engineScenario(bytes)
        let run = EngineRun(scene: scene, steps: steps, tracing: trace) { EngineDriver(scene: $0) }
        run.execute()
        return run.report
    }
}

/// One run of a generated scene: the driver (engine or host), the scene, the model and the
/// oracle's bookkeeping.
@MainActor
final class EngineRun {
    private let steps: [Step]
    private let log = ProbeCallLog()
    private let scene: EngineScene
    private var driver: (any ScenarioDriver)!
    private var engine: GestureEngine { driver.engine }
    private let tracker = LifeTracker(exclusiveKeys: true)
    private var model: InputModel
    private var clock: TimeInterval = 0
    private(set) var report: RunReport

    // Per input.
    private var call = ""
    private var transitionsThisInput = 0
    private var callbacksThisInput = 0
    private var stateWritesThisInput = 0
    private var diagnosticsThisInput: [GestureDiagnostic.Kind] = []
    private var pendingRecord: (key: String, kind: GestureCallbackKind, serials: [Int])?
    /// Per probe and attempt: the terminal callbacks the probe got and its last `onChanged` value.
    private var probeAttempts: [ProbeAttempt: (terminal: [GestureCallbackKind], lastChanged: Int?)] = [:]

    private struct ProbeAttempt: Hashable {
        var probe: Int
        var serial: Int
    }

    private let tracing: Bool

    init(scene spec: EngineSceneSpec, steps: [Step], tracing: Bool = false,
         driver makeDriver: (EngineScene) -> any ScenarioDriver) {
        self.steps = steps
        self.tracing = tracing
        scene = EngineScene(spec: spec, log: log)
        model = InputModel(pointerLimit: spec.pointerLimit)
        report = RunReport(scenario: spec.description + "\nsteps:\n" + steps.map { "  \($0)" }.joined(separator: "\n"))
        driver = makeDriver(scene)
        tracker.report = { [unowned self] in violation($0) }
        engine.onPhaseTransition = { [unowned self] in observe($0) }
        engine.onCallback = { [unowned self] in observe($0) }
        engine.onDiagnostic = { [unowned self] in diagnosticsThisInput.append($0.kind) }
        engine.onGestureStateChange = { [unowned self] _ in stateWritesThisInput += 1 }
        log.receive = { [unowned self] in observe($0) }
    }

    func execute() {
        for step in steps { run(step) }
        drain()
    }

    // MARK: Steps

    private func run(_ step: Step) {
        switch step {
        case .down(let choice, let target, let kind, let x, let y):
            let pointer = model.resolve(choice)
            send(PointerEvent(pointer: pointer, phase: .down, location: driver.location(forDownOn: target, x: x, y: y),
                              time: clock, kind: kind), view: target)
        case .move(let choice, let dx, let dy):
            let pointer = model.resolve(choice)
            let from = locations[pointer] ?? .zero
            send(PointerEvent(pointer: pointer, phase: .move, location: CGPoint(x: from.x + dx, y: from.y + dy),
                              time: clock, kind: kinds[pointer] ?? .touch))
        case .up(let choice):
            let pointer = model.resolve(choice)
            send(PointerEvent(pointer: pointer, phase: .up, location: locations[pointer] ?? .zero, time: clock,
                              kind: kinds[pointer] ?? .touch))
        case .cancel(let choice):
            let pointer = model.resolve(choice)
            send(PointerEvent(pointer: pointer, phase: .cancel, location: locations[pointer] ?? .zero, time: clock,
                              kind: kinds[pointer] ?? .touch))
        case .wait(let dt):
            clock += dt
        case .advance(let dt):
            advance(to: clock + dt)
        case .advanceToDeadline(let offset):
            if let deadline = engine.nextDeadline { advance(to: deadline + offset) }
        case .invalid(let input, let choice):
            let pointer = model.resolve(choice)
            let at = locations[pointer] ?? CGPoint(x: 10, y: 10)
            switch input {
            case .nonFiniteLocation(let phase, let x, let y):
                send(PointerEvent(pointer: pointer, phase: phase, location: CGPoint(x: x, y: y), time: clock), view: 0)
            case .nonFiniteTime(let phase, let time):
                send(PointerEvent(pointer: pointer, phase: phase, location: at, time: time), view: 0)
            case .timeBackwards(let phase, let dt):
                send(PointerEvent(pointer: pointer, phase: phase, location: at, time: engine.now - dt), view: 0)
            case .advanceNonFinite(let time):
                advance(to: time)
            case .advanceBackwards(let dt):
                advance(to: engine.now - dt)
            }
        case .pointerBurst:
            let first = 1_000
            for offset in 0..<ScenarioLimits.pointerBurst {
                send(PointerEvent(pointer: first + offset, phase: .down, location: CGPoint(x: Double(offset) * 7, y: 5),
                                  time: clock), view: 0)
            }
            for offset in 0..<ScenarioLimits.pointerBurst where model.isDown(first + offset) {
                send(PointerEvent(pointer: first + offset, phase: .up, location: CGPoint(x: Double(offset) * 7, y: 5),
                                  time: clock))
            }
        case .remove(let attachment):
            remove(attachment)
        case .cancelAll:
            cancelAll()
        }
    }

    /// Every pointer lifted, then time advanced deadline by deadline until none is left: the
    /// engine must then be idle with every gesture state back to its initial value.
    private func drain() {
        for pointer in model.pointers {
            send(PointerEvent(pointer: pointer, phase: .up, location: locations[pointer] ?? .zero, time: clock,
                              kind: kinds[pointer] ?? .touch))
        }
        var advances = 0
        while let deadline = engine.nextDeadline {
            advances += 1
            if advances > ScenarioLimits.maximumDrainAdvances {
                violation("deadlines kept coming after every pointer lifted (next at \(deadline))")
                return
            }
            advance(to: deadline)
        }
        call = "end of run"
        if !engine.isIdle { violation("the engine is not idle after every pointer lifted and every deadline passed") }
        for (key, life) in tracker.liveAttempts {
            violation("\(key) is still \(life.phase) after every pointer lifted and every deadline passed")
        }
        checkStates(requireInitial: true)
    }

    // MARK: Inputs

    private var locations: [PointerID: CGPoint] = [:]
    private var kinds: [PointerID: PointerKind] = [:]

    private func send(_ event: PointerEvent, view: Int = 0) {
        let ignored = driver.ignoresHover && model.hostIgnores(event)
        let expected = ignored ? nil : model.rejection(of: event)
        let description = "\(event.phase) pointer \(event.pointer) (\(event.kind)) at (\(event.location.x), "
            + "\(event.location.y)) t=\(event.time)" + (event.phase == .down ? " on view \(view)" : "")
        perform(description, expected: expected, accepted: { if !ignored { accept(event) } }) {
            driver.send(event, onView: view)
        }
    }

    private func accept(_ event: PointerEvent) {
        model.accept(event)
        clock = max(clock, event.time)
        switch event.phase {
        case .down, .move:
            locations[event.pointer] = event.location
            kinds[event.pointer] = event.kind
        case .up, .cancel:
            locations[event.pointer] = nil
            kinds[event.pointer] = nil
        }
    }

    private func advance(to time: TimeInterval) {
        let expected = model.rejection(ofAdvanceTo: time)
        perform("advance(to: \(time))", expected: expected, accepted: {
            model.accept(advanceTo: time)
            clock = max(clock, time)
        }) { driver.advance(to: time) }
    }

    private func remove(_ attachment: Int) {
        guard attachment < scene.spec.attachments.count else { return }
        let before = tracker.liveAttempts
        let alreadyRemoved = scene.removed
        var gone: Set<Int> = []
        perform("remove the view of attachment #\(attachment)", expected: nil, accepted: { scene.removed.formUnion(gone) }) {
            gone = driver.removeView(holding: attachment)
            return .accepted
        }
        let keys = gone.subtracting(alreadyRemoved).reduce(into: Set<String>()) { $0.formUnion(scene.keysByAttachment[$1] ?? []) }
        for (key, life) in before where keys.contains(key) {
            guard let now = tracker.lives[key]?.first(where: { $0.serial == life.serial }) else { continue }
            if now.phase != .failed || now.reason != .removed {
                violation("\(key) was \(life.phase) when its view was removed and is now \(now.phase)"
                    + (now.reason.map { " (\($0))" } ?? "") + ", not failed(removed)")
            }
        }
    }

    private func cancelAll() {
        let live = tracker.liveAttempts
        perform("cancelAll", expected: nil, accepted: {
            model.forgetPointers()
            locations.removeAll()
            kinds.removeAll()
        }) {
            driver.cancelAll()
            return .accepted
        }
        for (key, life) in live {
            guard let now = tracker.lives[key]?.first(where: { $0.serial == life.serial }) else { continue }
            if now.phase != .failed || now.reason != .cancelled {
                violation("\(key) was \(life.phase) at cancelAll and is now \(now.phase), not failed(cancelled)")
            }
        }
        if !engine.isIdle { violation("the engine is not idle after cancelAll") }
    }

    /// Makes one engine call and checks everything the oracle can check after it.
    private func perform(
        _ description: String, expected: GestureDiagnostic.Kind?, accepted: () -> Void = {},
        _ body: () -> GestureInputResult
    ) {
        call = description
        if tracing { report.trace.append("→ \(description)") }
        transitionsThisInput = 0
        callbacksThisInput = 0
        stateWritesThisInput = 0
        diagnosticsThisInput = []
        let before = snapshot()
        let result = body()
        if expected == nil { accepted() }
        report.inputs += 1
        report.transitions += transitionsThisInput
        report.callbacks += callbacksThisInput
        if pendingRecord != nil {
            violation("a callback record for \(pendingRecord!.key) was not followed by its callback")
            pendingRecord = nil
        }
        if let expected {
            report.rejected += 1
            if case .rejected(let diagnostic) = result {
                if diagnostic.kind != expected { violation("rejected as \(diagnostic.kind), expected \(expected)") }
            } else {
                violation("accepted, but it is invalid (\(expected))")
            }
            if diagnosticsThisInput != [expected] {
                violation("diagnostics \(diagnosticsThisInput) for a rejected input, expected [\(expected)]")
            }
            if transitionsThisInput + callbacksThisInput + stateWritesThisInput > 0 {
                violation("a rejected input caused \(transitionsThisInput) transitions, \(callbacksThisInput) "
                    + "callbacks and \(stateWritesThisInput) gesture state writes")
            }
            let after = snapshot()
            if after != before { violation("a rejected input changed the engine: \(before) → \(after)") }
        } else {
            if !result.isAccepted { violation("rejected (\(result)), but it is valid") }
            if !diagnosticsThisInput.isEmpty { violation("diagnostics \(diagnosticsThisInput) for a valid input") }
        }
        closeInput()
    }

    private struct Snapshot: Equatable, CustomStringConvertible {
        var pointers: [PointerID]
        var now: TimeInterval
        var deadline: TimeInterval?
        var states: [Int]
        var live: [String]

        var description: String {
            "pointers \(pointers) now \(now) deadline \(deadline.map { "\($0)" } ?? "none") states \(states) live \(live)"
        }
    }

    private func snapshot() -> Snapshot {
        Snapshot(pointers: engine.pointersDown.sorted(), now: engine.now, deadline: engine.nextDeadline,
                 states: scene.probes.map(\.state.wrappedValue),
                 live: tracker.liveAttempts.map { "\($0.key)=\($0.life.phase)" }.sorted())
    }

    /// The checks made after every input.
    private func closeInput() {
        for (key, life) in tracker.endInput() {
            checkTerminalCallbacks(key: key, life: life)
        }
        if engine.pointersDown.sorted() != model.pointers.sorted() {
            violation("the engine has pointers \(engine.pointersDown.sorted()) down, expected \(model.pointers.sorted())")
        }
        if engine.now != model.now { violation("the engine's time is \(engine.now), expected \(model.now)") }
        if let deadline = engine.nextDeadline, !(deadline > engine.now) {
            violation("a deadline at \(deadline) is still pending at \(engine.now)")
        }
        if engine.diagnostics.count > GestureEngine.diagnosticHistoryLimit {
            violation("the engine keeps \(engine.diagnostics.count) diagnostics")
        }
        let quiet = engine.pointersDown.isEmpty && engine.nextDeadline == nil
        if quiet && !engine.isIdle { violation("no pointer is down and no deadline pending, but the engine is not idle") }
        if quiet, tracker.hasLiveAttempts {
            let live = tracker.liveAttempts.map { "\($0.key)=\($0.life.phase)" }
            violation("no pointer is down and no deadline pending, but attempts are in progress: \(live)")
        }
        checkStates(requireInitial: quiet)
    }

    /// A probe's `@GestureState` holds a written value only while its attempt is in progress (it is
    /// written while active, and a combinator may be possible again before it ends); when nothing
    /// is in progress every state holds its initial value.
    private func checkStates(requireInitial: Bool) {
        for probe in scene.probes where probe.state.wrappedValue != Probe.initialState {
            let inProgress = !tracker.liveAttempts(for: probe.key).isEmpty
            if requireInitial || !inProgress {
                violation("@GestureState of probe \(probe.id) on \(probe.key) holds \(probe.state.wrappedValue), "
                    + "not its initial value, while its gesture has no attempt in progress")
            }
        }
    }

    /// Every probe on a gesture whose attempt ended in this input got exactly the terminal
    /// callback it asked for: one `onEnded` for an attempt that ended, one `onFailed` for one
    /// that failed.
    private func checkTerminalCallbacks(key: String, life: Life) {
        for probe in scene.probes where probe.key == key {
            let wanted: GestureCallbackKind? = life.phase == .ended ? (probe.callbacks.ended ? .ended : nil)
                : (probe.callbacks.failed ? .failed : nil)
            let got = probeAttempts.removeValue(forKey: ProbeAttempt(probe: probe.id, serial: life.serial))?.terminal ?? []
            if got != (wanted.map { [$0] } ?? []) {
                violation("probe \(probe.id) on \(key) got terminal callbacks \(got) for an attempt that "
                    + "\(life.phase == .ended ? "ended" : "failed (\(life.reason.map { "\($0)" } ?? "?"))"), "
                    + "expected \(wanted.map { "[\($0)]" } ?? "none")")
            }
        }
    }

    // MARK: Observation

    private func key(of traceName: String) -> String {
        guard let colon = traceName.firstIndex(of: ":") else { return traceName }
        return String(traceName[traceName.index(after: colon)...])
    }

    private func observe(_ transition: GesturePhaseTransition) {
        transitionsThisInput += 1
        if tracing {
            report.trace.append("    \(transition.gesture): \(transition.from) → \(transition.to)"
                + (transition.reason.map { " (\($0))" } ?? ""))
        }
        let key = key(of: transition.gesture)
        guard let attachment = scene.attachment(ofKey: key) else {
            violation("a transition of \(transition.gesture), which is no gesture of the scene")
            return
        }
        if scene.removed.contains(attachment) {
            violation("\(key) moved \(transition.from) → \(transition.to) after its view was removed")
        }
        tracker.transition(key: key, from: transition.from, to: transition.to, reason: transition.reason)
    }

    private func observe(_ record: GestureCallbackRecord) {
        callbacksThisInput += 1
        if tracing { report.trace.append("    record \(record.kind) \(record.gesture)") }
        if let pending = pendingRecord {
            violation("a callback record for \(pending.key) was not followed by its callback")
        }
        let key = key(of: record.gesture)
        let serials = tracker.callback(key: key, kind: record.kind, reason: record.reason)
        pendingRecord = (key, record.kind, serials)
    }

    private func observe(_ call: ProbeCall) {
        if tracing { report.trace.append("    probe \(call.probe.id) \(call.kind) \(call.value.map(String.init) ?? "")") }
        guard let record = pendingRecord else {
            violation("probe \(call.probe.id) on \(call.probe.key) got \(call.kind) with no callback record before it")
            return
        }
        pendingRecord = nil
        guard record.kind == call.kind, record.key == call.probe.key else {
            violation("the record said \(record.kind) for \(record.key), but probe \(call.probe.id) on "
                + "\(call.probe.key) got \(call.kind)")
            return
        }
        // Of the attempts the record may belong to, the oldest this probe has not finished.
        guard let serial = record.serials.first(where: {
            probeAttempts[ProbeAttempt(probe: call.probe.id, serial: $0)]?.terminal.isEmpty ?? true
        }) ?? record.serials.last else { return }
        let id = ProbeAttempt(probe: call.probe.id, serial: serial)
        var attempt = probeAttempts[id] ?? ([], nil)
        if let last = attempt.terminal.last {
            violation("probe \(call.probe.id) on \(call.probe.key) got \(call.kind) after \(last)")
        }
        switch call.kind {
        case .changed:
            if attempt.lastChanged == call.value {
                violation("probe \(call.probe.id) on \(call.probe.key) got onChanged twice with the same value")
            }
            attempt.lastChanged = call.value
        case .ended, .failed:
            attempt.terminal.append(call.kind)
        case .updating:
            break
        }
        probeAttempts[id] = attempt
    }

    private func violation(_ message: String) {
        report.violations.append(Violation(input: report.inputs, call: call, message: message))
    }
}
