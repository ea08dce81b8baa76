import Foundation
import TactileGestures

/// One user callback run observed by a probe's own closure.
struct ProbeCall {
    var probe: Probe
    var kind: GestureCallbackKind
    /// The value `updating`, `onChanged` or `onEnded` received.
    var value: Int?
    /// The reason `onFailed` received.
    var reason: GestureFailureReason?
}

/// Where probes report their callbacks: the oracle sets ``receive`` before a run.
final class ProbeCallLog {
    var receive: (ProbeCall) -> Void = { _ in }
}

/// The callbacks a generated gesture carries, as a user's code would attach them, plus the
/// `@GestureState` its `updating` writes: what the oracle checks against the engine's records.
final class Probe {
    /// The probe's number in its scene.
    let id: Int
    /// The scene attachment the probe belongs to.
    let attachment: Int
    /// The trace name (without the hit-path index) of the node whose value the probe receives.
    let key: String
    let callbacks: ProbeCallbacks
    /// Written by `updating` (never to 0); must be 0 whenever the attempt is not active.
    let state = GestureState<Int>(wrappedValue: Probe.initialState)

    static let initialState = 0

    init(id: Int, attachment: Int, key: String, callbacks: ProbeCallbacks) {
        self.id = id
        self.attachment = attachment
        self.key = key
        self.callbacks = callbacks
    }

    /// `base` with this probe's callbacks attached.
    func attach(to base: AnyGesture<Int>, log: ProbeCallLog) -> AnyGesture<Int> {
        var gesture = base
        if callbacks.updating {
            gesture = AnyGesture(
                gesture.updating(state) { value, state, _ in
                    state = 1 + (state & 0xFFFF)
                    log.receive(ProbeCall(probe: self, kind: .updating, value: value))
                })
        }
        if callbacks.changed {
            gesture = AnyGesture(
                gesture.onChanged { value in
                    log.receive(ProbeCall(probe: self, kind: .changed, value: value))
                })
        }
        if callbacks.ended {
            gesture = AnyGesture(
                gesture.onEnded { value in
                    log.receive(ProbeCall(probe: self, kind: .ended, value: value))
                })
        }
        if callbacks.failed {
            gesture = AnyGesture(
                gesture.onFailed { reason in
                    log.receive(ProbeCall(probe: self, kind: .failed, reason: reason))
                })
        }
        return gesture
    }
}
