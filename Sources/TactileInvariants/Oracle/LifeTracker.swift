import Foundation
import TactileGestures

/// One attempt of one named gesture node, as the phase transitions show it.
struct Life {
    /// Unique in a run.
    let serial: Int
    var phase: GesturePhaseKind
    var reason: GestureFailureReason?
    /// Whether the attempt became terminal during the current input.
    var endedThisInput = false
    /// Whether the attempt was active at some point of the current input.
    var activeThisInput = false
    /// Whether an `onEnded` or `onFailed` of the attempt has run.
    var terminalCallbackRan = false
}

/// Follows every attempt of every named gesture through ``GesturePhaseTransition``s and
/// ``GestureCallbackRecord``s, and reports what breaks the documented order (Docs/Robustness.md):
///
/// - an attempt starts with `idle → possible`, then moves only along
///   `possible → active | ended | failed` and `active → ended | failed` (a combinator also
///   `active → possible`, see ``isCombinator(_:)``);
/// - nothing happens to an attempt after the input in which it became terminal;
/// - `updating` and `onChanged` run only for an active attempt (one that was active in this input
///   and ended later in it still gets the `onChanged` queued while it was active: callbacks run
///   after the updates of an input), never after its `onEnded`/`onFailed`; `onEnded` only in the
///   input in which it ended, `onFailed` only in the input in which it failed, with the same reason.
///
/// Keys are trace names. Where several live attempts share a key (the same gesture type at the same
/// hit-path index in two sessions of a host scene) the tracker matches any attempt in the required
/// phase; with `exclusiveKeys` (engine scenes, whose keys name one attachment each) two live
/// attempts of one key are themselves a violation.
final class LifeTracker {
    private(set) var lives: [String: [Life]] = [:]
    private var nextSerial = 0
    let exclusiveKeys: Bool
    var report: (String) -> Void = { _ in }

    init(exclusiveKeys: Bool) {
        self.exclusiveKeys = exclusiveKeys
    }

    /// Whether any attempt is possible or active.
    var hasLiveAttempts: Bool { lives.values.contains { $0.contains { !$0.phase.isTerminal } } }

    /// The attempts that are possible or active, by key.
    var liveAttempts: [(key: String, life: Life)] {
        lives.flatMap { key, lives in lives.filter { !$0.phase.isTerminal }.map { (key, $0) } }
    }

    func liveAttempts(for key: String) -> [Life] {
        lives[key, default: []].filter { !$0.phase.isTerminal }
    }

    /// Applies one phase transition.
    func transition(key: String, from: GesturePhaseKind, to: GesturePhaseKind, reason: GestureFailureReason?) {
        if from == .idle {
            if exclusiveKeys, !liveAttempts(for: key).isEmpty {
                report("\(key) started a new attempt while one is still \(liveAttempts(for: key)[0].phase)")
            }
            if to != .possible { report("\(key) started in \(to), not possible") }
            nextSerial += 1
            var life = Life(serial: nextSerial, phase: to, reason: reason)
            life.endedThisInput = to.isTerminal
            life.activeThisInput = to == .active
            lives[key, default: []].append(life)
            return
        }
        guard let index = lives[key]?.lastIndex(where: { !$0.phase.isTerminal && $0.phase == from }) else {
            if lives[key]?.contains(where: { $0.phase.isTerminal }) == true {
                report("\(key) moved \(from) → \(to) after its attempt had ended")
            } else {
                report("\(key) moved \(from) → \(to) with no attempt in \(from)")
            }
            return
        }
        switch (from, to) {
        case (.possible, .active), (.possible, .ended), (.possible, .failed), (.active, .ended), (.active, .failed):
            break
        case (.active, .possible) where Self.isCombinator(key):
            // A simultaneous gesture whose active half ended while the other is still possible is
            // possible again (reference §3.2); so is any combinator following such a child.
            break
        default:
            report("\(key) moved \(from) → \(to), which no attempt may do")
        }
        lives[key]![index].phase = to
        lives[key]![index].reason = reason
        if to == .active { lives[key]![index].activeThisInput = true }
        if to.isTerminal {
            lives[key]![index].endedThisInput = true
            if to == .failed, reason == nil { report("\(key) failed without a reason") }
        }
    }

