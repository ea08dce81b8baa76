// `tactile replay --bench`: a trace replayed at full speed with nothing logged, timed.
import ArgumentParser
import Foundation
import TactileCommands
import TactileTestSupport
import TactileTraces
import Testing

@MainActor
@Suite("tactile replay --bench")
struct ReplayBenchTests {
    let tapTrace = Fixtures.root.appendingPathComponent("tap-counter/tap-plus.trace.json").path

    func replay(_ arguments: [String]) throws -> ReplayCommand {
        try #require(try TactileCommand.parseAsRoot(["replay"] + arguments) as? ReplayCommand)
    }

    @Test("--bench prints the events replayed and the rate instead of the log")
    func bench() throws {
        let output = try replay([tapTrace, "--bench", "--repeat", "3"]).result()
        // The tap trace has two events; three timed replays.
        #expect(output.hasPrefix("2 events × 3 repetitions in "), "\(output)")
        #expect(output.contains(" events/s ("), "\(output)")
        #expect(output.hasSuffix(" ns per event)\n"), "\(output)")
        #expect(!output.contains("phase changes"))
    }

    @Test("--bench refuses no repetitions, and an unknown scene, like a replay")
    func benchFailures() throws {
        #expect(throws: CommandFailure.self) { try replay([tapTrace, "--bench", "--repeat", "0"]).result() }
        #expect(throws: CommandFailure.self) { try replay([tapTrace, "--bench", "--scene", "nope"]).result() }
    }
}
