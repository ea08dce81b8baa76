// Benchmark 6: replaying a 100,000-event synthetic trace (pinches and drags) through a scene.

import Foundation
import Tactile
import TactileExamples
import TactileTraces

/// A trace of exactly ``SuiteConstants/replayEventCount`` events, built once by the trace
/// synthesizer: pinches and drags in turn on the logo of the "simultaneous" scene (rotate and
/// scale at once), at 120 Hz with 1 pt of noise and 20% time jitter. Each step replays the whole
/// trace with ``TraceReplayer``, the engine behind `tactile replay`: a fresh host, every event,
/// the log of phases and callbacks.
final class TraceReplayFixture: BenchmarkFixture {
    /// The scene the trace plays on.
    static let sceneID = "simultaneous"

    let trace: InputTrace
    private let example: Example
    /// Phase changes of the last replay, checked after the first one.
    private(set) var lastLogCount = 0

    init() {
        example = ExampleCatalog.example(id: Self.sceneID)!
        trace = Self.makeTrace(window: example.windowSize)
        step()
        precondition(lastLogCount > trace.events.count, "the replay should log phase changes beside the inputs")
    }

    func step() {
        let outcome = TraceReplayer.replay(trace, scene: Self.sceneID, on: example.makeView())
        lastLogCount = outcome.log.count
    }

    /// Pinches and drags, alternating, cut at exactly ``SuiteConstants/replayEventCount`` events
    /// (the last interaction may end with its fingers still down; the replay then simply stops).
    static func makeTrace(window: CGSize) -> InputTrace {
        let center = CGPoint(x: window.width / 2, y: window.height / 2)
        var events: [InputEvent] = []
        var start: TimeInterval = 0
        var round = 0
        while events.count < SuiteConstants.replayEventCount {
            let sampling = SamplingOptions(
                rate: 1 / SuiteConstants.sampleInterval, positionNoise: 1, timeJitter: 0.2,
                seed: SuiteConstants.replaySeed &+ UInt64(round), start: start)
            let interaction =
                round.isMultiple(of: 2)
                ? TraceSynthesizer.pinch(
                    center: center, distance: 120, scale: 1.8, duration: 0.6, angle: 30, sampling: sampling)
                : TraceSynthesizer.drag(
                    from: center, to: CGPoint(x: center.x + 90, y: center.y + 60), velocity: 300,
                    sampling: sampling)
            events += interaction
            start = (interaction.last?.time ?? start) + 0.2
            round += 1
        }
        events.removeLast(events.count - SuiteConstants.replayEventCount)
        return InputTrace(
            scene: sceneID, window: TraceSize(width: Double(window.width), height: Double(window.height)),
            source: "TactileBenchmarks replay trace", events: events)
    }
}
