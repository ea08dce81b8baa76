import Foundation
import Tactile
import TactileExamples

/// Runs decoded step streams on the seed scenes through a ``GestureHost`` (hit testing, commits,
/// refresh and removal of views included) and checks the invariants that can be seen from outside
/// a scene (Docs/Robustness.md, "Seed scenes").
@MainActor
public enum HostInvariants {
    /// The first byte chooses the scene (modulo the catalogue's size); the rest are its steps.
    public static func run(_ bytes: [UInt8]) -> RunReport {
        let examples = ExampleCatalog.all
        let index = bytes.first.map { Int($0) % examples.count } ?? 0
        return run(example: examples[index], bytes: Array(bytes.dropFirst()))
    }

    /// Runs `bytes` as steps on `example`.
    public static func run(example: Example, bytes: [UInt8]) -> RunReport {
        let run = HostRun(example: example, bytes: bytes)
        run.execute()
        return run.report
    }
}

@MainActor
final class HostRun {
    private let host: GestureHost
    private let hotSpots: [CGPoint]
    private let steps: [Step]
    private let tracker = LifeTracker(exclusiveKeys: false)
    private var model: InputModel
    private var clock: TimeInterval = 0
    private var locations: [PointerID: CGPoint] = [:]
    private var kinds: [PointerID: PointerKind] = [:]
    private(set) var report: RunReport

    private var call = ""
    private var transitionsThisInput = 0
    private var callbacksThisInput = 0
    private var diagnosticsThisInput: [GestureDiagnostic.Kind] = []

    init(example: Example, bytes: [UInt8]) {
        host = GestureHost(example.makeView(), size: example.windowSize)
        host.update()
        hotSpots = Self.hotSpots(of: example, in: host)
        steps = ScenarioDecoder.hostSteps(bytes, targets: hotSpots.count)
        model = InputModel(pointerLimit: host.engine.configuration.maximumPointerCount)
        report = RunReport(scenario: "scene \(example.id) (\(hotSpots.count) points with gestures)\nsteps:\n"
            + steps.map { "  \($0)" }.joined(separator: "\n"))
        tracker.report = { [unowned self] in violation($0) }
        host.onPhaseTransition = { [unowned self] transition in
            transitionsThisInput += 1
            tracker.transition(key: transition.gesture, from: transition.from, to: transition.to, reason: transition.reason)
        }
        host.onCallback = { [unowned self] record in
            callbacksThisInput += 1
            tracker.callback(key: record.gesture, kind: record.kind, reason: record.reason)
        }
        host.onDiagnostic = { [unowned self] in diagnosticsThisInput.append($0.kind) }
    }

    /// The scanned points of each example, by id: every fresh instance of an example shows the
    /// same first frame, and scanning it costs more than a whole run.
    private static var hotSpotCache: [String: [CGPoint]] = [:]

    /// The points of a grid over the window that have gestures in the example's first frame (the
    /// window's centre if none has).
    private static func hotSpots(of example: Example, in host: GestureHost) -> [CGPoint] {
        if let cached = hotSpotCache[example.id] { return cached }
        var spots: [CGPoint] = []
        var y = ScenarioLimits.hotSpotSpacing / 2
        while y < example.windowSize.height {
            var x = ScenarioLimits.hotSpotSpacing / 2
            while x < example.windowSize.width {
                let point = CGPoint(x: x, y: y)
                if !host.viewHost.gestureAttachments(at: point).isEmpty { spots.append(point) }
                x += ScenarioLimits.hotSpotSpacing
            }
            y += ScenarioLimits.hotSpotSpacing
        }
        if spots.isEmpty { spots = [CGPoint(x: example.windowSize.width / 2, y: example.windowSize.height / 2)] }
        hotSpotCache[example.id] = spots
        return spots
    }

    func execute() {
        for step in steps { run(step) }
        drain()
    }

    private func run(_ step: Step) {
        switch step {
        case .down(let choice, let target, let kind, let x, let y):
            let spot = hotSpots[target % hotSpots.count]
            let jitter = ScenarioLimits.hotSpotSpacing / ScenarioLimits.engineArea
            send(PointerEvent(pointer: model.resolve(choice), phase: .down,
                              location: CGPoint(x: spot.x + x * jitter - ScenarioLimits.hotSpotSpacing / 2,
                                                y: spot.y + y * jitter - ScenarioLimits.hotSpotSpacing / 2),
                              time: clock, kind: kind))
        case .move(let choice, let dx, let dy):
            let pointer = model.resolve(choice)
            let from = locations[pointer] ?? hotSpots[0]
            send(PointerEvent(pointer: pointer, phase: .move, location: CGPoint(x: from.x + dx, y: from.y + dy),
                              time: clock, kind: kinds[pointer] ?? .touch))
        case .up(let choice), .cancel(let choice):
            let pointer = model.resolve(choice)
            let phase: PointerPhase = if case .up = step { .up } else { .cancel }
            send(PointerEvent(pointer: pointer, phase: phase, location: locations[pointer] ?? hotSpots[0], time: clock,
                              kind: kinds[pointer] ?? .touch))
        case .wait(let dt):
            clock += dt
        case .advance(let dt):
            advance(to: clock + dt)
        case .advanceToDeadline(let offset):
            if let deadline = host.nextDeadline { advance(to: deadline + offset) }
        case .invalid(let input, let choice):
            let pointer = model.resolve(choice)
            let at = locations[pointer] ?? hotSpots[0]
            switch input {
            case .nonFiniteLocation(let phase, let x, let y):
                send(PointerEvent(pointer: pointer, phase: phase, location: CGPoint(x: x, y: y), time: clock))
            case .nonFiniteTime(let phase, let time):
                send(PointerEvent(pointer: pointer, phase: phase, location: at, time: time))
            case .timeBackwards(let phase, let dt):
                send(PointerEvent(pointer: pointer, phase: phase, location: at, time: host.now - dt))
            case .advanceNonFinite(let time):
                advance(to: time)
            case .advanceBackwards(let dt):
                advance(to: host.now - dt)
            }
        case .pointerBurst:
            for offset in 0..<ScenarioLimits.pointerBurst {
                send(PointerEvent(pointer: 1_000 + offset, phase: .down, location: hotSpots[offset % hotSpots.count],
                                  time: clock))
            }
            for offset in 0..<ScenarioLimits.pointerBurst where model.isDown(1_000 + offset) {
                send(PointerEvent(pointer: 1_000 + offset, phase: .up, location: hotSpots[offset % hotSpots.count],
                                  time: clock))
            }
        case .remove:
            // Seed scenes remove their own views (a discarded card); the engine scenes cover removal
            // by the host directly.
            break
        case .cancelAll:
            let live = tracker.liveAttempts
            perform("cancelAll", expected: nil, accepted: {
                model.forgetPointers()
                locations.removeAll()
                kinds.removeAll()
            }) {
                host.cancelAll()
                return .accepted
            }
            for (key, life) in live {
                let now = tracker.lives[key]?.first { $0.serial == life.serial }
                if let now, now.phase != .failed {
                    violation("\(key) was \(life.phase) at cancelAll and is now \(now.phase)")
                }
            }
        }
    }

