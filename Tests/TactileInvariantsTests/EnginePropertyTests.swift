import PropertyBased
import TactileInvariants
import Testing

/// Random gesture compositions on random view hierarchies, driven by random valid and invalid
/// input: every invariant of Docs/Robustness.md holds after every call.
@Suite struct EnginePropertyTests {
    @Test func invariantsHoldForGeneratedScenes() async {
        await propertyCheck(count: PropertyCounts.engine, input: Gen.uint8().array(of: 0...700)) { bytes in
            let report = EngineInvariants.run(bytes)
            #expect(report.violations.isEmpty, "\(report)")
        }
    }
}
