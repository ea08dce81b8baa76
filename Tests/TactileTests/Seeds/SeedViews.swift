// The views of the seed documents (shared/seeds/000–004) with their gesture code removed, written
// as the articles write them with `import SwiftUI` replaced by `import Tactile`. They prove that the
// non-gesture part of each example compiles; SeedRenderingTests renders them.
// `@GestureState` properties become `@State` here until the engine's GestureState exists.
import Tactile

// MARK: 000 — Composing SwiftUI Gestures (DraggableCircle)

struct Seed000DraggableCircle: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            switch self {
            case .inactive, .pressing:
                return .zero
            case .dragging(let translation):
                return translation
            }
        }

        var isActive: Bool {
            switch self {
            case .inactive:
                return false
            case .pressing, .dragging:
                return true
            }
        }

        var isDragging: Bool {
            switch self {
            case .inactive, .pressing:
                return false
            case .dragging:
                return true
            }
        }
    }

    @State var dragState = DragState.inactive
    @State var viewState = CGSize.zero

    // The seed calls the deprecated `animation(_:)`; marking `body` deprecated keeps the call as written
    // without a warning (a deprecated declaration may use deprecated API). Only `View` reaches `body`, so
    // the mark warns nowhere.
    @available(*, deprecated, message: "The seed's deprecated animation(_:) calls, kept as written")
    var body: some View {
        let minimumLongPressDuration = 0.5
        return Circle()
            .fill(Color.blue)
            .overlay(dragState.isDragging ? Circle().stroke(Color.white, lineWidth: 2) : nil)
            .frame(width: 100, height: 100, alignment: .center)
            .offset(
                x: viewState.width + dragState.translation.width,
                y: viewState.height + dragState.translation.height
            )
            .animation(nil)
            .shadow(radius: dragState.isActive ? 8 : 0)
            .animation(.linear(duration: minimumLongPressDuration))
    }
}

// MARK: 001 — DragGesture article (CounterView)

struct Seed001CounterView: View {
    @State var isDetectingLongPress = false
    var body: some View {
        return Circle()
            .fill(isDetectingLongPress ? Color.yellow : Color.green)
            .frame(width: 100, height: 100, alignment: .center)
    }
}

// MARK: 002 — Adding interactivity with gestures

struct Seed002ShapeTapView: View {
    var body: some View {
        return Circle()
            .fill(Color.blue)
            .frame(width: 100, height: 100, alignment: .center)
    }
}

struct Seed002CounterView: View {
    @State var isDetectingLongPress = false
    @State var totalNumberOfTaps = 0
    @State var doneCounting = false

    var body: some View {
        return VStack {
            Text("\(totalNumberOfTaps)")
                .font(.largeTitle)

            Circle()
                .fill(doneCounting ? Color.red : isDetectingLongPress ? Color.yellow : Color.green)
                .frame(width: 100, height: 100, alignment: .center)
        }
    }
}

// MARK: 003 — Kuchi (SA0710 Gestures chapter)

struct Challenge {
    var question: String
    var pronunciation: String
    var answer: String
}

enum ChallengesViewModel {
    static let challenges = [
        Challenge(question: "はい", pronunciation: "Hai", answer: "Yes"),
        Challenge(question: "いいえ", pronunciation: "Iie", answer: "No"),
        Challenge(question: "こんにちわ", pronunciation: "Konnichiwa", answer: "Hello"),
    ]
}

extension Color {
    /// Kuchi's own helper: a colour from a 0xRRGGBBAA integer.
    init(rgba: Int) {
        self.init(
            .sRGB,
            red: Double((rgba & 0xFF00_0000) >> 24) / 255,
            green: Double((rgba & 0x00FF_0000) >> 16) / 255,
            blue: Double((rgba & 0x0000_FF00) >> 8) / 255,
            opacity: Double(rgba & 0x0000_00FF) / 255)
    }

    /// Kuchi's own helper: the colour as a 0xRRGGBBAA integer.
    var asRgba: Int {
        let c = resolve(in: EnvironmentValues())
        func byte(_ v: Float) -> Int { Int((v * 255).rounded()) }
        return byte(c.red) << 24 | byte(c.green) << 16 | byte(c.blue) << 8 | byte(c.opacity)
    }
}

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

