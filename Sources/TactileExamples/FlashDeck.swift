// Seed 003 — the Kuchi chapter (SA0710 "Жесты"), "Создание флэш-колоды": the class after the text's
// three steps (the initialiser, `@Published`, `ObservableObject`).
// (The extracted text runs each snippet onto one line; the line breaks are restored.)
import Tactile

class FlashDeck: ObservableObject {
    @Published var cards: [FlashCard]

    init(from words: [Challenge]) {
        cards = words.map {
            FlashCard(card: $0)
        }
    }
}
