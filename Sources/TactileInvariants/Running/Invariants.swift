import Foundation
import Tactile
import TactileExamples

/// Runs a decoded scenario on a ``GestureEngine`` and checks every invariant after every call
/// (Docs/Robustness.md lists them).
@MainActor
public enum EngineInvariants {
    /// Decodes `bytes` into a scene and a step stream, runs it, drains it (every pointer up, every
    /// deadline reached) and returns what broke. With `trace`, the report lists every input,
    /// transition and callback.
    public static func run(_ bytes: [UInt8], trace: Bool = false) -> RunReport {
        GeneratedScenes.run(bytes, trace: trace) { EngineDriver(scene: $0) }
    }
}

/// Runs decoded scenarios whose generated scene is built as views in a ``GestureHost``: the
/// engine scenes' full oracle (probes, `@GestureState`, removal) through the view layer.
@MainActor
public enum ViewSceneInvariants {
    /// Decodes `bytes` like ``EngineInvariants/run(_:trace:)`` and runs the scene as views.
    public static func run(_ bytes: [UInt8], trace: Bool = false) -> RunReport {
        GeneratedScenes.run(bytes, trace: trace) { ViewSceneDriver(scene: $0) }
    }
}

/// Runs decoded step streams on the seed scenes through a ``GestureHost`` (hit testing, commits,
/// refresh and removal of views included) and checks the invariants that can be seen from outside
/// a scene (Docs/Robustness.md, "What the seed-scene runs check").
@MainActor
public enum HostInvariants {
    /// The first byte chooses the scene (modulo the catalogue's size); the rest are its steps.
    public static func run(_ bytes: [UInt8], trace: Bool = false) -> RunReport {
        let examples = ExampleCatalog.all
        let index = bytes.first.map { Int($0) % examples.count } ?? 0
        return run(example: examples[index], bytes: Array(bytes.dropFirst()), trace: trace)
    }

    /// Runs `bytes` as steps on `example`.
    public static func run(example: Example, bytes: [UInt8], trace: Bool = false) -> RunReport {
        let driver = SeedSceneDriver(example: example)
        let steps = ScenarioDecoder.hostSteps(bytes, targets: driver.hotSpots.count)
        let run = InvariantRun(
            driver: driver, scene: nil, log: ProbeCallLog(), steps: steps,
            scenario: "scene \(example.id) (\(driver.hotSpots.count) points with gestures)", tracing: trace)
        run.execute()
        return run.report
    }
}

/// Decoding and running a generated scene on a driver.
@MainActor
enum GeneratedScenes {
    static func run(_ bytes: [UInt8], trace: Bool, driver: (EngineScene) -> any ScenarioDriver) -> RunReport {
        let (spec, steps) = ScenarioDecoder.engineScenario(bytes)
        let log = ProbeCallLog()
        let scene = EngineScene(spec: spec, log: log)
        let run = InvariantRun(
            driver: driver(scene), scene: scene, log: log, steps: steps,
            scenario: spec.description, tracing: trace)
        run.execute()
        return run.report
    }
}