    /// Whether `key` names a combinator (its last component is one), which may go from active back
    /// to possible.
    static func isCombinator(_ key: String) -> Bool {
        let last = key.split(separator: "/").last ?? ""
        return last == "SequenceGesture" || last == "ExclusiveGesture" || last == "SimultaneousGesture"
    }

    /// Checks one callback record against the attempts; returns the serials of the attempts it may
    /// belong to, oldest first (more than one only when several attempts of one key ended in the
    /// same input: a session's, then a new session's), or none when no attempt fits.
    @discardableResult
    func callback(key: String, kind: GestureCallbackKind, reason: GestureFailureReason?) -> [Int] {
        let candidates = lives[key, default: []]
        switch kind {
        case .updating, .changed:
            // An attempt active now, or one that was active in this input and ended later in it.
            let fitting = candidates.indices.filter {
                candidates[$0].phase == .active || (candidates[$0].endedThisInput && candidates[$0].activeThisInput)
            }
            if fitting.isEmpty {
                let phases = candidates.map { "\($0.phase)" }.joined(separator: ", ")
                report(
                    "\(kind) for \(key) while no attempt of it is active (attempts: \(phases.isEmpty ? "none" : phases))"
                )
            } else if fitting.allSatisfy({ candidates[$0].terminalCallbackRan }) {
                report("\(kind) for \(key) after its attempt's onEnded/onFailed")
            }
            return fitting.map { candidates[$0].serial }
        case .ended:
            let fitting = candidates.indices.filter { candidates[$0].phase == .ended && candidates[$0].endedThisInput }
            if fitting.isEmpty {
                if candidates.contains(where: { $0.phase == .failed && $0.endedThisInput }) {
                    report("onEnded for \(key), whose attempt failed")
                } else {
                    report("onEnded for \(key) with no attempt ending in this input")
                }
            }
            for index in fitting { lives[key]![index].terminalCallbackRan = true }
            return fitting.map { candidates[$0].serial }
        case .failed:
            let fitting = candidates.indices.filter {
                candidates[$0].phase == .failed && candidates[$0].endedThisInput && candidates[$0].reason == reason
            }
            if fitting.isEmpty {
                if let life = candidates.last(where: { $0.phase == .failed && $0.endedThisInput }) {
                    report(
                        "onFailed(\(reason.map { "\($0)" } ?? "nil")) for \(key), which failed with "
                            + "\(life.reason.map { "\($0)" } ?? "no reason")")
                } else if candidates.contains(where: { $0.phase == .ended && $0.endedThisInput }) {
                    report("onFailed for \(key), whose attempt ended successfully")
                } else {
                    report("onFailed for \(key) with no attempt failing in this input")
                }
            }
            for index in fitting { lives[key]![index].terminalCallbackRan = true }
            return fitting.map { candidates[$0].serial }
        }
    }

    /// Closes the input: attempts that became terminal in it are forgotten (nothing may touch
    /// them again). Returns them.
    @discardableResult
    func endInput() -> [(key: String, life: Life)] {
        var closed: [(key: String, life: Life)] = []
        for key in Array(lives.keys) {
            var kept: [Life] = []
            for life in lives[key]! {
                if life.phase.isTerminal {
                    if life.endedThisInput { closed.append((key, life)) }
                    // Keep one terminal attempt per key so that late transitions are recognized.
                    kept.removeAll { $0.phase.isTerminal }
                    var done = life
                    done.endedThisInput = false
                    kept.append(done)
                } else {
                    var live = life
                    live.activeThisInput = life.phase == .active
                    kept.append(live)
                }
            }
            lives[key] = kept
        }
        return closed
    }
}
