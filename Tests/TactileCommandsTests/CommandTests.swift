// The `tactile` commands, parsed from argument lists and run in-process; and once as the built
// executable, for exit statuses and the separation of a scene's prints from the tool's output.
import ArgumentParser
import Foundation
import TactileCommands
import TactileExamples
import TactileTestSupport
import TactileTraces
import Testing

@MainActor
@Suite("tactile command")
struct CommandTests {
    let tapTrace = Fixtures.root.appendingPathComponent("tap-counter/tap-plus.trace.json").path

    func parse<C: ParsableCommand>(_ arguments: [String], as type: C.Type) throws -> C {
        let command = try TactileCommand.parseAsRoot(arguments)
        return try #require(command as? C)
    }

    /// The message the tool prints for `error` (after "Error: ").
    func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            #expect(TactileCommand.exitCode(for: error) != .success)
            return TactileCommand.message(for: error)
        }
    }

    @Test("scenes lists every example, one per line, with its window size and title")
    func scenes() throws {
        let output = try parse(["scenes"], as: ScenesCommand.self).output()
        let lines = output.split(separator: "\n")
        #expect(lines.count == ExampleCatalog.all.count)
        #expect(lines.first?.hasPrefix("draggable-circle ") == true)
        #expect(output.contains("tap-counter-double-single  400×800  Double tap first: both work"))
    }

    @Test("replay prints the readable log, or the golden JSON with --json")
    func replay() throws {
        let log = try parse(["replay", tapTrace], as: ReplayCommand.self).result()
        #expect(log.hasPrefix("tap-counter: 2 inputs, 2 phase changes, 1 callback, 0 rejected inputs"))
        #expect(log.hasSuffix("texts: \"1\"\n"))
        let json = try parse(["replay", tapTrace, "--scene", "tap-counter", "--json"], as: ReplayCommand.self).result()
        let expected = try String(contentsOf: Fixtures.outcome(for: URL(fileURLWithPath: tapTrace)), encoding: .utf8)
        #expect(json == expected)
    }

    @Test("replay fails clearly for a missing file, a bad file, an unknown scene")
    func replayFailures() throws {
        #expect(
            message { _ = try parse(["replay", "/nonexistent.json"], as: ReplayCommand.self).result() }
                == "/nonexistent.json: cannot read /nonexistent.json: no such file or not readable")
        let directory = Fixtures.temporaryDirectory()
        let bad = directory.appendingPathComponent("bad.json")
        try Data("{\"format\": \"tactile-trace\", \"version\": 9}".utf8).write(to: bad)
        #expect(
            message { _ = try parse(["replay", bad.path], as: ReplayCommand.self).result() }
                == "\(bad.path): format version 9 is not supported (this tactile reads versions 1 to 3)")
        #expect(
            message { _ = try parse(["replay", tapTrace, "--scene", "nope"], as: ReplayCommand.self).result() }
                == "unknown scene \"nope\"; `tactile scenes` lists them")
        let anonymous = directory.appendingPathComponent("anonymous.json")
        try Data(
            InputTrace(scene: nil, window: TraceSize(width: 400, height: 800), events: [InputEvent]()).jsonText().utf8
        )
        .write(to: anonymous)
        #expect(
            message { _ = try parse(["replay", anonymous.path], as: ReplayCommand.self).result() }?
                .contains("names no scene; pass --scene ID") == true)
        #expect(
            message { _ = try TactileCommand.parseAsRoot(["replay"]) }?.contains("Missing expected argument") == true)
    }

    @Test("timeline writes an SVG of the replay")
    func timeline() throws {
        let output = Fixtures.temporaryDirectory().appendingPathComponent("t.svg").path
        let command = try parse(["timeline", tapTrace, "-o", output, "--title", "Plus"], as: TimelineCommand.self)
        let svg = try command.svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(">Plus</text>"))
        #expect(svg.contains("data-gesture=\"0:_EndedGesture&lt;TapGesture&gt;/TapGesture\""))
        #expect(message { _ = try TactileCommand.parseAsRoot(["timeline", tapTrace]) }?.contains("--output") == true)
    }

    @Test(
        "synth writes each kind of trace, deterministically",
        arguments: [
            ["synth", "tap", "--scene", "tap-shape"],
            ["synth", "tap", "--at", "10,20", "--count", "3", "--kind", "mouse"],
            ["synth", "double-tap", "--window", "320x480"],
            ["synth", "long-press", "--duration", "1", "--noise", "0.5", "--rate", "60"],
            [
                "synth", "drag", "--from", "0,0", "--to", "100,0", "--velocity", "1000", "--rate", "240", "--jitter",
                "0.3", "--seed", "9",
            ],
            ["synth", "drag", "--wait", "0.6", "--hold", "0.1"],
            ["synth", "pinch", "--scale", "0.5", "--angle", "45"],
            ["synth", "rotate", "--degrees", "-90", "--rate", "120"],
        ])
    func synth(arguments: [String]) throws {
        func run() throws -> String {
            let command = try TactileCommand.parseAsRoot(arguments)
            switch command {
            case let c as SynthTap: return try c.output()
            case let c as SynthDoubleTap: return try c.output()
            case let c as SynthLongPress: return try c.output()
            case let c as SynthDrag: return try c.output()
            case let c as SynthPinch: return try c.output()
            case let c as SynthRotate: return try c.output()
            default: throw CommandFailure("not a synth command")
            }
        }
        let text = try run()
        #expect(try run() == text)
        let trace = try InputTrace(json: Data(text.utf8))
        #expect(trace.events.count >= 2)
        #expect(trace.source?.hasPrefix("tactile synth \(arguments[1])") == true)
        #expect(trace.jsonText() == text)
    }

    @Test("synth rejects bad options with a usage message")
    func synthValidation() {
        #expect(
            message { _ = try TactileCommand.parseAsRoot(["synth", "drag", "--velocity", "-3"]) }?
                .contains("--velocity must be positive") == true)
        #expect(message { _ = try TactileCommand.parseAsRoot(["synth", "tap", "--at", "nowhere"]) } != nil)
        #expect(
            message { _ = try TactileCommand.parseAsRoot(["synth", "tap", "--rate", "0"]) }?
                .contains("--rate") == true)
    }
}

/// The built executable, when `swift build` has made it (it sits beside the test bundle).
enum BuiltTool {
    static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/tactile")
    static var exists: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }
}

@Suite("tactile executable", .enabled(if: BuiltTool.exists, "build it first: swift build"))
struct ExecutableTests {
    @Test("replay --json prints only the outcome (a scene's own prints go to stderr); bad input exits 1")
    func exitStatuses() throws {
        let trace = Fixtures.root.appendingPathComponent("tap-shape/tap.trace.json")
        let ok = try BuiltTool.run(["replay", trace.path, "--json"])
        #expect(ok.status == 0)
        #expect(ok.stdout == (try String(contentsOf: Fixtures.outcome(for: trace), encoding: .utf8)))
        #expect(ok.stderr.contains("View tapped!"))
        let missing = try BuiltTool.run(["replay", "/nonexistent.json", "--scene", "tap-shape"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Error: /nonexistent.json: cannot read"))
        let unknown = try BuiltTool.run(["replay", trace.path, "--scene", "nope"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("unknown scene \"nope\""))
    }
}
