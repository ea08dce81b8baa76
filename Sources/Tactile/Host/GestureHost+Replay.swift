import Foundation

/// One recorded input as a replay hands it to a ``GestureHost``: a pointer event with its button,
/// or a scroll wheel event. (A trace file's event, in the host's own types.)
package enum ReplayInput {
    /// A pointer event and the button it concerns.
    case pointer(PointerEvent, button: PointerButton)
    /// A scroll wheel event.
    case wheel(ScrollWheelEvent)

    /// When the input was recorded, in seconds (any origin); a replay sets it to when it sends the
    /// input.
    package var time: TimeInterval {
        get {
            switch self {
            case .pointer(let event, _): event.time
            case .wheel(let event): event.time
            }
        }
        set {
            switch self {
            case .pointer(var event, let button):
                event.time = newValue
                self = .pointer(event, button: button)
            case .wheel(var event):
                event.time = newValue
                self = .wheel(event)
            }
        }
    }
}

// The one replay routine of recorded inputs on virtual time, shared by `TouchSimulator.replay` and
// the playground's "Download as a test" (which must expect exactly what the test's replay shows).
extension GestureHost {
    /// Sends recorded inputs from ``now``, keeping their spacing: time runs up to each input (the
    /// deadlines on the way fire first, each with its own commit: a double tap's window, a wheel
    /// sequence's idle end, a paging snap), then the input is sent at that time, or at ``now`` when
    /// a deadline ran later. `sent` sees each pointer event as sent, with the host's answer.
    package func replay(
        _ inputs: [ReplayInput], sent: (PointerEvent, GestureInputResult) -> Void = { _, _ in }
    ) {
        guard let origin = inputs.first?.time else { return }
        let start = now
        for var input in inputs {
            let time = start + (input.time - origin)
            if time > now { advance(to: time) }
            input.time = max(time, now)
            let result = send(input)
            if case .pointer(let event, _) = input { sent(event, result) }
        }
    }

    /// Sends a recorded input at the time it carries: a pointer event with its button
    /// (``send(_:button:)``), or a scroll wheel event.
    @discardableResult
    package func send(_ input: ReplayInput) -> GestureInputResult {
        switch input {
        case .pointer(let event, let button): send(event, button: button)
        case .wheel(let event): send(event)
        }
    }

    /// Lets time run through every pending deadline, at most `limit` of them, each with its own
    /// commit.
    package func fireTrailingDeadlines(limit: Int) {
        var fired = 0
        while let deadline = nextDeadline, deadline >= now, fired < limit {
            advance(to: deadline)
            fired += 1
        }
    }
}
