import Foundation
import Tactile
import TactileTraceFormat

#if canImport(Testing)
import Testing
#endif

// Replaying what was recorded (a playground session's trace, a user's device log) on the
// simulator's virtual time, so a test can assert on its outcome with the simulator's own readings.

extension TouchSimulator {
    /// How many deadlines a replay lets fire after its last event before it stops waiting (each
    /// decides at least one gesture, so real interactions need a handful); the same bound as
    /// `tactile replay`'s.
    public static let maximumTrailingDeadlines = 100

    /// Replays timestamped pointer and scroll wheel events on virtual time, as the window would
    /// have received them.
    ///
    /// ```swift
    /// sim.replay([
    ///     InputEvent(time: 0, phase: .down, x: 200, y: 400),
    ///     InputEvent(time: 0.05, phase: .up, x: 200, y: 400),
    /// ])
    /// #expect(sim.texts() == ["Liked"])
    /// ```
    ///
    /// The first event is sent at ``now``, and each later one as long after it as the events' times
    /// say: time runs up to each event (firing the deadlines on the way, each with its own commit),
    /// then the event is sent with its pointer, kind (touch, mouse, pen) and button, or, for a wheel
    /// event, as `GestureHost.send(_:)` takes it. Afterwards, when `settles` is true, time runs on
    /// through every pending deadline (a double tap's window, a long press's duration, a wheel
    /// sequence's idle end), so every gesture the events started is decided and every scroll view
    /// comes to rest, as `tactile replay` does. The outcome is in ``callbacks``,
    /// ``phaseTransitions``, ``diagnostics`` and the window's readings.
    ///
    /// Events go to the window exactly as recorded, as `tactile replay` sends them: a recorded
    /// event the engine refuses (a move of a pointer that is not down) is refused here too and
    /// shows in ``diagnostics``, not as a test issue. Pointers the events leave down stay down (the
    /// test can go on with ``move(_:to:)`` or ``up(_:)``).
    ///
    /// - Parameters:
    ///   - events: The events in order; times never decrease (any origin: only the differences
    ///     count).
    ///   - settles: Whether to let every pending deadline fire after the last event.
    public func replay(_ events: [InputEvent], settles: Bool = true) {
        host.replay(events) { event, result in
            if result.isAccepted { notePointer(event) }
        }
        if settles { settle() }
    }

    /// Replays an input trace's events (`replay(_:settles:)` for events); a trace recorded in a window of
    /// another size than the simulator's is replayed all the same, after recording a test issue,
    /// since its locations would land elsewhere.
    public func replay(_ trace: InputTrace, settles: Bool = true) {
        if trace.window.cgSize != host.viewHost.size {
            recordIssue(
                "TouchSimulator.replay: the trace was recorded in a \(describe(trace.window.cgSize)) window and the simulator's is "
                    + "\(describe(host.viewHost.size)); create it with TouchSimulator(view, size: trace.window.cgSize)")
        }
        replay(trace.events, settles: settles)
    }

    /// Replays the `tactile-trace` file whose text is `traceJSON` (as an input trace): what a test
    /// downloaded from the playground does, with the session's trace written into it.
    ///
    /// - Throws: `TraceError` when the text is not a valid trace.
    public func replay(traceJSON: String, settles: Bool = true) throws {
        replay(try InputTrace(json: Data(traceJSON.utf8)), settles: settles)
    }

    /// Reads the `tactile-trace` file at `url` and replays it (as an input trace).
    ///
    /// - Throws: `TraceError` when the file is missing or not a valid trace.
    public func replay(contentsOf url: URL, settles: Bool = true) throws {
        replay(try InputTrace.load(from: url), settles: settles)
    }

    /// Lets time run through every pending deadline (at most ``maximumTrailingDeadlines``), each
    /// with its own commit.
    public func settle() {
        host.fireTrailingDeadlines(limit: Self.maximumTrailingDeadlines)
    }

    /// Keeps the simulator's own pointers in step with an accepted replayed event: the pointer is
    /// down for the simulator when it is down for the engine (a hovering mouse or a secondary
    /// button is not).
    private func notePointer(_ event: PointerEvent) {
        if host.engine.pointersDown.contains(event.pointer) {
            pointers[event.pointer] = event.location
        } else {
            pointers[event.pointer] = nil
        }
    }

    private func recordIssue(_ message: String) {
        #if canImport(Testing)
        Issue.record(Comment(rawValue: message))
        #endif
    }

    private func describe(_ size: CGSize) -> String {
        "\(String(format: "%g", Double(size.width))) × \(String(format: "%g", Double(size.height)))"
    }
}
