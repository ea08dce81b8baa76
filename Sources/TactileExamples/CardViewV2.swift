// Seed 003 — the Kuchi chapter (SA0710 "Жесты"), "Пользовательские жесты": CardView with the drag to
// discard — `CardDrag`/`dragged` below `revealed`, the `onDrag` initialiser, `offset`, the `drag`
// gesture above `return ZStack`, `.offset(offset).gesture(drag)` right above the tap gesture, and
// the spring animation keyed on `offset`.
// The chapter keeps changing one `CardView`; this second stage is renamed `CardViewV2` (the only
// change). (The extracted text runs each snippet onto one line; the line breaks are restored.)
import Tactile

struct CardViewV2: View {
    @State var revealed = false
    typealias CardDrag = (_ card: FlashCard,
                          _ direction: DiscardedDirection) -> Void

    let dragged: CardDrag
    @State var offset: CGSize = .zero
    let flashCard: FlashCard
    @Binding var cardColor: Color

    init(
        _ card: FlashCard,
        cardColor: Binding<Color>,
        onDrag dragged: @escaping CardDrag = {_,_ in }
    ) {
        flashCard = card
        _cardColor = cardColor
        self.dragged = dragged
    }

    var body: some View {
        let drag = DragGesture()
            // 1
            .onChanged { offset = $0.translation }
            // 2
            .onEnded {
                if $0.translation.width < -100 {
                    offset = .init(width: -1000, height: 0)
                    dragged(flashCard, .left)
                } else if $0.translation.width > 100 {
                    offset = .init(width: 1000, height: 0)
                    dragged(flashCard, .right)
                } else {
                    offset = .zero
                }
            }

        return ZStack {
            Rectangle()
                .fill(cardColor)
                .frame(width: 320, height: 210)
                .cornerRadius(12)
            VStack {
                Spacer()
                Text(flashCard.card.question)
                    .font(.largeTitle)
                    .foregroundColor(.white)
                if revealed {
                    Text(flashCard.card.answer)
                        .font(.caption)
                        .foregroundColor(.white)
                }
                Spacer()
            }
        }
        .shadow(radius: 8)
        .frame(width: 320, height: 210)
        .animation(.spring(), value: offset)
        .offset(offset)
        .gesture(drag)
        .gesture(TapGesture()
            .onEnded {
                withAnimation(.easeIn, {
                    revealed = !revealed
                })
            })
    }
}
