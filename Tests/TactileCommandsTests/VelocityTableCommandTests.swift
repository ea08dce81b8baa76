// The `velocity-table` command: it writes the table the code measures into a document, between the
// markers, and refuses a document without them.
import ArgumentParser
import Foundation
import TactileCommands
import TactileTestSupport
import TactileTraces
import Testing

@Suite("velocity-table command")
struct VelocityTableCommandTests {
    @Test("velocity-table --write updates a document in place and refuses one without markers")
    func writeCommand() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.md")
        try "Intro\n\(VelocityAccuracyTable.beginMarker)\nstale\n\(VelocityAccuracyTable.endMarker)\n"
            .write(to: good, atomically: true, encoding: .utf8)
        var command = try #require(
            try TactileCommand.parseAsRoot(["velocity-table", "--write", good.path]) as? VelocityTableCommand)
        try command.run()
        let written = try String(contentsOf: good, encoding: .utf8)
        let measured = VelocityAccuracyTable.markdown(VelocityAccuracy.measureAll())
        #expect(VelocityAccuracyTable.extract(from: written) == measured)
        #expect(written.hasPrefix("Intro\n"))

        let bad = directory.appendingPathComponent("bad.md")
        try "no markers here\n".write(to: bad, atomically: true, encoding: .utf8)
        command = try #require(
            try TactileCommand.parseAsRoot(["velocity-table", "--write", bad.path]) as? VelocityTableCommand)
        #expect(throws: CommandFailure.self) { try command.run() }
        #expect(try String(contentsOf: bad, encoding: .utf8) == "no markers here\n")
    }
}
