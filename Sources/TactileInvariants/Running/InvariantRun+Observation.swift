import Foundation
import TactileGestures

/// The engine's hooks and the probes' callbacks, as they arrive: attributed to attempts and
/// checked against the documented order.
extension InvariantRun {
    /// The key attempts are tracked by: for a generated scene the trace name without its hit-path
    /// index (the label names the attachment), for a seed scene the whole trace name.
    func key(of traceName: String) -> String {
        guard scene != nil, let colon = traceName.firstIndex(of: ":") else { return traceName }
        return String(traceName[traceName.index(after: colon)...])
    }

    func observe(_ transition: GesturePhaseTransition) {
        transitionsThisInput += 1
        if tracing {
            report.trace.append(
                "    \(transition.gesture): \(transition.from) → \(transition.to)"
                    + (transition.reason.map { " (\($0))" } ?? ""))
        }
        let key = key(of: transition.gesture)
        if let scene {
            guard let attachment = scene.attachment(ofKey: key) else {
                violation("a transition of \(transition.gesture), which is no gesture of the scene")
                return
            }
            if scene.removed.contains(attachment) {
                violation("\(key) moved \(transition.from) → \(transition.to) after its view was removed")
            }
        }
        tracker.transition(key: key, from: transition.from, to: transition.to, reason: transition.reason)
    }

    func observe(_ record: GestureCallbackRecord) {
        callbacksThisInput += 1
        if tracing { report.trace.append("    record \(record.kind) \(record.gesture)") }
        if let pending = pendingRecord {
            violation("a callback record for \(pending.key) was not followed by its callback")
        }
        let key = key(of: record.gesture)
        let serials = tracker.callback(key: key, kind: record.kind, reason: record.reason)
        // A generated scene's callbacks are all probes', each to follow its record.
        if scene != nil { pendingRecord = (key, record.kind, serials) }
    }

    func observe(_ call: ProbeCall) {
        if tracing {
            report.trace.append("    probe \(call.probe.id) \(call.kind) \(call.value.map(String.init) ?? "")")
        }
        guard let record = pendingRecord else {
            violation("probe \(call.probe.id) on \(call.probe.key) got \(call.kind) with no callback record before it")
            return
        }
        pendingRecord = nil
        guard record.kind == call.kind, record.key == call.probe.key else {
            violation(
                "the record said \(record.kind) for \(record.key), but probe \(call.probe.id) on "
                    + "\(call.probe.key) got \(call.kind)")
            return
        }
        // Of the attempts the record may belong to, the oldest this probe has not finished.
        guard
            let serial = record.serials.first(where: {
                probeAttempts[ProbeAttempt(probe: call.probe.id, serial: $0)]?.terminal.isEmpty ?? true
            }) ?? record.serials.last
        else { return }
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
}
