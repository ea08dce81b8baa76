import Foundation

// The one replay routine of recorded inputs on virtual time, shared by `TouchSimulator.replay` and
// the playground's "Download as a test" (which must expect exactly what the test's replay shows).
extension GestureHost {
    /// Sends recorded inputs from ``now``, keeping their spacing: time runs up to each input (the
    /// deadlines on the way fire first, each with its own commit: a double tap's window, a wheel
    /// sequence's idle end, a paging snap), then the input is sent at that time, or at ``now`` when
    /// a deadline ran later. `sent` sees each pointer event as sent, with the host's answer.
    package func replay(
        _ inputs: [InputEvent], sent: (PointerEvent, GestureInputResult) -> Void = { _, _ in }
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
