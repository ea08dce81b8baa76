import ArgumentParser
import Foundation
import TactileExamples
import TactileGestures
import TactileTraces

/// `tactile synth KIND …`: writes the trace of a common interaction.
public struct SynthCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Write a synthesized trace: tap, double tap, long press, drag, pinch, rotate.",
        discussion: """
            Locations default to the window's centre. Sampling (--rate 60/120/240), position \
            noise (--noise, points) and time jitter (--jitter, fraction of a sample interval) are \
            seeded (--seed): the same options always write the same file.
            """,
        subcommands: [
            SynthTap.self, SynthDoubleTap.self, SynthLongPress.self, SynthDrag.self,
            SynthPinch.self, SynthRotate.self,
        ]
    )

    public init() {}
}

/// A point given as `X,Y`.
public struct PointArgument: ExpressibleByArgument, Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init?(argument: String) {
        let parts = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
        self.init(x: x, y: y)
    }

    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    var text: String { "(\(ValueDescription.number(x)), \(ValueDescription.number(y)))" }
}

extension PointerKind: ExpressibleByArgument {}

/// Options every synth command shares: where, how sampled, where to write.
public struct SynthOptions: ParsableArguments {
    @Option(help: "The scene the trace is for: its id is recorded and its window size used.")
    public var scene: String?

    @Option(help: "The window size as WIDTHxHEIGHT when no scene is given.")
    public var window: String = "400x800"

    @Option(help: "Samples per second while pointers move (60, 120, 240).")
    public var rate: Double = 120

    @Option(help: "Position noise: standard deviation in points.")
    public var noise: Double = 0

    @Option(help: "Time jitter, as a fraction of the sample interval (0 to 1).")
    public var jitter: Double = 0

    @Option(help: "The seed of the noise and jitter.")
    public var seed: UInt64 = 1

    @Option(help: "The pointer kind: touch, mouse or pen.")
    public var kind: PointerKind = .touch

    @Option(name: .shortAndLong, help: "Write the trace to this file instead of printing it.")
    public var output: String?

    public init() {}

    public func validate() throws {
        guard rate > 0, rate <= 2000 else {
            throw ValidationError("--rate must be between 0 and 2000 samples per second")
        }
        guard noise >= 0 else { throw ValidationError("--noise must not be negative") }
        guard (0...1).contains(jitter) else { throw ValidationError("--jitter must be between 0 and 1") }
    }

    /// The window: the scene's, else `--window`.
    func windowSize() throws -> TraceSize {
        if let scene {
            guard let example = ExampleCatalog.example(id: scene) else {
                throw CommandFailure("unknown scene \"\(scene)\"; `tactile scenes` lists them")
            }
            return TraceSize(width: Double(example.windowSize.width), height: Double(example.windowSize.height))
        }
        let parts = window.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
            throw CommandFailure("--window must be WIDTHxHEIGHT, e.g. 400x800")
        }
        return TraceSize(width: parts[0], height: parts[1])
    }

    var sampling: SamplingOptions {
        SamplingOptions(rate: rate, positionNoise: noise, timeJitter: jitter, seed: seed, kind: kind)
    }

    var samplingText: String {
        "\(ValueDescription.number(rate)) Hz, noise \(ValueDescription.number(noise)) pt, "
            + "jitter \(ValueDescription.number(jitter)), seed \(seed), \(kind.rawValue)"
    }

    /// Builds the trace around `events` and prints or writes it.
    func finish(_ describe: String, _ events: (TraceSize) -> [InputEvent]) throws -> String {
        let size = try windowSize()
        let trace = InputTrace(
            scene: scene, window: size, source: "tactile synth \(describe); \(samplingText)",
            events: events(size))
        return trace.jsonText()
    }

    func deliver(_ text: String) throws {
        if let output { try write(text, to: output) } else { emit(text) }
    }
}

func centre(_ size: TraceSize) -> PointArgument {
    PointArgument(x: (size.width / 2).rounded(.down), y: (size.height / 2).rounded(.down))
}

public struct SynthTap: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "tap", abstract: "One or more taps.")
    @OptionGroup public var common: SynthOptions
    @Option(parsing: .unconditional, help: "Where, as X,Y (default: the window's centre).") public var at:
        PointArgument?
    @Option(help: "How many taps (0.15 s apart).") public var count: Int = 1
    public init() {}
    public func validate() throws {
        guard (1...10).contains(count) else { throw ValidationError("--count must be between 1 and 10") }
    }
    public func output() throws -> String {
        try common.finish("tap ×\(count) at \(at?.text ?? "centre")") { size in
            TraceSynthesizer.tap(at: (at ?? centre(size)).cgPoint, count: count, sampling: common.sampling)
        }
    }
    public func run() throws { try common.deliver(output()) }
}

public struct SynthDoubleTap: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "double-tap", abstract: "Two taps 0.15 s apart.")
    @OptionGroup public var common: SynthOptions
    @Option(parsing: .unconditional, help: "Where, as X,Y (default: the window's centre).") public var at:
        PointArgument?
    public init() {}
    public func output() throws -> String {
        try common.finish("double-tap at \(at?.text ?? "centre")") { size in
            TraceSynthesizer.tap(at: (at ?? centre(size)).cgPoint, count: 2, sampling: common.sampling)
        }
    }
    public func run() throws { try common.deliver(output()) }
}

