import PropertyBased
import Tactile
import TactileExamples
import TactileInvariants
import Testing

/// Every seed scene, through the view layer (hit testing, commits, views leaving the tree), driven
/// by random valid and invalid input: the invariants that can be seen from outside a scene hold.
/// Serialized, so that at most one case at a time holds the main actor, which the playground's
/// timer tests share; a hang fails the test instead of blocking the run.
@Suite(.serialized, .timeLimit(.minutes(5))) struct HostPropertyTests {
    @Test(arguments: ExampleCatalog.all.map(\.id))
    func invariantsHoldForSeedScene(_ id: String) async throws {
        let example = try #require(ExampleCatalog.example(id: id))
        await propertyCheck(count: PropertyCounts.hostPerScene, input: Gen.uint8().array(of: 0...400)) { bytes in
            let report = await MainActor.run { HostInvariants.run(example: example, bytes: bytes) }
            #expect(report.violations.isEmpty, "\(report)")
        }
    }
}
