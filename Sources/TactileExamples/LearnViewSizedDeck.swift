// Added: not in any seed. Benchmarks and performance probes need the Kuchi Learn view with a deck
// larger than the chapter's four words (issue 6 measures a frame with 20 cards on screen); this
// builds the same LearnView, DeckView and CardView around a deck of generated words.
import Tactile

// Added: the public way in for benchmarks (LearnView itself stays internal, as in the seed).
extension ExampleCatalog {
    /// The Kuchi Learn view (`kuchi-learn`) showing `cardCount` cards, each a generated word
    /// (`word 1`, `word 2`, …).
    ///
    /// The store takes the deck's last word as its current card (as the chapter's `LearningStore`
    /// does), so the deck is built one word longer than `cardCount`. A negative count shows no cards.
    @MainActor
    public static func learnView(cardCount: Int) -> AnyView {
        let words = (0...max(0, cardCount)).map { index in
            Challenge(question: "word \(index + 1)", pronunciation: "", answer: "answer \(index + 1)")
        }
        // The memberwise initializer takes the `@StateObject`'s initial value (made once per identity).
        return AnyView(LearnView(learningStore: LearningStore(deck: words)))
    }
}
