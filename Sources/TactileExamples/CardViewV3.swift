// Seed 003 — the Kuchi chapter (SA0710 "Жесты"), "Комбинирование жестов для более сложных
// взаимодействий", up to the point where the text notes that the tap no longer reveals the
// translation: `isLongPressed`, the `longPress` gesture simultaneous with `drag` right below it,
// `.gesture(drag)` replaced by `.gesture(longPress).scaleEffect(…)`, and the animation on
// `isLongPressed`. The tap is still attached with `.gesture`, which the long press now hides.
// The chapter keeps changing one `CardView`; this third stage is renamed `CardViewV3` (the only
// change). (The extracted text runs each snippet onto one line; the line breaks are restored.)
import Tactile

struct CardViewV3: View {
    @State var revealed = false
    typealias CardDrag = (_ card: FlashCard,
                          _ direction: DiscardedDirection) -> Void

    let dragged: CardDrag
    @State var offset: CGSize = .zero
    @GestureState var isLongPressed = false
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
        let longPress = LongPressGesture()
            .updating($isLongPressed) { value, state, transition in
                state = value
            }
            .simultaneously(with: drag)

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
        .gesture(longPress)
        .scaleEffect(isLongPressed ? 1.1 : 1)
        .animation(
            .easeInOut(duration: 0.3),
            value: isLongPressed
        )
        .gesture(TapGesture()
            .onEnded {
                withAnimation(.easeIn, {
                    revealed = !revealed
                })
            })
    }
}
