import Foundation
import TactileGestures

/// What is checked after every call: the engine against the model, deadlines, idleness, states,
/// and the terminal callbacks of the attempts that ended.
extension InvariantRun {
    struct Snapshot: Equatable, CustomStringConvertible {
        var pointers: [PointerID]
        var now: TimeInterval
        var deadline: TimeInterval?
        var states: [Int]
        var live: [String]
        /// What the window shows, for a driver with a window.
        var display: String?

        var description: String {
            "pointers \(pointers) now \(now) deadline \(deadline.map { "\($0)" } ?? "none") states \(states) live \(live)"
        }
    }

    func snapshot() -> Snapshot {
        Snapshot(
            pointers: engine.pointersDown.sorted(), now: engine.now, deadline: engine.nextDeadline,
            states: probes.map(\.state.wrappedValue),
            live: tracker.liveAttempts.map { "\($0.key)=\($0.life.phase)" }.sorted(), display: driver.display())
    }

    /// The checks made after every input.
    func closeInput() {
        for (key, life) in tracker.endInput() {
            checkTerminalCallbacks(key: key, life: life)
        }
        if engine.pointersDown.sorted() != model.pointers.sorted() {
            violation(
                "the engine has pointers \(engine.pointersDown.sorted()) down, expected \(model.pointers.sorted())")
        }
        if engine.now != model.now { violation("the engine's time is \(engine.now), expected \(model.now)") }
        if let deadline = engine.nextDeadline, !(deadline > engine.now) {
            violation("a deadline at \(deadline) is still pending at \(engine.now)")
        }
        if engine.diagnostics.count > GestureEngine.diagnosticHistoryLimit {
            violation("the engine keeps \(engine.diagnostics.count) diagnostics")
        }
        let quiet = engine.pointersDown.isEmpty && engine.nextDeadline == nil
        if quiet && !engine.isIdle {
            violation("no pointer is down and no deadline pending, but the engine is not idle")
        }
        if quiet, tracker.hasLiveAttempts {
            let live = tracker.liveAttempts.map { "\($0.key)=\($0.life.phase)" }
            violation("no pointer is down and no deadline pending, but attempts are in progress: \(live)")
        }
        checkStates(requireInitial: quiet)
    }

    /// A probe's `@GestureState` holds a written value only while its attempt is in progress (it is
    /// written while active, and a combinator may be possible again before it ends); when nothing
    /// is in progress every state holds its initial value.
    func checkStates(requireInitial: Bool) {
        for probe in probes where probe.state.wrappedValue != Probe.initialState {
            let inProgress = !tracker.liveAttempts(for: probe.key).isEmpty
            if requireInitial || !inProgress {
                violation(
                    "@GestureState of probe \(probe.id) on \(probe.key) holds \(probe.state.wrappedValue), "
                        + "not its initial value, while its gesture has no attempt in progress")
            }
        }
    }

    /// Every probe on a gesture whose attempt ended in this input got exactly the terminal
    /// callback it asked for: one `onEnded` for an attempt that ended, one `onFailed` for one
    /// that failed.
    func checkTerminalCallbacks(key: String, life: Life) {
        for probe in probes where probe.key == key {
            let wanted: GestureCallbackKind? =
                life.phase == .ended
                ? (probe.callbacks.ended ? .ended : nil)
                : (probe.callbacks.failed ? .failed : nil)
            let got =
                probeAttempts.removeValue(forKey: ProbeAttempt(probe: probe.id, serial: life.serial))?.terminal ?? []
            if got != (wanted.map { [$0] } ?? []) {
                violation(
                    "probe \(probe.id) on \(key) got terminal callbacks \(got) for an attempt that "
                        + "\(life.phase == .ended ? "ended" : "failed (\(life.reason.map { "\($0)" } ?? "?"))"), "
                        + "expected \(wanted.map { "[\($0)]" } ?? "none")")
            }
        }
    }
}
