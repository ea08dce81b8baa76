// Seed 003 — the Kuchi chapter (SA0710 "Жесты"): DeckView as it stands after "Пользовательские жесты"
// — the deck and `onMemorized` ("Добавление LearningStore к представлениям"), the `ForEach` body and
// the helper methods ("И, наконец,… создание пользовательского интерфейса"), the AppStorage colour
// ("Применение настроек"), `DiscardedDirection` before the struct, and `createCardView(for:)` with
// the `onDrag` callback. It builds the chapter's final `CardView`.
// (The extracted text runs each snippet onto one line; the line breaks are restored.)
import Tactile

enum DiscardedDirection {
    case left
    case right
}

struct DeckView: View {
    @ObservedObject var deck: FlashDeck
    let onMemorized: () -> Void

    init(deck: FlashDeck, onMemorized: @escaping () -> Void) {
        self.onMemorized = onMemorized
        self.deck = deck
    }

    @AppStorage("cardBackgroundColor") var cardBackgroundColorInt: Int = 0xFF0000FF

    var body: some View {
        ZStack {
            ForEach(deck.cards.filter { $0.isActive }) { card in
                getCardView(for: card)
            }
        }
    }

    func getCardView(for card: FlashCard) -> CardView {
        let activeCards = deck.cards.filter { $0.isActive == true }
        if let lastCard = activeCards.last {
            if lastCard == card {
                return createCardView(for: card)
            }
        }
        let view = createCardView(for: card)
        return view
    }

    func createCardView(for card: FlashCard) -> CardView {
        let view = CardView(card, cardColor: Binding(
            get: { Color(rgba: cardBackgroundColorInt) },
            set: { newValue in cardBackgroundColorInt = newValue.asRgba }
        ),
            onDrag: { card, direction in
                if direction == .left {
                    onMemorized()
                }
            }
        )
        return view
    }
}
