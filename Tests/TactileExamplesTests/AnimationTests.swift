// The animations the seeds declare, as attached to what changes: DraggableCircle's shadow animates
// linearly over 0.5 s while its offset jumps (`.animation(nil)` below the shadow, seed 000); the
// long-press blur eases in and out (seed 004); Kuchi's card eases into its 1.1 scale and the tap's
// `withAnimation(.easeIn)` moves the word up to make room for the translation (seed 003).
import Foundation
import Tactile
import TactileTesting
import Testing

@testable import TactileExamples

@MainActor
@Suite("Animations declared by the seeds")
struct AnimationTests {
    let window = CGSize(width: 400, height: 800)
    let center = CGPoint(x: 200, y: 400)

    init() { ExampleAssets.register() }

    /// The animations of the first item drawn by a shape filled with `paint`.
    func animations(_ sim: TouchSimulator, shapeFilled paint: Color) -> [DisplayAttribute: Animation]? {
        sim.displayList.items.first {
            if case .shape(_, let fill, _) = $0.kind { return fill == paint }
            return false
        }?.animations
    }

    @Test("DraggableCircle: the shadow animates linearly over 0.5 s; the offset does not animate")
    func draggableCircle() throws {
        let sim = TouchSimulator(DraggableCircle(), size: window)
        sim.down(at: center)
        let pressed = try #require(animations(sim, shapeFilled: .blue))
        #expect(pressed[.shadow] == .linear(duration: 0.5))
        sim.advance(by: 0.6)
        sim.move(to: CGPoint(x: 260, y: 400))
        let dragged = try #require(animations(sim, shapeFilled: .blue))
        #expect(dragged[.geometry] == nil)
    }

    @Test("LongPressGesture_Tutorials: the blur eases in and out")
    func blur() throws {
        let sim = TouchSimulator(LongPressGesture_Tutorials(), size: window)
        sim.down(at: center)
        sim.advance(by: 0.6)
        let logo = try #require(
            sim.displayList.items.first {
                if case .image(let name, _, _) = $0.kind { return name == "swiftui-logo" }
                return false
            })
        #expect(logo.blurRadius == 40)
        #expect(logo.animations[.blur] == .easeInOut)
        sim.up()
    }

    @Test("Kuchi CardView: the long-press scale eases in and out over 0.3 s")
    func cardScale() throws {
        let card = CardView(
            FlashCard(card: Challenge(question: "はい", pronunciation: "Hai", answer: "Yes")),
            cardColor: .constant(Color(rgba: 0xFF0000FF)))
        let sim = TouchSimulator(card, size: window)
        sim.down(at: center)
        let red = Color(rgba: 0xFF0000FF)
        #expect(try #require(animations(sim, shapeFilled: red))[.geometry] == .easeInOut(duration: 0.3))
        sim.up()
    }

    @Test(
        "Kuchi CardViewV1 and V2: revealing the translation moves the word with the tap's .easeIn",
        arguments: [1, 2])
    func cardReveal(version: Int) throws {
        let flashCard = FlashCard(card: Challenge(question: "はい", pronunciation: "Hai", answer: "Yes"))
        let color = Binding.constant(Color(rgba: 0xFF0000FF))
        let sim =
            version == 1
            ? TouchSimulator(CardViewV1(flashCard, cardColor: color), size: window)
            : TouchSimulator(CardViewV2(flashCard, cardColor: color), size: window)
        sim.tap(at: center)
        let word = try #require(sim.displayList.items.first { $0.text == "はい" })
        #expect(sim.texts().contains("Yes"))
        #expect(word.animations[.geometry] == .easeIn)
    }

    @Test("Kuchi CardView (final): the tap's lift also ends the long press, so the scale's animation wins")
    func cardRevealFinal() throws {
        // The tap's touch-down started the long press (isLongPressed = true); the lift fails it and
        // resets isLongPressed in the same frame as the tap's withAnimation(.easeIn). The changed
        // `.animation(.easeInOut(duration: 0.3), value: isLongPressed)` sits outside the card's
        // content, and a changed value-keyed animation replaces the transaction's animation for
        // everything beneath it.
        let card = CardView(
            FlashCard(card: Challenge(question: "はい", pronunciation: "Hai", answer: "Yes")),
            cardColor: .constant(Color(rgba: 0xFF0000FF)))
        let sim = TouchSimulator(card, size: window)
        sim.tap(at: center)
        let word = try #require(sim.displayList.items.first { $0.text == "はい" })
        #expect(sim.texts().contains("Yes"))
        #expect(word.animations[.geometry] == .easeInOut(duration: 0.3))
    }
}
