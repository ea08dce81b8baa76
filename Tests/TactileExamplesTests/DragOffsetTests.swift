// Seed 004 (Korean tutorials, "DragGesture"): the yellow circle follows the finger and stays where it
// is dropped, drag after drag — with two @State values (v1) and with @GestureState (v2). Seed 001
// (the Japanese DragGesture study) adds the difference between them: when a drag is cancelled,
// `onEnded` is not called, so v1's @State translation is never reset, while v2's @GestureState is.
import Foundation
import Tactile
@testable import TactileExamples
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("DragGesture_Tutorials (seeds 004, 001)")
struct DragOffsetTests {
    let window = CGSize(width: 400, height: 800)
    let center = CGPoint(x: 200, y: 400)

    func circle(_ sim: TouchSimulator) -> CGPoint? { sim.displayList.shapes(filledWith: .yellow).first?.center }

    nonisolated static let versions = ["v1 @State", "v2 @GestureState"]
    func make(_ version: String) -> TouchSimulator {
        version == Self.versions[0]
            ? TouchSimulator(DragGesture_Tutorials(), size: window)
            : TouchSimulator(DragGesture_TutorialsV2(), size: window)
    }

    @Test("The circle follows the finger, stays where dropped, and drops accumulate", arguments: versions)
    func dropsAccumulate(version: String) throws {
        let sim = make(version)
        expectApprox(circle(sim), center, tolerance: 0.5)
        let first = CGPoint(x: 260, y: 450)
        sim.down(at: center)
        sim.moveInSteps(from: center, to: first)
        expectApprox(circle(sim), first, tolerance: 0.5)      // finalState + currentState
        sim.up()
        expectApprox(circle(sim), first, tolerance: 0.5)      // currentState reset, finalState moved

        let second = CGPoint(x: 150, y: 300)
        sim.drag(from: first, to: second)
        expectApprox(circle(sim), second, tolerance: 0.5)
        sim.drag(from: second, to: center)
        expectApprox(circle(sim), center, tolerance: 0.5)
    }

    @Test("A drag that starts outside the circle does nothing", arguments: versions)
    func outside(version: String) throws {
        let sim = make(version)
        sim.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 200, y: 400))
        expectApprox(circle(sim), center, tolerance: 0.5)
    }

    @Test("v2: a cancelled drag resets the @GestureState translation and moves nothing")
    func gestureStateResetsOnCancel() throws {
        let sim = make(Self.versions[1])
        sim.down(at: center)
        sim.moveInSteps(from: center, to: CGPoint(x: 300, y: 400))
        expectApprox(circle(sim), CGPoint(x: 300, y: 400), tolerance: 0.5)
        sim.cancel()
        expectApprox(circle(sim), center, tolerance: 0.5)
        // The next drag starts from the original place.
        sim.drag(from: center, to: CGPoint(x: 200, y: 500))
        expectApprox(circle(sim), CGPoint(x: 200, y: 500), tolerance: 0.5)
    }

    @Test("v1: a cancelled drag leaves the circle where the finger was (onEnded is not called)")
    func stateIsNotResetOnCancel() throws {
        let sim = make(Self.versions[0])
        sim.down(at: center)
        sim.moveInSteps(from: center, to: CGPoint(x: 300, y: 400))
        sim.cancel()
        expectApprox(circle(sim), CGPoint(x: 300, y: 400), tolerance: 0.5)
        // finalState did not take the cancelled translation: the next drag's translation replaces it.
        sim.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300, y: 500))
        expectApprox(circle(sim), CGPoint(x: 200, y: 500), tolerance: 0.5)
    }
}
