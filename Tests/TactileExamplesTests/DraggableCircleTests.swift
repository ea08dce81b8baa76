// Seed 000 (Apple, "Composing SwiftUI Gestures"): a long press, then a drag, moves the circle; the
// press shows a shadow, the confirmed long press a white border; a drag that does not wait for the
// long press does nothing.
import Foundation
import Tactile
@testable import TactileExamples
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("DraggableCircle (seed 000)")
struct DraggableCircleTests {
    let window = CGSize(width: 400, height: 800)
    let center = CGPoint(x: 200, y: 400)

    func circle(_ sim: TouchSimulator) -> DisplayItem? { sim.displayList.shapes(filledWith: .blue).first }

    @Test("At rest: a 100 pt blue circle in the middle, no shadow, no border")
    func atRest() throws {
        let sim = TouchSimulator(DraggableCircle(), size: window)
        let shape = try #require(circle(sim))
        expectApprox(shape.frame.width, 100, tolerance: 0.5)
        expectApprox(shape.center, center, tolerance: 0.5)
        #expect(!shape.castsShadow)
        #expect(sim.displayList.shapes(strokedWith: .white).isEmpty)
    }

    @Test("Pressing shows the shadow; the border appears once the 0.5 s long press is confirmed")
    func pressingThenDragging() throws {
        let sim = TouchSimulator(DraggableCircle(), size: window)
        sim.down(at: center)
        sim.advance(by: 0.2)
        // .first(true) → .pressing: shadow, no border yet.
        #expect(try #require(circle(sim)).castsShadow)
        #expect(sim.displayList.shapes(strokedWith: .white).isEmpty)
        sim.advance(by: 0.4)
        // .second(true, nil) → .dragging(.zero): the border appears, the shadow stays.
        #expect(try #require(circle(sim)).castsShadow)
        #expect(sim.displayList.shapes(strokedWith: .white).count == 1)
        sim.up()
        // Released without dragging: inactive again, nothing moved.
        let after = try #require(circle(sim))
        #expect(!after.castsShadow)
        #expect(sim.displayList.shapes(strokedWith: .white).isEmpty)
        expectApprox(after.center, center, tolerance: 0.5)
    }

    @Test("Press, hold 0.5 s, drag, release: the circle follows the finger and stays where dropped")
    func longPressThenDragMovesTheCircle() throws {
        let sim = TouchSimulator(DraggableCircle(), size: window)
        sim.down(at: center)
        sim.advance(by: 0.6)
        let end = CGPoint(x: 260, y: 480)
        sim.moveInSteps(from: center, to: end)
        // While dragging the offset is viewState + the drag's translation.
        expectApprox(try #require(circle(sim)).center, end, tolerance: 0.5)
        #expect(sim.displayList.shapes(strokedWith: .white).count == 1)
        sim.up()
        // onEnded added the translation to viewState; the GestureState went back to .inactive.
        let dropped = try #require(circle(sim))
        expectApprox(dropped.center, end, tolerance: 0.5)
        #expect(!dropped.castsShadow)
        #expect(sim.displayList.shapes(strokedWith: .white).isEmpty)

        // A second long press + drag starts from where it was dropped.
        sim.down(at: end)
        sim.advance(by: 0.6)
        let second = CGPoint(x: 180, y: 300)
        sim.moveInSteps(from: end, to: second)
        sim.up()
        expectApprox(try #require(circle(sim)).center, second, tolerance: 0.5)
    }

    @Test("A drag that starts before the 0.5 s long press is over does not move the circle")
    func dragWithoutLongPressDoesNothing() throws {
        let sim = TouchSimulator(DraggableCircle(), size: window)
        sim.drag(from: center, to: CGPoint(x: 300, y: 550), duration: 0.3)
        let shape = try #require(circle(sim))
        expectApprox(shape.center, center, tolerance: 0.5)
        #expect(!shape.castsShadow)

        // Also when the finger waits a little, but less than 0.5 s, before moving.
        sim.down(at: center)
        sim.advance(by: 0.3)
        sim.moveInSteps(from: center, to: CGPoint(x: 100, y: 300))
        sim.up()
        expectApprox(try #require(self.circle(sim)).center, center, tolerance: 0.5)
    }

    @Test("A long press released early (0.3 s) leaves the state inactive")
    func shortPressResets() throws {
        let sim = TouchSimulator(DraggableCircle(), size: window)
        sim.down(at: center)
        sim.advance(by: 0.3)
        sim.up()
        sim.advance(by: 0.5)
        let shape = try #require(circle(sim))
        #expect(!shape.castsShadow)
        expectApprox(shape.center, center, tolerance: 0.5)
    }
}