public struct SynthLongPress: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "long-press", abstract: "A finger held still.")
    @OptionGroup public var common: SynthOptions
    @Option(parsing: .unconditional, help: "Where, as X,Y (default: the window's centre).") public var at:
        PointArgument?
    @Option(help: "How long the finger stays down, in seconds.") public var duration: Double = 0.8
    public init() {}
    public func validate() throws {
        guard duration >= 0, duration <= 60 else { throw ValidationError("--duration must be between 0 and 60 s") }
    }
    public func output() throws -> String {
        try common.finish("long-press at \(at?.text ?? "centre") for \(ValueDescription.number(duration)) s") { size in
            TraceSynthesizer.longPress(at: (at ?? centre(size)).cgPoint, duration: duration, sampling: common.sampling)
        }
    }
    public func run() throws { try common.deliver(output()) }
}

public struct SynthDrag: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "drag", abstract: "A straight drag at a constant velocity.")
    @OptionGroup public var common: SynthOptions
    @Option(parsing: .unconditional, help: "Start, as X,Y (default: the window's centre).") public var from:
        PointArgument?
    @Option(parsing: .unconditional, help: "End, as X,Y (default: 150 points right of the start).") public var to:
        PointArgument?
    @Option(parsing: .unconditional, help: "Speed in points per second.") public var velocity: Double = 600
    @Option(help: "Seconds held still on the start before moving (a long press, then a drag).")
    public var wait: Double = 0
    @Option(help: "Seconds held still at the end before lifting (0: lift while moving, a fling).")
    public var hold: Double = 0
    public init() {}
    public func validate() throws {
        guard velocity > 0, velocity.isFinite else { throw ValidationError("--velocity must be positive") }
        guard hold >= 0, wait >= 0 else { throw ValidationError("--wait and --hold must not be negative") }
    }
    public func output() throws -> String {
        let size = try common.windowSize()
        let start = from ?? centre(size)
        let end = to ?? PointArgument(x: start.x + 150, y: start.y)
        return try common.finish(
            "drag from \(start.text) to \(end.text) at \(ValueDescription.number(velocity)) pt/s, "
                + "wait \(ValueDescription.number(wait)) s, hold \(ValueDescription.number(hold)) s"
        ) { _ in
            TraceSynthesizer.drag(
                from: start.cgPoint, to: end.cgPoint, velocity: velocity, wait: wait, hold: hold,
                sampling: common.sampling)
        }
    }
    public func run() throws { try common.deliver(output()) }
}

public struct SynthPinch: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "pinch", abstract: "Two fingers moving apart (scale > 1) or together.")
    @OptionGroup public var common: SynthOptions
    @Option(parsing: .unconditional, help: "Centre, as X,Y (default: the window's centre).") public var center:
        PointArgument?
    @Option(help: "Starting distance between the fingers, points.") public var distance: Double = 100
    @Option(help: "Final distance as a multiple of the start.") public var scale: Double = 2
    @Option(help: "Seconds.") public var duration: Double = 0.5
    @Option(parsing: .unconditional, help: "Angle of the line between the fingers, degrees.") public var angle: Double =
        0
    public init() {}
    public func validate() throws {
        guard distance > 0, scale > 0, duration > 0 else {
            throw ValidationError("--distance, --scale and --duration must be positive")
        }
    }
    public func output() throws -> String {
        try common.finish(
            "pinch at \(center?.text ?? "centre") from \(ValueDescription.number(distance)) pt ×\(ValueDescription.number(scale)) "
                + "in \(ValueDescription.number(duration)) s"
        ) { size in
            TraceSynthesizer.pinch(
                center: (center ?? centre(size)).cgPoint, distance: distance, scale: scale,
                duration: duration, angle: angle, sampling: common.sampling)
        }
    }
    public func run() throws { try common.deliver(output()) }
}

public struct SynthRotate: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rotate", abstract: "Two fingers turning about their centre.")
    @OptionGroup public var common: SynthOptions
    @Option(parsing: .unconditional, help: "Centre, as X,Y (default: the window's centre).") public var center:
        PointArgument?
    @Option(help: "Distance between the fingers, points.") public var distance: Double = 150
    @Option(parsing: .unconditional, help: "Turn, degrees (positive: clockwise on screen).") public var degrees:
        Double = 45
    @Option(help: "Seconds.") public var duration: Double = 0.5
    public init() {}
    public func validate() throws {
        guard distance > 0, duration > 0 else { throw ValidationError("--distance and --duration must be positive") }
    }
    public func output() throws -> String {
        try common.finish(
            "rotate at \(center?.text ?? "centre") by \(ValueDescription.number(degrees))° in \(ValueDescription.number(duration)) s"
        ) { size in
            TraceSynthesizer.rotate(
                center: (center ?? centre(size)).cgPoint, distance: distance, degrees: degrees,
                duration: duration, sampling: common.sampling)
        }
    }
    public func run() throws { try common.deliver(output()) }
}