class FlashDeck: ObservableObject {
    @Published var cards: [FlashCard]

    init(from words: [Challenge]) {
        cards = words.map {
            FlashCard(card: $0)
        }
    }
}

class LearningStore: ObservableObject {
    @Published var deck: FlashDeck
    @Published var card: FlashCard?
    @Published var score = 0

    init(deck: [Challenge]) {
        self.deck = FlashDeck(from: deck)
        self.card = getNextCard()
    }

    func getNextCard() -> FlashCard? {
        guard let card = deck.cards.last else {
            return nil
        }
        self.card = card
        deck.cards.removeLast()
        return self.card
    }
}

enum DiscardedDirection {
    case left
    case right
}

struct CardView: View {
    let flashCard: FlashCard
    @Binding var cardColor: Color
    @State var revealed = false
    @State var offset: CGSize = .zero
    @State var isLongPressed = false

    typealias CardDrag = (_ card: FlashCard, _ direction: DiscardedDirection) -> Void
    let dragged: CardDrag

    init(
        _ card: FlashCard,
        cardColor: Binding<Color>,
        onDrag dragged: @escaping CardDrag = { _, _ in }
    ) {
        flashCard = card
        _cardColor = cardColor
        self.dragged = dragged
    }

    var body: some View {
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
        .scaleEffect(isLongPressed ? 1.1 : 1)
        .animation(
            .easeInOut(duration: 0.3),
            value: isLongPressed
        )
    }
}

struct DeckView: View {
    @ObservedObject var deck: FlashDeck
    @AppStorage("cardBackgroundColor") var cardBackgroundColorInt: Int = 0xFF00_00FF
    let onMemorized: () -> Void

    init(deck: FlashDeck, onMemorized: @escaping () -> Void) {
        self.onMemorized = onMemorized
        self.deck = deck
    }

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
        let view = CardView(
            card,
            cardColor: Binding(
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

struct LearnView: View {
    @StateObject var learningStore = LearningStore(deck: ChallengesViewModel.challenges)

    var body: some View {
        VStack {
            Spacer()
            Text("Swipe left if you remembered" + "\nSwipe right if you didn’t")
                .font(.headline)
            DeckView(
                deck: learningStore.deck,
                onMemorized: { learningStore.score += 1 }
            )
            Spacer()
            Text("Remembered \(learningStore.score)" + "/\(learningStore.deck.cards.count)")
        }
    }
}

struct PracticeView: View {
    var body: some View { Text("Practice") }
}

struct SettingsView: View {
    @AppStorage("learningEnabled") var learningEnabled: Bool = true
    @AppStorage("cardBackgroundColor") var cardBackgroundColorInt: Int = 0xFF00_00FF
    @State var cardBackgroundColor: Color = .red

    // The seed calls the deprecated `onChange(of:perform:)`; marked deprecated so that the call, kept as
    // written, does not warn (only `View` reaches `body`, so the mark warns nowhere).
    @available(*, deprecated, message: "The seed's deprecated onChange(of:perform:), kept as written")
    var body: some View {
        VStack {
            Text("Settings")
        }
        .onChange(
            of: cardBackgroundColor,
            perform: { newValue in
                cardBackgroundColorInt = newValue.asRgba
            }
        )
        .onAppear {
            cardBackgroundColor = Color(rgba: cardBackgroundColorInt)
        }
    }
}

struct HomeView: View {
    @AppStorage("learningEnabled") var learningEnabled: Bool = true

    var body: some View {
        TabView {
            if learningEnabled {
                LearnView()
                    .tabItem({
                        VStack {
                            Image(systemName: "bookmark")
                            Text("Learn")
                        }
                    })
                    .tag(0)
            }
            PracticeView()
                .tabItem({
                    VStack {
                        Image(systemName: "rectangle.dock")
                        Text("Challenge")
                    }
                })
                .tag(1)
            SettingsView()
                .tabItem({
                    VStack {
                        Image(systemName: "gear")
                        Text("Settings")
                    }
                })
                .tag(2)
        }
    }
}

// MARK: 004 — Korean gesture tutorials

struct TapGesture_Tutorials: View {
    @State private var tapCount = 0
    var body: some View {
        VStack {
            Text("\(tapCount)")
                .font(.system(size: 250))
            HStack {
                Image(systemName: "minus.circle")
                    .font(.system(size: 100))
                    .foregroundColor(.red)
                    .padding()
                Image(systemName: "plus.circle")
                    .font(.system(size: 100))
                    .foregroundColor(.blue)
                    .padding()
            }
        }
    }
}

struct LongPressGesture_Tutorials: View {
    @State private var showOriginal = true
    var body: some View {
        Image("swiftui-logo")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 200, height: 200)
            .blur(radius: showOriginal ? 0.0 : 40.0)
            .animation(.easeInOut, value: showOriginal)
    }
}

struct DragGesture_Tutorials: View {
    @State private var currentState = CGSize.zero
    @State private var finalState = CGSize.zero
    var body: some View {
        VStack {
            Circle()
                .foregroundColor(.yellow)
                .frame(width: 100, height: 100)
                .offset(finalState)
                .offset(currentState)
        }
    }
}

struct MagnificationGesture_Tutorials: View {
    @State private var currentScale: CGFloat = 1.0
    @State private var finalScale: CGFloat = 1.0
    var body: some View {
        Image("swiftui-logo")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 200, height: 200)
            .scaleEffect(finalScale)
    }
}

struct RotationGesture_Tutorials: View {
    @State private var currentAngle: Angle = .degrees(0)
    @State private var finalAngle: Angle = .degrees(0)
    var body: some View {
        Image("swiftui-logo")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 200, height: 200)
            .rotationEffect(finalAngle)
    }
}

