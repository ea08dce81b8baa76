// Seed 003 — the Kuchi chapter (SA0710 "Жесты"), "Конечное состояние": the store as listed, made an
// `ObservableObject` as the text's last step says. (The extracted listing lost its indentation; it
// is restored.)
import Tactile

class LearningStore: ObservableObject {
    // 1
    @Published var deck: FlashDeck
    // 2
    @Published var card: FlashCard?
    // 3
    @Published var score = 0
    // 4
    init(deck: [Challenge]) {
        self.deck = FlashDeck(from: deck)
        self.card = getNextCard()
    }
    // 5
    func getNextCard() -> FlashCard? {
        guard let card = deck.cards.last else {
            return nil
        }
        self.card = card
        deck.cards.removeLast()
        return self.card
    }
}
