// TouchSimulator's replay of recorded traces agrees with the deterministic replayer behind
// `tactile replay` and the golden outcomes: same phase changes at the same (shifted) times, same
// final texts.
import Foundation
import TactileExamples
import TactileTestSupport
import TactileTesting
import TactileTraces
import Testing

@MainActor
@Suite("TouchSimulator replays traces")
struct SimulatorReplayTests {
    @Test("Every golden trace replays on the simulator to its outcome's phases and texts", arguments: Fixtures.traces())
    func replayMatchesGoldenOutcome(trace url: URL) throws {
        let trace = try InputTrace.load(from: url)
        let sceneID = try #require(trace.scene)
        let example = try #require(ExampleCatalog.example(id: sceneID))
        let outcome = TraceReplayer.replay(trace, scene: example.id, on: example.makeView())

        let sim = TouchSimulator(example.makeView(), size: trace.window.cgSize)
        try sim.replay(contentsOf: url)

        // The simulator starts at 0; the replayer's clock starts at the first event's time.
        let shift = trace.events.first?.time ?? 0
        let expected = outcome.log.filter { $0.type == .phase }.map {
            "\(format($0.time)) \($0.gesture ?? "?") \($0.from.map { "\($0)" } ?? "?")→\($0.to.map { "\($0)" } ?? "?")"
        }
        let actual = sim.phaseTransitions.map {
            "\(format($0.time + shift)) \($0.gesture) \($0.from)→\($0.to)"
        }
        #expect(actual == expected, "\(Fixtures.label(url))")
        #expect(sim.texts() == outcome.texts, "\(Fixtures.label(url))")
        #expect(sim.callbacks.count == outcome.log.filter { $0.type == .callback }.count, "\(Fixtures.label(url))")
    }

    private func format(_ time: TimeInterval) -> String { String(format: "%.6f", time) }
}
