import Foundation
import Testing

/// The engine's transcripts on seeded random compositions and input are the ones recorded before
/// the engine's performance work (`DifferentialTranscripts`): that work changed no behaviour.
///
/// To see a difference rather than a hash, write the transcripts on both versions and diff the
/// folders: `TACTILE_TRANSCRIPTS_DIR=/tmp/after swift test --filter DifferentialTranscriptTests`
/// (and the same with `/tmp/before` on the older commit). To record new hashes after a change
/// that is meant to change behaviour: `TACTILE_TRANSCRIPTS_RECORD=1` with the same filter, and
/// say why in the commit.
@Suite(.serialized) struct DifferentialTranscriptTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/differential/transcripts.txt").standardizedFileURL

    @Test func transcriptsMatchTheRecordedOnes() async throws {
        let transcripts = await MainActor.run { DifferentialTranscripts.all() }
        let lines = transcripts.map { DifferentialTranscripts.fixtureLine(key: $0.key, text: $0.text) }
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["TACTILE_TRANSCRIPTS_DIR"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (key, text) in transcripts {
                try Data(text.utf8).write(
                    to: URL(fileURLWithPath: folder).appendingPathComponent(
                        key.replacingOccurrences(of: " ", with: "-")))
            }
        }
        if environment["TACTILE_TRANSCRIPTS_RECORD"] == "1" {
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: Self.fixture)
        }
        let recorded = try String(contentsOf: Self.fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(recorded.count == lines.count)
        var differing: [String] = []
        for (got, expected) in zip(lines, recorded) where got != expected {
            differing.append("got \(got), recorded \(expected)")
        }
        #expect(
            differing.isEmpty, "\(differing.count) transcripts differ:\n\(differing.prefix(20).joined(separator: "\n"))"
        )
    }

    /// The transcripts see what they are meant to: values with velocities, failures, both scene
    /// kinds (a transcript of nothing would match any engine).
    @Test func transcriptsCoverTheEngine() async {
        let (transcripts, compositions) = await MainActor.run {
            (DifferentialTranscripts.all(), ValuedCompositions.all.count)
        }
        let text = transcripts.map(\.text).joined(separator: "\n")
        for needle in ["velocity: ", "SimultaneousGesture", "→ ended", "→ failed", "probe "] {
            let found = text.contains(needle)
            #expect(found, "no transcript contains \"\(needle)\"")
        }
        #expect(
            transcripts.count == DifferentialTranscripts.generatedSeeds.count * 2
                + DifferentialTranscripts.valuedSeeds.count * compositions)
    }
}
