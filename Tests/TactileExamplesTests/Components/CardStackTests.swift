// The card stack component example: the top card follows the finger and tilts; released heading more than
// 120 points to a side (`predictedEndTranslation`) it is removed, otherwise it springs back; the
// counter says how many cards are left.
import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

@testable import TactileExamples

@MainActor
@Suite("CardStack")
struct CardStackTests {
    /// The middle of the pile in the default window: the demo (a 380-point pile, 24, the counter's
    /// 22-point line, 16, an 18-point footnote) centred in 400 × 800.
    let pile = CGPoint(x: 200, y: 360)

    func card(_ sim: TouchSimulator, _ title: String) -> CGPoint? { sim.frame(of: .text(title))?.center }

    @Test("At rest: five cards, Kyoto on top (drawn last), and the counter says 5 left")
    func atRest() throws {
        let sim = TouchSimulator(CardStackDemo())
        #expect(sim.texts() == ["Hobart", "Dakar", "Lima", "Oslo", "Kyoto", "5 left", "Fling a card left or right"])
        expectApprox(card(sim, "Kyoto"), pile, tolerance: 0.5)
        let topShape = try #require(sim.displayList.shapes(filledWith: .orange).first)
        expectApprox(topShape.frame.width, 280, tolerance: 0.5)
    }

    @Test("A fling to the right removes the top card and counts down", arguments: [CGFloat(180), 90])
    func flingRightRemoves(distance: CGFloat) throws {
        let sim = TouchSimulator(CardStackDemo())
        sim.flick(from: pile, to: pile.moved(distance, 10))
        #expect(sim.texts().contains("4 left"))
        #expect(sim.texts().contains("Liked: Kyoto"))
        #expect(!sim.exists(.text("Kyoto")))
        #expect(sim.displayList.shapes(filledWith: .orange).isEmpty)
    }

    @Test("A fling to the left removes it as a pass")
    func flingLeftRemoves() {
        let sim = TouchSimulator(CardStackDemo())
        sim.flick(from: pile, to: pile.moved(-150, 0))
        #expect(sim.texts().contains("4 left"))
        #expect(sim.texts().contains("Passed: Kyoto"))
    }

    @Test("The top card follows the finger and tilts with it")
    func followsTheFinger() throws {
        let sim = TouchSimulator(CardStackDemo())
        sim.down(at: pile)
        sim.moveInSteps(from: pile, to: pile.moved(60, -30))
        expectApprox(card(sim, "Kyoto"), pile.moved(60, -30), tolerance: 0.5)
        let top = try #require(sim.displayList.shapes(filledWith: .orange).first)
        expectApprox(CGFloat(top.rotation.degrees), 3, tolerance: 0.01)  // 60 / 20
        // The card below stays where it was.
        expectApprox(card(sim, "Oslo"), pile.moved(0, 10), tolerance: 0.5)
        sim.up()
    }

    @Test("A short, slow drag springs the card back", arguments: [CGFloat(60), -100])
    func shortDragSpringsBack(distance: CGFloat) throws {
        let sim = TouchSimulator(CardStackDemo())
        sim.dragAndHold(from: pile, to: pile.moved(distance, 20))
        #expect(sim.texts().contains("5 left"))
        #expect(sim.texts().contains("Fling a card left or right"))
        // Springing back is animated: just after the release the card is still on its way.
        let moving = try #require(sim.displayList(at: sim.now + 0.05).texts("Kyoto").first).center
        #expect(abs(moving.x - pile.x) > 5, "\(moving)")
        expectApprox(card(sim, "Kyoto"), pile, tolerance: 0.5)
    }

    @Test("A slow drag past the threshold removes the card too")
    func slowDragPastThresholdRemoves() {
        let sim = TouchSimulator(CardStackDemo())
        sim.dragAndHold(from: pile, to: pile.moved(150, 0))
        #expect(sim.texts().contains("4 left"))
    }

    @Test("A vertical fling does not remove the card")
    func verticalFlingKeeps() {
        let sim = TouchSimulator(CardStackDemo())
        sim.flick(from: pile, to: pile.moved(0, 200))
        #expect(sim.texts().contains("5 left"))
    }

    @Test("Each fling takes the new top card; after five the stack is empty")
    func flingAll() {
        let sim = TouchSimulator(CardStackDemo())
        for (index, title) in ["Kyoto", "Oslo", "Lima", "Dakar", "Hobart"].enumerated() {
            #expect(sim.texts().contains("\(5 - index) left"))
            sim.flick(from: pile, to: pile.moved(index.isMultiple(of: 2) ? 200 : -200, 0))
            sim.advance(by: 0.5)
            #expect(!sim.exists(.text(title)), "\(title)")
        }
        #expect(sim.texts() == ["No cards left", "Liked: Hobart"])
        // Nothing left to drag: a fling changes nothing.
        sim.flick(from: pile, to: pile.moved(200, 0))
        #expect(sim.texts().first == "No cards left")
    }

    @Test("An empty stack and a non-finite threshold are accepted")
    func degenerate() {
        let empty = TouchSimulator(CardStack(cards: []))
        #expect(empty.texts() == ["No cards left"])
        #expect(CardStack(cards: [], removalDistance: .nan).removalDistance == 120)
        #expect(CardStack(cards: [], removalDistance: -80).removalDistance == 80)
    }
}
