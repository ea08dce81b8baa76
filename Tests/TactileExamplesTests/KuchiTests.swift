// Seed 003 (the Kuchi chapter, SA0710 "Жесты"): tapping a card reveals the translation; dragging it
// more than 100 pt left discards it and counts it as remembered, right discards it without counting,
// a shorter drag snaps back; a long press lifts the card (scale 1.1). The chapter's stages: with
// `.gesture(longPress)` added, the tap attached with `.gesture` stops working; with
// `.simultaneousGesture` it works again.
import Foundation
import Tactile
@testable import TactileExamples
import TactileTestSupport
import TactileTesting
import Testing

/// Records the `onDrag` callbacks of a card.
@MainActor
final class DragLog {
    var directions: [DiscardedDirection] = []
}

@MainActor
@Suite("Kuchi: CardView stages, DeckView and LearnView (seed 003)")
struct KuchiTests {
    let window = CGSize(width: 400, height: 800)
    let center = CGPoint(x: 200, y: 400)
    nonisolated static let word = Challenge(question: "こんにちわ", pronunciation: "Konnichiwa", answer: "Hello")
    nonisolated static let stages = ["V1 tap", "V2 drag", "V3 long press", "final"]

    func card(_ stage: String, log: DragLog = DragLog()) -> AnyView {
        let card = FlashCard(card: Self.word)
        let color = Binding.constant(Color(rgba: 0xFF0000FF))
        switch stage {
        case "V1 tap": return AnyView(CardViewV1(card, cardColor: color))
        case "V2 drag": return AnyView(CardViewV2(card, cardColor: color) { _, direction in log.directions.append(direction) })
        case "V3 long press": return AnyView(CardViewV3(card, cardColor: color) { _, direction in log.directions.append(direction) })
        default: return AnyView(CardView(card, cardColor: color) { _, direction in log.directions.append(direction) })
        }
    }

    /// The card rectangles (320 × 210 before effects), in drawing order (the frontmost last). Found
    /// by size, not colour: DeckView reads the colour from `@AppStorage` in the standard defaults.
    func cards(_ sim: TouchSimulator) -> [DisplayItem] {
        sim.displayList.items.filter {
            $0.fillColor != nil && abs($0.bounds.width - 320) <= 0.5 && abs($0.bounds.height - 210) <= 0.5
        }
    }

    // MARK: One card

    @Test("The card shows the word; the translation is hidden", arguments: stages)
    func atRest(stage: String) throws {
        let sim = TouchSimulator(card(stage), size: window)
        #expect(sim.texts() == ["こんにちわ"])
        let card = try #require(cards(sim).first)
        #expect(card.fillColor == Color(rgba: 0xFF0000FF))
        expectApprox(card.frame, CGRect(x: 40, y: 295, width: 320, height: 210), tolerance: 1)
    }

    @Test("Tapping the card reveals the translation, tapping again hides it",
          arguments: ["V1 tap", "V2 drag", "final"])
    func tapReveals(stage: String) throws {
        let sim = TouchSimulator(card(stage), size: window)
        sim.tap(at: center)
        sim.advance(by: 0.5)
        #expect(sim.texts() == ["こんにちわ", "Hello"])
        sim.tap(at: center)
        sim.advance(by: 0.5)
        #expect(sim.texts() == ["こんにちわ"])
    }

    @Test("With .gesture(longPress) and the tap still attached with .gesture, the tap does not reveal")
    func v3TapIsHidden() throws {
        let sim = TouchSimulator(card("V3 long press"), size: window)
        sim.tap(at: center)
        sim.advance(by: 1)
        #expect(sim.texts() == ["こんにちわ"])
        sim.tap(at: CGPoint(x: 100, y: 350))
        sim.advance(by: 1)
        #expect(sim.texts() == ["こんにちわ"])
    }

