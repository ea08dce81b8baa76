import PropertyBased
import TactileInvariants
import Testing

/// Random gesture compositions on random view hierarchies, driven by random valid and invalid
/// input: every invariant of Docs/Robustness.md holds after every call.
/// Serialized, so that at most one case at a time holds the main actor, which the playground's
/// timer tests share; a hang fails the test instead of blocking the run.
@Suite(.serialized, .timeLimit(.minutes(5))) struct EnginePropertyTests {
    @Test func invariantsHoldForGeneratedScenes() async {
        await propertyCheck(count: PropertyCounts.engine, input: Gen.uint8().array(of: 0...700)) { bytes in
            let report = await MainActor.run { EngineInvariants.run(bytes) }
            #expect(report.violations.isEmpty, "\(report)")
        }
    }

    /// The same generated scenes built as views in a GestureHost: layout decides the hit paths, and
    /// removing a view (and its subtree) goes through the view layer's commit.
    @Test func invariantsHoldForGeneratedViews() async {
        await propertyCheck(count: PropertyCounts.views, input: Gen.uint8().array(of: 0...700)) { bytes in
            let report = await MainActor.run { ViewSceneInvariants.run(bytes) }
            #expect(report.violations.isEmpty, "\(report)")
        }
    }
}
