import Foundation
import Tactile
import TactileExamples
import TactileTraces

/// `tactile replay --bench`: a trace replayed at full speed, nothing logged, timed.
///
/// Each repetition hosts the scene in a fresh `GestureHost`, as ``TraceReplayer`` does, and sends
/// every event (deadlines before it fire first), then runs the pending deadlines out; unlike a
/// replay it records nothing, so what it measures is the view layer and the engine handling the
/// input. The first repetition warms up (type metadata, caches, buffers) and is not timed.
enum ReplayBenchmark {
    /// Repetitions timed when `--repeat` is not given: enough for a short trace to run for a
    /// noticeable time, few enough that a 100,000-event trace finishes in seconds.
    static let defaultRepetitions = 5

    /// The timing of one benchmark run.
    struct Result {
        var events: Int
        var repetitions: Int
        var seconds: Double

        var eventsPerSecond: Double { seconds > 0 ? Double(events * repetitions) / seconds : .infinity }
        var nanosecondsPerEvent: Double { seconds * 1e9 / Double(max(1, events * repetitions)) }

        /// One line for the terminal.
        var text: String {
            String(
                format: "%d events × %d repetitions in %.3f s: %.0f events/s (%.0f ns per event)\n",
                events, repetitions, seconds, eventsPerSecond, nanosecondsPerEvent)
        }
    }

    /// Replays `trace` on `example` once untimed, then `repetitions` times timed.
    @MainActor
    static func run(_ trace: InputTrace, on example: Example, repetitions: Int) -> Result {
        replay(trace, on: example)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<repetitions { replay(trace, on: example) }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return Result(events: trace.events.count, repetitions: repetitions, seconds: seconds)
    }

    /// One replay with no log: what ``TraceReplayer/replay(_:scene:on:)`` does, minus recording.
    @MainActor
    private static func replay(_ trace: InputTrace, on example: Example) {
        let host = GestureHost(example.makeView(), size: trace.window.cgSize, startTime: trace.events.first?.time ?? 0)
        for input in trace.events { host.send(input) }
        var fired = 0
        while let deadline = host.nextDeadline, fired < TraceReplayer.maximumTrailingDeadlines {
            host.advance(to: deadline)
            fired += 1
        }
        host.update()
    }
}
