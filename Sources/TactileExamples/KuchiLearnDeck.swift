// Added: not in any seed. The Kuchi Learn view with a deck of any size, for the benchmarks: the
// host-frame benchmark measures a whole host frame with 20 cards on screen, and the chapter's deck
// (`ChallengesViewModel.challenges`) has four. The view, the deck and the cards are the seed's own;
// only the words are made up.
import Tactile

extension ExampleCatalog {
    /// The Kuchi Learn view (LearnView, DeckView, the final CardView) showing `cardCount` cards.
    ///
    /// The words are numbered stand-ins ("word 1" … "word N"). `LearningStore` keeps back one
    /// challenge as its current card, so the deck is given one more than it shows. Counts below
    /// zero are treated as zero.
    @MainActor
    public static func kuchiLearn(cardCount: Int) -> AnyView {
        let challenges = (0...max(0, cardCount)).map { index in
            Challenge(question: "word \(index + 1)", pronunciation: "word \(index + 1)", answer: "meaning \(index + 1)")
        }
        return AnyView(LearnView(learningStore: LearningStore(deck: challenges)))
    }
}
