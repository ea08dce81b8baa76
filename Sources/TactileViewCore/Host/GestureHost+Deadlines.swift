import Foundation

extension GestureHost {
    /// A finger put down ends the wheel sequence in progress at once, so that the finger finds the
    /// content where it rests: `event` is a `down` of a pointer that is not down, at a finite place
    /// and a time the engine can take.
    ///
    /// The sequence's idle end is a deadline in the engine's queue: it is moved to the time at
    /// which the host's deadlines due by the event have fired (the latest of them, or ``now``), so
    /// that it fires in the engine's `send`, after them and before the gestures' later deadlines,
    /// as the host ran it when it kept its own deadlines. A sequence that goes idle by the event's
    /// time anyway ends then, at its own deadline.
    func endWheelSequence(before event: PointerEvent) {
        guard let sequence = wheelSequence, event.time.isFinite, event.time >= engine.now,
            event.location.x.isFinite, event.location.y.isFinite, !engine.pointersDown.contains(event.pointer),
            let idle = engine.time(of: sequence.deadline), idle > event.time
        else { return }
        var latest = engine.now
        for feature in viewHost.graph.features {
            if let deadline = feature.latestDeadline(through: event.time) { latest = max(latest, deadline) }
        }
        engine.rescheduleHostDeadline(sequence.deadline, to: latest)
    }
}
