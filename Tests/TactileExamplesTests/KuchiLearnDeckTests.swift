// ExampleCatalog.kuchiLearn(cardCount:), the Learn view with a deck of any size that the host
// frame benchmark uses: it shows exactly that many cards, and they behave like the seed's.
import Foundation
import Tactile
import TactileExamples
import TactileTesting
import Testing

@MainActor
@Suite("Kuchi Learn view with a deck of any size")
struct KuchiLearnDeckTests {
    @Test("the view shows the requested number of cards and counts them in its score", arguments: [0, 1, 4, 20])
    func cardCount(count: Int) {
        let sim = TouchSimulator(ExampleCatalog.kuchiLearn(cardCount: count))
        let words = sim.texts().filter { $0.hasPrefix("word ") }
        #expect(words.count == count)
        #expect(Set(words).count == count)
        #expect(sim.texts().contains("Remembered 0/\(count)"))
    }

    @Test("a negative count shows an empty deck")
    func negativeCount() {
        let sim = TouchSimulator(ExampleCatalog.kuchiLearn(cardCount: -3))
        #expect(sim.texts().filter { $0.hasPrefix("word ") }.isEmpty)
        #expect(sim.texts().contains("Remembered 0/0"))
    }

    @Test("swiping the top card left counts it as remembered")
    func swipeLeft() {
        let sim = TouchSimulator(ExampleCatalog.kuchiLearn(cardCount: 20))
        sim.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 40, y: 400))
        #expect(sim.texts().contains("Remembered 1/20"))
    }
}
