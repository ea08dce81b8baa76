import Tactile
import TactileExamples
import TactileGestures
import Testing

@testable import TactileInvariants

/// Nothing of one checked run outlives it: the run, its driver, and the driver's engine (and so the
/// host that owns it) are deallocated when the run returns. The fuzzer runs tens of thousands of
/// inputs in one process, so an object kept per input (a retain cycle between a host, its engine
/// and the closures they hold; a hook never cleared) is a leak that grows for the whole run
/// (Docs/Robustness.md, "Memory").
@MainActor
@Suite struct RunLifetimeTests {
    /// The objects of one run, held weakly.
    struct Survivors {
        weak var run: InvariantRun?
        weak var driver: (any ScenarioDriver)?
        weak var engine: GestureEngine?

        var names: [String] {
            [run.map { _ in "the run" }, driver.map { _ in "the driver" }, engine.map { _ in "the engine" }]
                .compactMap { $0 }
        }
    }

    /// Byte strings from a fixed linear congruential sequence: the same inputs on every run of
    /// the tests, long enough (300 bytes) to decode to scenes with probes, removals and many steps.
    static func inputs(count: Int, seed: UInt64) -> [[UInt8]] {
        var state = seed
        return (0..<count).map { _ in
            (0..<300).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 33)
            }
        }
    }

    /// Runs a generated scene from `bytes` on the driver `make` builds, the way
    /// ``EngineInvariants`` and ``ViewSceneInvariants`` do, and returns what is left of it.
    static func runGenerated(_ bytes: [UInt8], _ make: (EngineScene) -> any ScenarioDriver) -> Survivors {
        let (spec, steps) = ScenarioDecoder.engineScenario(bytes)
        let log = ProbeCallLog()
        let scene = EngineScene(spec: spec, log: log)
        let driver = make(scene)
        let run = InvariantRun(driver: driver, scene: scene, log: log, steps: steps, scenario: spec.description)
        run.execute()
        #expect(run.report.violations.isEmpty, "\(run.report)")
        return Survivors(run: run, driver: driver, engine: driver.engine)
    }

    @Test func engineSceneRunsLeaveNothing() {
        for (index, bytes) in Self.inputs(count: 20, seed: 1).enumerated() {
            let left = Self.runGenerated(bytes) { EngineDriver(scene: $0) }
            #expect(left.names.isEmpty, "engine scene \(index): \(left.names) outlived the run")
        }
    }

    @Test func viewSceneRunsLeaveNothing() {
        for (index, bytes) in Self.inputs(count: 20, seed: 2).enumerated() {
            let left = Self.runGenerated(bytes) { ViewSceneDriver(scene: $0) }
            #expect(left.names.isEmpty, "view scene \(index): \(left.names) outlived the run")
        }
    }

    @Test(arguments: ExampleCatalog.all.map(\.id))
    func seedSceneRunLeavesNothing(_ id: String) throws {
        let example = try #require(ExampleCatalog.example(id: id))
        let bytes = Self.inputs(count: 1, seed: 3)[0]
        func runOnce() -> Survivors {
            let driver = SeedSceneDriver(example: example)
            let steps = ScenarioDecoder.hostSteps(bytes, targets: driver.hotSpots.count)
            let run = InvariantRun(driver: driver, scene: nil, log: ProbeCallLog(), steps: steps, scenario: id)
            run.execute()
            #expect(run.report.violations.isEmpty, "\(run.report)")
            return Survivors(run: run, driver: driver, engine: driver.engine)
        }
        let left = runOnce()
        #expect(left.names.isEmpty, "\(id): \(left.names) outlived the run")
    }
}
