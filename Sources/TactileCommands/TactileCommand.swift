import ArgumentParser
import Foundation
import Tactile
import TactileExamples
import TactileTraces

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tactile`: record, replay and look at gesture interactions.
///
/// Every subcommand does its work in `output()`, which returns what it prints; `run()` only
/// prints. Tests run the commands in-process through `output()`.
public struct TactileCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "Replay, draw and synthesize gesture input traces on Tactile's example scenes.",
        discussion: """
            A trace is a JSON file of pointer events (see Docs/Traces.md). Replaying it runs the \
            events through a scene's views on virtual time and reports every gesture phase change \
            and callback; the same trace always gives the same report.
            """,
        subcommands: [
            ScenesCommand.self, ReplayCommand.self, TimelineCommand.self, SynthCommand.self,
            VelocityTableCommand.self,
        ]
    )

    public init() {}
}

/// A failure with a message for the person at the terminal; the tool exits with status 1.
public struct CommandFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}

/// Prints `text` as it is (it ends with its own newline).
func emit(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

/// Runs `body` with the process's standard output sent to standard error, so that what a scene
/// prints from its actions (`print("tapped")`) cannot mix with the log or JSON the tool prints.
func withSceneOutputOnStandardError<T>(_ body: () throws -> T) rethrows -> T {
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    defer {
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
    }
    return try body()
}

/// Loads a trace, turning every failure into a message that names the file.
func loadTrace(_ path: String) throws -> InputTrace {
    do {
        return try InputTrace.load(from: URL(fileURLWithPath: path))
    } catch let error as TraceError {
        throw CommandFailure("\(path): \(error)")
    }
}

/// The example with id `id`, or a failure that says how to list them.
func scene(_ id: String) throws -> Example {
    guard let example = ExampleCatalog.example(id: id) else {
        throw CommandFailure("unknown scene \"\(id)\"; `tactile scenes` lists them")
    }
    return example
}

/// The scene to replay on: `--scene`, else the one the trace names.
func sceneID(option: String?, trace: InputTrace, path: String) throws -> String {
    if let option { return option }
    if let recorded = trace.scene { return recorded }
    throw CommandFailure("\(path) names no scene; pass --scene ID (`tactile scenes` lists them)")
}

/// Replays `trace` on the example `id`.
@MainActor
func replay(_ trace: InputTrace, sceneID id: String) throws -> ReplayOutcome {
    let example = try scene(id)
    return TraceReplayer.replay(trace, scene: id, on: example.makeView())
}

/// Writes `text` to `path`, or fails with a message naming it.
func write(_ text: String, to path: String) throws {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        throw CommandFailure("cannot write \(path): \(error.localizedDescription)")
    }
}

// MARK: - scenes

/// `tactile scenes`: the example scenes a trace can be replayed on.
public struct ScenesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "scenes", abstract: "List the example scenes (id, window size, title).")

    public init() {}

    public func output() -> String {
        let width = ExampleCatalog.all.map(\.id.count).max() ?? 0
        return ExampleCatalog.all.map { example in
            let size = "\(Int(example.windowSize.width))×\(Int(example.windowSize.height))"
            return example.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + size.padding(toLength: 9, withPad: " ", startingAt: 0) + example.title
        }.joined(separator: "\n") + "\n"
    }

    public func run() throws {
        emit(output())
    }
}

// MARK: - replay

/// `tactile replay TRACE [--scene ID] [--json] [-o FILE]`.
public struct ReplayCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a trace on a scene and print every phase change and callback.",
        discussion: "Prints a readable log, or the outcome file (Docs/Traces.md) with --json.")

    @Argument(help: "The input trace (JSON).")
    public var trace: String

    @Option(help: "The scene to replay on (default: the one the trace names).")
    public var scene: String?

    @Flag(help: "Print the outcome as JSON (the golden-file format) instead of the readable log.")
    public var json = false

    @Option(name: .shortAndLong, help: "Write to this file instead of printing.")
    public var output: String?

    @Flag(help: "Replay at full speed with nothing logged, and print events per second instead of the log.")
    public var bench = false

    @Option(name: .customLong("repeat"), help: "With --bench: how many timed replays (after one untimed).")
    public var repetitions: Int = ReplayBenchmark.defaultRepetitions

    public init() {}

    /// What the command prints: the readable log, the outcome's JSON with `--json`, or the
    /// timing with `--bench`.
    @MainActor
    public func result() throws -> String {
        if bench {
            return try Self.benchmark(trace: trace, scene: scene, repetitions: repetitions)
        }
        return try Self.result(trace: trace, scene: scene, json: json)
    }

    @MainActor
    static func benchmark(trace: String, scene id: String?, repetitions: Int) throws -> String {
        guard repetitions > 0 else { throw CommandFailure("--repeat must be at least 1") }
        let input = try loadTrace(trace)
        let example = try TactileCommands.scene(sceneID(option: id, trace: input, path: trace))
        return ReplayBenchmark.run(input, on: example, repetitions: repetitions).text
    }

    @MainActor
    static func result(trace: String, scene: String?, json: Bool) throws -> String {
        let input = try loadTrace(trace)
        let outcome = try replay(input, sceneID: sceneID(option: scene, trace: input, path: trace))
        return json ? outcome.jsonText() : ReplayLog.text(of: outcome)
    }

    public func run() throws {
        let (trace, scene, json, bench, repetitions) = (trace, scene, json, bench, repetitions)
        let text = try withSceneOutputOnStandardError {
            try MainActor.assumeIsolated {
                bench
                    ? try Self.benchmark(trace: trace, scene: scene, repetitions: repetitions)
                    : try Self.result(trace: trace, scene: scene, json: json)
            }
        }
        if let output { try write(text, to: output) } else { emit(text) }
    }
}

// MARK: - timeline

/// `tactile timeline TRACE [--scene ID] -o FILE.svg`.
public struct TimelineCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Replay a trace and draw what happened as an SVG timeline.",
        discussion: """
            One lane per gesture with its phases as coloured spans, callbacks as marks, pointer \
            tracks below. Convert to PNG with e.g. `rsvg-convert -o timeline.png timeline.svg`.
            """)

    @Argument(help: "The input trace (JSON).")
    public var trace: String

    @Option(help: "The scene to replay on (default: the one the trace names).")
    public var scene: String?

    @Option(name: .shortAndLong, help: "The SVG file to write.")
    public var output: String

    @Option(help: "A title for the picture (default: scene id and trace file name).")
    public var title: String?

    public init() {}

    /// The SVG document the command writes.
    @MainActor
    public func svg() throws -> String {
        try Self.svg(trace: trace, scene: scene, title: title)
    }

    @MainActor
    static func svg(trace: String, scene: String?, title: String?) throws -> String {
        let input = try loadTrace(trace)
        let id = try sceneID(option: scene, trace: input, path: trace)
        let outcome = try replay(input, sceneID: id)
        let name = URL(fileURLWithPath: trace).lastPathComponent
        return TimelineRenderer(title: title ?? "\(id) · \(name)").svg(for: outcome)
    }

    public func run() throws {
        let (trace, scene, title) = (trace, scene, title)
        let text = try withSceneOutputOnStandardError {
            try MainActor.assumeIsolated { try Self.svg(trace: trace, scene: scene, title: title) }
        }
        try write(text, to: output)
        emit("wrote \(output)\n")
    }
}
