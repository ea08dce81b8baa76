import Tactile
import TactileExamples
import TactileInvariants
import Testing

/// The inputs the property tests shrank each defect to, kept as they were found: every one of them
/// broke an invariant before its fix (Docs/Robustness.md, "Defects found").
@MainActor
@Suite struct FoundInputTests {
    struct Found: Sendable, CustomTestStringConvertible {
        var scene: String
        var bytes: [UInt8]
        var defect: String
        var testDescription: String { "\(scene): \(defect)" }
    }

    nonisolated static let found: [Found] = [
        // Steps: wait 1 ms; move a pointer that is not down. The host advanced to the move's time,
        // then the engine rejected the move.
        Found(
            scene: "long-press-counter-v2", bytes: [58, 1, 14],
            defect: "a rejected event moved the host's time"),
        // Steps: down on the circle; advance(to: +∞). The host fired the tap's 0.75 s deadline on the
        // way, then the engine rejected the time.
        Found(
            scene: "tap-shape", bytes: [0, 0, 0, 0, 1, 0, 0, 0, 0, 86, 0, 133, 61],
            defect: "advance(to: .infinity) fired the deadlines before it was rejected"),
    ]

    @Test(arguments: found)
    func foundInputHoldsNow(_ found: Found) throws {
        let example = try #require(ExampleCatalog.example(id: found.scene))
        let report = HostInvariants.run(example: example, bytes: found.bytes, trace: true)
        #expect(report.violations.isEmpty, "\(report)")
    }
}
