import Foundation
import TactileGestures

/// One checked run: a driver (the engine alone, generated views or a seed scene in a host), the
/// generated scene if there is one, the oracle's model of the input and its bookkeeping.
///
/// This is the one oracle of Docs/Robustness.md. Generated scenes have probes, whose callbacks and
/// `@GestureState`s are checked too, and trace names that identify one attachment each; seed scenes
/// have neither, so those rules check nothing there.
@MainActor
final class InvariantRun {
    let steps: [Step]
    let log: ProbeCallLog
    /// The generated scene, or `nil` for a seed scene.
    let scene: EngineScene?
    let driver: any ScenarioDriver
    var engine: GestureEngine { driver.engine }
    /// The probes of the generated scene (none for a seed scene).
    var probes: [Probe] { scene?.probes ?? [] }
    let tracker: LifeTracker
    var model: InputModel
    var clock: TimeInterval = 0
    /// Where each pointer down last was, and its kind.
    var locations: [PointerID: CGPoint] = [:]
    var kinds: [PointerID: PointerKind] = [:]
    var report: RunReport

    // Per input.
    var call = ""
    var transitionsThisInput = 0
    var callbacksThisInput = 0
    var stateWritesThisInput = 0
    var diagnosticsThisInput: [GestureDiagnostic.Kind] = []
    var pendingRecord: (key: String, kind: GestureCallbackKind, serials: [Int])?
    /// Per probe and attempt: the terminal callbacks the probe got and its last `onChanged` value.
    var probeAttempts: [ProbeAttempt: (terminal: [GestureCallbackKind], lastChanged: Int?)] = [:]

    struct ProbeAttempt: Hashable {
        var probe: Int
        var serial: Int
    }

    let tracing: Bool

    /// A run of `steps` on `driver`; `scene` is the generated scene the driver hosts (its probes
    /// report to `log`), or `nil` for a seed scene.
    init(
        driver: any ScenarioDriver, scene: EngineScene?, log: ProbeCallLog, steps: [Step], scenario: String,
        tracing: Bool = false
    ) {
        self.driver = driver
        self.scene = scene
        self.log = log
        self.steps = steps
        self.tracing = tracing
        // A generated scene's trace names (without the hit-path index) name one attachment each.
        tracker = LifeTracker(exclusiveKeys: scene != nil)
        model = InputModel(pointerLimit: driver.engine.configuration.maximumPointerCount)
        report = RunReport(scenario: scenario + "\nsteps:\n" + steps.map { "  \($0)" }.joined(separator: "\n"))
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

    func run(_ step: Step) {
        switch step {
        case .down(let choice, let target, let kind, let x, let y):
            let pointer = model.resolve(choice)
            send(
                PointerEvent(
                    pointer: pointer, phase: .down, location: driver.location(forDownOn: target, x: x, y: y),
                    time: clock, kind: kind), view: target)
        case .move(let choice, let dx, let dy):
            let pointer = model.resolve(choice)
            let from = locations[pointer] ?? .zero
            send(
                PointerEvent(
                    pointer: pointer, phase: .move, location: CGPoint(x: from.x + dx, y: from.y + dy),
                    time: clock, kind: kinds[pointer] ?? .touch))
        case .up(let choice):
            let pointer = model.resolve(choice)
            send(
                PointerEvent(
                    pointer: pointer, phase: .up, location: locations[pointer] ?? .zero, time: clock,
                    kind: kinds[pointer] ?? .touch))
        case .cancel(let choice):
            let pointer = model.resolve(choice)
            send(
                PointerEvent(
                    pointer: pointer, phase: .cancel, location: locations[pointer] ?? .zero, time: clock,
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
                send(
                    PointerEvent(
                        pointer: first + offset, phase: .down,
                        location: driver.location(forDownOn: offset, x: 200, y: 200), time: clock), view: offset)
            }
            for offset in 0..<ScenarioLimits.pointerBurst where model.isDown(first + offset) {
                send(
                    PointerEvent(
                        pointer: first + offset, phase: .up, location: locations[first + offset] ?? .zero,
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
    func drain() {
        for pointer in model.pointers {
            send(
                PointerEvent(
                    pointer: pointer, phase: .up, location: locations[pointer] ?? .zero, time: clock,
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

    func violation(_ message: String) {
        report.violations.append(Violation(input: report.inputs, call: call, message: message))
    }
}