    private func drain() {
        for pointer in model.pointers {
            send(PointerEvent(pointer: pointer, phase: .up, location: locations[pointer] ?? hotSpots[0], time: clock,
                              kind: kinds[pointer] ?? .touch))
        }
        var advances = 0
        while let deadline = host.nextDeadline {
            advances += 1
            if advances > ScenarioLimits.maximumDrainAdvances {
                violation("deadlines kept coming after every pointer lifted (next at \(deadline))")
                return
            }
            advance(to: deadline)
        }
        call = "end of run"
        if !host.engine.isIdle { violation("the engine is not idle after every pointer lifted and every deadline passed") }
        for (key, life) in tracker.liveAttempts {
            violation("\(key) is still \(life.phase) after every pointer lifted and every deadline passed")
        }
    }

    private func send(_ event: PointerEvent) {
        let ignored = model.hostIgnores(event)
        let expected = ignored ? nil : model.rejection(of: event)
        perform("\(event.phase) pointer \(event.pointer) (\(event.kind)) at (\(event.location.x), \(event.location.y)) "
            + "t=\(event.time)", expected: expected, accepted: { if !ignored { accept(event) } }) { host.send(event) }
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
        }) { host.advance(to: time) }
    }

    private struct Snapshot: Equatable {
        var pointers: [PointerID]
        var now: TimeInterval
        var deadline: TimeInterval?
        var live: [String]
        var svg: String
    }

    private func snapshot() -> Snapshot {
        Snapshot(pointers: host.engine.pointersDown.sorted(), now: host.now, deadline: host.nextDeadline,
                 live: tracker.liveAttempts.map { "\($0.key)=\($0.life.phase)" }.sorted(), svg: host.svg())
    }

    private func perform(
        _ description: String, expected: GestureDiagnostic.Kind?, accepted: () -> Void = {},
        _ body: () -> GestureInputResult
    ) {
        call = description
        transitionsThisInput = 0
        callbacksThisInput = 0
        diagnosticsThisInput = []
        let before = expected == nil ? nil : snapshot()
        let result = body()
        if expected == nil { accepted() }
        report.inputs += 1
        report.transitions += transitionsThisInput
        report.callbacks += callbacksThisInput
        if let expected, let before {
            report.rejected += 1
            if case .rejected(let diagnostic) = result {
                if diagnostic.kind != expected { violation("rejected as \(diagnostic.kind), expected \(expected)") }
            } else {
                violation("accepted, but it is invalid (\(expected))")
            }
            if diagnosticsThisInput != [expected] {
                violation("diagnostics \(diagnosticsThisInput) for a rejected input, expected [\(expected)]")
            }
            if transitionsThisInput + callbacksThisInput > 0 {
                violation("a rejected input caused \(transitionsThisInput) transitions and \(callbacksThisInput) callbacks")
            }
            let after = snapshot()
            if after != before {
                violation("a rejected input changed the window: pointers \(before.pointers) → \(after.pointers), "
                    + "time \(before.now) → \(after.now), live \(before.live) → \(after.live)"
                    + (after.svg == before.svg ? "" : ", and what it shows"))
            }
        } else {
            if !result.isAccepted { violation("rejected (\(result)), but it is valid") }
            if !diagnosticsThisInput.isEmpty { violation("diagnostics \(diagnosticsThisInput) for a valid input") }
        }
        tracker.endInput()
        if host.engine.pointersDown.sorted() != model.pointers.sorted() {
            violation("the engine has pointers \(host.engine.pointersDown.sorted()) down, expected \(model.pointers.sorted())")
        }
        if let deadline = host.nextDeadline, !(deadline > host.now) {
            violation("a deadline at \(deadline) is still pending at \(host.now)")
        }
        let quiet = host.engine.pointersDown.isEmpty && host.nextDeadline == nil
        if quiet && !host.engine.isIdle { violation("no pointer is down and no deadline pending, but the engine is not idle") }
        if quiet, tracker.hasLiveAttempts {
            violation("no pointer is down and no deadline pending, but attempts are in progress: "
                + "\(tracker.liveAttempts.map { "\($0.key)=\($0.life.phase)" })")
        }
    }

    private func violation(_ message: String) {
        report.violations.append(Violation(input: report.inputs, call: call, message: message))
    }
}
