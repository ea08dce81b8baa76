// Seed 003 — the Kuchi chapter (SA0710 "Жесты"), "Создание флэш-карты": the struct as built up step
// by step in the text (`card`, `id`, `isActive`, `Identifiable`) and its `Equatable` extension.
// (The extracted text runs each snippet onto one line; the line breaks are restored.)
import Tactile

struct FlashCard: Identifiable {
    var card: Challenge
    let id = UUID()
    var isActive = true
}

extension FlashCard: Equatable {
    static func == (lhs: FlashCard, rhs: FlashCard) -> Bool {
        return lhs.card.question == rhs.card.question
            && lhs.card.answer == rhs.card.answer
    }
}