    @Test("Dragging more than 100 pt left discards the card to the left",
          arguments: ["V2 drag", "V3 long press", "final"])
    func dragLeftDiscards(stage: String) throws {
        let log = DragLog()
        let sim = TouchSimulator(card(stage, log: log), size: window)
        sim.down(at: center)
        sim.moveInSteps(from: center, to: CGPoint(x: 60, y: 420))
        // The card follows the finger (offset = translation).
        expectApprox(try #require(cards(sim).first).center, CGPoint(x: 60, y: 420), tolerance: 1)
        sim.up()
        #expect(log.directions == [.left])
        expectApprox(try #require(cards(sim).first).center, CGPoint(x: 200 - 1000, y: 400), tolerance: 1)
    }

    @Test("Dragging more than 100 pt right discards the card to the right",
          arguments: ["V2 drag", "V3 long press", "final"])
    func dragRightDiscards(stage: String) throws {
        let log = DragLog()
        let sim = TouchSimulator(card(stage, log: log), size: window)
        sim.drag(from: center, to: CGPoint(x: 320, y: 380))
        #expect(log.directions == [.right])
        expectApprox(try #require(cards(sim).first).center, CGPoint(x: 1200, y: 400), tolerance: 1)
    }

    @Test("A drag of 100 pt or less snaps the card back", arguments: ["V2 drag", "V3 long press", "final"])
    func shortDragSnapsBack(stage: String) throws {
        let log = DragLog()
        let sim = TouchSimulator(card(stage, log: log), size: window)
        sim.down(at: center)
        sim.moveInSteps(from: center, to: CGPoint(x: 110, y: 460))
        expectApprox(try #require(cards(sim).first).center, CGPoint(x: 110, y: 460), tolerance: 1)
        sim.up()
        #expect(log.directions.isEmpty)
        expectApprox(try #require(cards(sim).first).center, center, tolerance: 1)
        #expect(sim.texts() == ["こんにちわ"])                   // a drag is not a tap
    }

    @Test("A long press lifts the card by 10 % while the press is being detected",
          arguments: ["V3 long press", "final"])
    func longPressScales(stage: String) throws {
        let sim = TouchSimulator(card(stage), size: window)
        sim.down(at: center)
        sim.advance(by: 0.2)
        let lifted = try #require(cards(sim).first)
        expectApprox(lifted.frame.width, 352, tolerance: 1)
        expectApprox(lifted.frame.height, 231, tolerance: 1)
        expectApprox(lifted.center, center, tolerance: 1)
        // LongPressGesture() ends at 0.5 s; its @GestureState goes back to false.
        sim.advance(by: 0.5)
        expectApprox(try #require(cards(sim).first).frame.width, 320, tolerance: 1)
        sim.up()
        expectApprox(try #require(cards(sim).first).frame.width, 320, tolerance: 1)
    }

    @Test("Before the long press, the card does not scale", arguments: ["V1 tap", "V2 drag"])
    func earlierStagesDoNotScale(stage: String) throws {
        let sim = TouchSimulator(card(stage), size: window)
        sim.down(at: center)
        sim.advance(by: 0.2)
        expectApprox(try #require(cards(sim).first).frame.width, 320, tolerance: 1)
        sim.up()
    }

    // MARK: LearnView

    func score(_ sim: TouchSimulator) -> String? { sim.texts().first { $0.hasPrefix("Remembered ") } }

    @Test("LearnView: tap reveals the top card's translation")
    func learnTap() throws {
        let sim = TouchSimulator(LearnView(), size: window)
        // The store took the last word as its current card; the deck shows the other three, the
        // last of them on top.
        #expect(score(sim) == "Remembered 0/3")
        let top = try #require(cards(sim).last)
        #expect(!sim.texts().contains("Good morning"))
        sim.tap(at: top.center)
        sim.advance(by: 0.5)
        #expect(sim.texts().contains("Good morning"))
        #expect(!sim.texts().contains("Goodbye"))
    }

    @Test("LearnView: swiping left counts the card as remembered; right does not; short drags snap back")
    func learnSwipes() throws {
        let sim = TouchSimulator(LearnView(), size: window)
        let deckCenter = try #require(cards(sim).last).center
        let left = CGPoint(x: deckCenter.x - 150, y: deckCenter.y)
        let right = CGPoint(x: deckCenter.x + 150, y: deckCenter.y)

        sim.drag(from: deckCenter, to: CGPoint(x: deckCenter.x - 60, y: deckCenter.y))
        #expect(score(sim) == "Remembered 0/3")
        expectApprox(try #require(cards(sim).last).center, deckCenter, tolerance: 1)

        sim.drag(from: deckCenter, to: left)
        #expect(score(sim) == "Remembered 1/3")
        #expect(try #require(cards(sim).last).center.x < -500)      // thrown off to the left

        // The next card is now the frontmost one under the finger.
        sim.tap(at: deckCenter)
        sim.advance(by: 0.5)
        #expect(sim.texts().contains("Goodbye"))

        sim.drag(from: deckCenter, to: right)
        #expect(score(sim) == "Remembered 1/3")
        sim.advance(by: 0.5)
        sim.drag(from: deckCenter, to: left)
        #expect(score(sim) == "Remembered 2/3")
    }

    @Test("LearnView: a long press lifts the top card only")
    func learnLongPress() throws {
        let sim = TouchSimulator(LearnView(), size: window)
        let deck = cards(sim)
        #expect(deck.count == 3)
        sim.down(at: try #require(deck.last).center)
        sim.advance(by: 0.2)
        let pressed = cards(sim)
        expectApprox(try #require(pressed.last).frame.width, 352, tolerance: 1)
        expectApprox(try #require(pressed.first).frame.width, 320, tolerance: 1)
        sim.up()
    }
}