class Drag: ObservableObject {
    @Published var currentTranslation = CGSize.zero
    @Published var totalTranslation = CGSize.zero
    @Published var activated = false
}

class LongPress: ObservableObject {
    @Published var activated = false
}

struct SequenceGesture_Tutorials: View {
    @ObservedObject var longPress = LongPress()
    @ObservedObject var drag = Drag()
    var body: some View {
        VStack {
            HStack(spacing: 50) {
                Label("Long Press", systemImage: "circle.fill")
                    .foregroundColor(longPress.activated ? Color.green : Color.gray)
                Label("Drag", systemImage: "circle.fill")
                    .foregroundColor(drag.activated ? Color.green : Color.gray)
            }
            .padding()
            VStack {
                Circle()
                    .foregroundColor(.yellow)
                    .frame(width: 100, height: 100)
                    .offset(drag.currentTranslation)
                    .offset(drag.totalTranslation)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

// The tutorial uses these without showing them; minimal stand-ins.
class Rotation: ObservableObject {
    @Published var finalAngle: Angle = .degrees(0)
}

class Magnification: ObservableObject {
    @Published var finalScale: CGFloat = 1
}

enum GestureType { case rotation, magnification }

struct ExclusiveGestureMenu: View {
    @Binding var currentGestureType: GestureType
    var body: some View {
        HStack {
            Button("Rotation") { currentGestureType = .rotation }
            Button("Magnification") { currentGestureType = .magnification }
        }
    }
}

struct SimultaneousGesture_Tutorials: View {
    @ObservedObject var rotation = Rotation()
    @ObservedObject var magnification = Magnification()
    var body: some View {
        VStack {
            Image("swiftui-logo")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 200, height: 200)
                .rotationEffect(rotation.finalAngle)
                .scaleEffect(magnification.finalScale)
        }
    }
}

struct ExclusiveGesture_Tutorials: View {
    @ObservedObject var rotation = Rotation()
    @ObservedObject var magnification = Magnification()
    @State private var currentGestureType = GestureType.rotation

    var logo: some View {
        Image("swiftui-logo")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 200, height: 200)
    }

    var body: some View {
        VStack {
            VStack {
                if currentGestureType == .rotation {
                    logo
                        .rotationEffect(rotation.finalAngle)
                        .scaleEffect(magnification.finalScale)
                } else {
                    logo
                        .rotationEffect(rotation.finalAngle)
                        .scaleEffect(magnification.finalScale)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            ExclusiveGestureMenu(currentGestureType: $currentGestureType)
        }
    }
}
