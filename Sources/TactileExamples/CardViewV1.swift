// Seed 003 — the Kuchi chapter (SA0710 "Жесты"), "Твой первый жест": CardView at the end of that
// section — the card of "Применение настроек" (colour binding) plus `revealed`, the tap gesture at
// the bottom after `.animation(_:value:)`, and the answer shown only `if revealed`.
// The chapter keeps changing one `CardView`; this first gesture stage is renamed `CardViewV1` (the
// only change). Stages: V1 tap; V2 + drag to discard; V3 + long press (tap stops working);
// `CardView` (V4) tap as `.simultaneousGesture`.
// (The extracted text runs each snippet onto one line; the line breaks are restored.)
import Tactile

struct CardViewV1: View {
    @State var revealed = false
    let flashCard: FlashCard
    @Binding var cardColor: Color

    init(
        _ card: FlashCard,
        cardColor: Binding<Color>
    ) {
        flashCard = card
        _cardColor = cardColor
    }

    var body: some View {
        ZStack {
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
        .animation(.spring(), value: 0)
        .gesture(TapGesture()
            .onEnded {
                withAnimation(.easeIn, {
                    revealed = !revealed
                })
            })
    }
}
