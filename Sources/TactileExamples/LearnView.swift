// Seed 003 — the Kuchi chapter (SA0710 "Жесты"): LearnView after "Добавление LearningStore к
// представлениям" — the store as a `@StateObject`, the instructions, the DeckView that raises the
// score when a card is memorised, and the score label.
// The extracted text mangles the score label's string (`Text(«Remembered (learningStore.score)» -
// «/(learningStore.deck.cards.count)»)`); it is restored as the interpolations it stands for.
// (The extracted text runs each snippet onto one line; the line breaks are restored.)
import Tactile

struct LearnView: View {
    @StateObject var learningStore = LearningStore(deck: ChallengesViewModel.challenges)

    var body: some View {
        VStack {
            Spacer()
            Text("Swipe left if you remembered"
                + "\nSwipe right if you didn’t")
                .font(.headline)
            DeckView(
                deck: learningStore.deck,
                onMemorized: { learningStore.score += 1 }
            )
            Spacer()
            Text("Remembered \(learningStore.score)"
                + "/\(learningStore.deck.cards.count)")
        }
    }
}
