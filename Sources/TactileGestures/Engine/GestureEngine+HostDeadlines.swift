import Foundation

extension GestureEngine {
    /// Puts a deadline of the host's own in the engine's queue: `action` runs when time passes
    /// `time`, in ``advance(to:)`` or before an event at a later time, in time order with the
    /// gestures' deadlines, and is followed by the `settle` of the call that fires it.
    ///
    /// The engine owns the one queue of deadlines, so a host needs no clock work of its own:
    /// ``nextDeadline`` includes these, and they fire in order with everything else. Of deadlines
    /// at the same time, a gesture's fires first, then the hosts' in the order they were scheduled
    /// (or last moved). A time earlier than ``now`` fires at the next ``advance(to:)`` or event, at
    /// the engine's time then.
    ///
    /// `action` runs as a host's closure does: it may call ``refresh(_:)``, ``remove(_:)`` and the
    /// host deadline calls, not ``send(_:settle:hitPath:)`` or ``advance(to:)``. It runs once; the
    /// deadline then leaves the queue.
    ///
    /// ```swift
    /// let idle = engine.scheduleHostDeadline(at: engine.now + 0.3) { endSequence() }
    /// engine.rescheduleHostDeadline(idle, to: engine.now + 0.3)  // another event came
    /// ```
    ///
    /// - Parameters:
    ///   - time: When it fires, on the engine's time. A NaN or infinite time is rejected with a
    ///     ``GestureDiagnostic/Kind/nonFiniteValue`` diagnostic, and the handle names nothing.
    ///   - action: What to do then.
    /// - Returns: The handle to move or cancel it with.
    @discardableResult
    public func scheduleHostDeadline(at time: TimeInterval, _ action: @escaping () -> Void) -> HostDeadline {
        guard time.isFinite else {
            _ = reject(nonFiniteHostDeadline(time))
            return hostDeadlines.unscheduledHandle()
        }
        return hostDeadlines.schedule(at: time, action)
    }

    /// Moves a host deadline to `time`, after the deadlines already at that time.
    ///
    /// - Returns: `false` when `deadline` has already fired or been cancelled (nothing changes),
    ///   or `time` is NaN or infinite (rejected with a diagnostic; the deadline stays as it was).
    @discardableResult
    public func rescheduleHostDeadline(_ deadline: HostDeadline, to time: TimeInterval) -> Bool {
        guard time.isFinite else {
            _ = reject(nonFiniteHostDeadline(time))
            return false
        }
        return hostDeadlines.reschedule(deadline, to: time)
    }

    /// Takes a host deadline out of the queue; one that has fired or been cancelled already is
    /// left as it is.
    public func cancelHostDeadline(_ deadline: HostDeadline) {
        hostDeadlines.cancel(deadline)
    }

    /// When a host deadline fires, or `nil` once it has fired or been cancelled.
    public func time(of deadline: HostDeadline) -> TimeInterval? {
        hostDeadlines.time(of: deadline)
    }

    private func nonFiniteHostDeadline(_ time: TimeInterval) -> GestureDiagnostic {
        GestureDiagnostic(kind: .nonFiniteValue, message: "a host deadline was given the time \(time)")
    }
}
