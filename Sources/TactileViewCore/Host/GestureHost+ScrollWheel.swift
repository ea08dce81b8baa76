import Foundation

extension GestureHost {
    /// Scrolls by one scroll wheel event (a touchpad's two-finger scroll, a mouse wheel; window
    /// coordinates, host time), then commits and re-renders what it changed. Deadlines before the
    /// event fire first, each followed by its own commit.
    ///
    /// The event moves one scroll view, by the rules of the "Scrolling" section of the semantics
    /// document: the innermost one under `ScrollWheelEvent.location` that scrolls along the
    /// delta's dominant axis and is not at its edge in that direction, kept for the rest of the
    /// sequence. Its content moves by the delta at once, clamped to its range, with the phase a
    /// finger gives it (`ScrollGesture.Phase.interacting`: the indicators show, a fling stops,
    /// bindings and `onScrollGeometryChange` follow); once `ScrollConfiguration.wheelIdleInterval`
    /// passes without another event (``nextDeadline``), it comes to rest, on the page or aligned
    /// view nearest to where it is if the scroll view has a scroll target behaviour. No gesture
    /// sees the event: nothing in the content is tapped or dragged. While a pointer is down, the
    /// event moves nothing.
    ///
    /// - Returns: `GestureInputResult.rejected(_:)` for an event out of ``inputBounds``, with a NaN
    ///   or infinite number, or earlier than ``now`` (unless ``runsLateEventsAtCurrentTime``);
    ///   such an event changes nothing, not even the time. `GestureInputResult.accepted`
    ///   otherwise, including an event that finds nothing to scroll.
    @discardableResult
    public func send(_ event: ScrollWheelEvent) -> GestureInputResult {
        committingWhatItChanges { dispatch(event) }
    }

    private func dispatch(_ event: ScrollWheelEvent) -> GestureInputResult {
        if inputBounds.excludes(event) {
            return engine.recordRefusal(inputBounds.diagnostic(for: event))
        }
        var event = event
        if runsLateEventsAtCurrentTime, event.time.isFinite, event.time < engine.now { event.time = engine.now }
        // The engine validates the event as it does a pointer event and lets time pass to it
        // (the deadlines on the way fire, each with its commit); then the host routes it.
        let result = engine.send(event, settle: settle) { scroll(by: event) }
        if result.isAccepted { reportRan(.wheel(event)) }
        return result
    }

    /// Moves the scroll view the event goes to (see ``send(_:)-(ScrollWheelEvent)``).
    private func scroll(by event: ScrollWheelEvent) {
        guard engine.pointersDown.isEmpty, let axis = ScrollWheelSequence.dominantAxis(of: event.delta) else {
            return
        }
        let target: any WheelScroller
        let idleEnd = event.time + engine.configuration.scroll.wheelIdleInterval
        if let sequence = wheelSequence, let latched = sequence.target, latched.takesWheel(along: axis) {
            target = latched
            engine.rescheduleHostDeadline(sequence.deadline, to: idleEnd)
        } else {
            endWheelSequence()
            let path = viewHost.hitNodes(at: event.location) ?? []
            guard let found = ScrollWheelSequence.wheelScroller(in: path, for: event.delta) else { return }
            target = found
            let idle = engine.scheduleHostDeadline(at: idleEnd) { [weak self] in self?.finishWheelSequence() }
            wheelSequence = ScrollWheelSequence(target: found, startOffset: found.wheelStartOffset, deadline: idle)
            hasWheelSequence = true
        }
        // The wheel writes the scroll view's position, as `scrollTo` does, not through the scroll
        // gesture's recognizer, which lives only in a finger's session (Docs/Decisions.md,
        // "wheel-offset-writer").
        target.scroll(byWheel: event.delta, settle: settle)
    }

    /// Ends the wheel sequence now and commits: its scroll view comes to rest, animated onto the
    /// offset its scroll target behaviour picks if there is one.
    func endWheelSequence() {
        let movesContent = wheelSequence?.target != nil
        finishWheelSequence()
        if movesContent { settle() }
    }

    /// ``endWheelSequence()`` without the commit: the action of the sequence's idle deadline,
    /// which the engine follows with the host's settle.
    func finishWheelSequence() {
        guard let sequence = wheelSequence else { return }
        wheelSequence = nil
        hasWheelSequence = false
        engine.cancelHostDeadline(sequence.deadline)
        sequence.target?.endWheelSequence(startedAt: sequence.startOffset)
    }
}
