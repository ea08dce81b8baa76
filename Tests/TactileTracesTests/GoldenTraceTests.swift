// Golden files: every checked-in trace is replayed on its scene and the outcome compared, byte for
// byte, with the one checked in beside it. A change of behaviour fails here with a line diff.
//
// To accept new behaviour (after reading the diff!), re-record the outcomes:
//
//     TACTILE_RECORD=1 swift test --filter GoldenTraceTests
//
// and commit the changed *.outcome.json files. Traces themselves are written by
// Tests/Fixtures/traces/synthesize.sh.
import Foundation
import TactileExamples
import TactileTestSupport
import TactileTraces
import Testing

@MainActor
@Suite("Golden traces")
struct GoldenTraceTests {
    static let isRecording = ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1"

    @Test("Every checked-in trace replays to its checked-in outcome", arguments: Fixtures.traces())
    func replayMatchesOutcome(trace url: URL) throws {
        let trace = try InputTrace.load(from: url)
        let sceneID = try #require(trace.scene, "\(Fixtures.label(url)) names no scene")
        let example = try #require(ExampleCatalog.example(id: sceneID), "unknown scene \(sceneID)")
        let actual = TraceReplayer.replay(trace, scene: sceneID, on: example.makeView()).jsonText()
        let outcomeURL = Fixtures.outcome(for: url)
        if Self.isRecording {
            try Data(actual.utf8).write(to: outcomeURL)
            return
        }
        let expected = try #require(
            try? String(contentsOf: outcomeURL, encoding: .utf8),
            "\(Fixtures.label(url)) has no outcome; record it with TACTILE_RECORD=1 swift test --filter GoldenTraceTests"
        )
        if actual != expected {
            Issue.record(
                """
                \(Fixtures.label(url)): the replay differs from \(outcomeURL.lastPathComponent) \
                (- expected, + actual). If the change is intended, re-record with \
                TACTILE_RECORD=1 swift test --filter GoldenTraceTests
                \(LineDiff.render(expected: expected, actual: actual))
                """)
        }
    }

    @Test("Every seed scene has at least one golden trace")
    func everySceneCovered() throws {
        let covered = Set(try Fixtures.traces().compactMap { try InputTrace.load(from: $0).scene })
        let missing = ExampleCatalog.all.map(\.id).filter { !covered.contains($0) }
        #expect(missing.isEmpty, "scenes without a golden trace: \(missing)")
    }

    @Test("Checked-in traces are in canonical form (re-encoding changes no byte)", arguments: Fixtures.traces())
    func tracesAreCanonical(trace url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(try InputTrace(json: Data(text.utf8)).jsonText() == text, "\(Fixtures.label(url))")
    }

    @Test("The line diff shows changed lines with context and line numbers")
    func diffIsReadable() {
        let expected = "a\nb\nc\nd\ne\nf\n"
        let actual = "a\nb\nC\nd\ne\nf\n"
        let diff = LineDiff.render(expected: expected, actual: actual, context: 1)
        #expect(diff == "@@ line 2 @@\n  b\n- c\n+ C\n  d")
    }
}
