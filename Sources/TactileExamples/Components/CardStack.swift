// Added: not in any seed, a component example (Docs/Decisions.md#examples-beyond-seeds). A stack of
// cards where the top one is dragged away to the left or right (dating and flash-card apps),
// written for Tactile in the style of SwiftUI component code.
import Tactile

/// A pile of cards: drag the top card and fling it aside to remove it; a shorter drag springs it
/// back. A line under the pile counts the cards left.
///
/// ```swift
/// CardStack(cards: places) { card, direction in
///     if direction == .right { favourites.append(card) }
/// }
/// ```
///
/// The top card follows the finger and tilts with it. Released, it is removed when the drag,
/// projected to where it would come to rest (`predictedEndTranslation`), lies more than
/// ``removalDistance`` to either side; otherwise it springs back to the middle.
public struct CardStack: View {
    /// How far to the side a released card must be heading to be removed.
    public let removalDistance: CGFloat
    /// Called with each card flung away and the side it went.
    public let onSwipe: @MainActor (StackCard, CardSwipeDirection) -> Void

    /// The cards left, the top one first.
    @State private var cards: [StackCard]
    /// The translation of the drag on the top card.
    @GestureState(resetTransaction: Transaction(animation: .spring(response: 0.35, dampingFraction: 0.7)))
    private var drag: CGSize = .zero

    /// Creates a stack.
    ///
    /// - Parameters:
    ///   - cards: The cards, the top one first.
    ///   - removalDistance: How far to the side a released card must be heading to be removed
    ///     (120 points by default; not finite counts as the default).
    ///   - onSwipe: Called with each card flung away and the side it went.
    public init(
        cards: [StackCard], removalDistance: CGFloat = 120,
        onSwipe: @escaping @MainActor (StackCard, CardSwipeDirection) -> Void = { _, _ in }
    ) {
        self._cards = State(initialValue: cards)
        self.removalDistance = removalDistance.isFinite ? abs(removalDistance) : 120
        self.onSwipe = onSwipe
    }

    /// The pile and its counter.
    public var body: some View {
        VStack(spacing: 24) {
            ZStack {
                // Drawn bottom first, so the top card is drawn last and takes the touches.
                ForEach(Array(cards.enumerated().reversed()), id: \.element.id) { index, card in
                    let isTop = index == 0
                    face(of: card)
                        .scaleEffect(isTop ? 1 : 1 - 0.04 * CGFloat(min(index, 3)))
                        .offset(y: isTop ? 0 : 10 * CGFloat(min(index, 3)))
                        .rotationEffect(.degrees(isTop ? Double(drag.width / 20) : 0))
                        .offset(isTop ? drag : .zero)
                        .gesture(isTop ? fling(card) : nil)
                }
            }
            .frame(width: 280, height: 380)
            Text(cards.isEmpty ? "No cards left" : "\(cards.count) left")
                .font(.headline)
        }
    }

    private func face(of card: StackCard) -> some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(card.color)
            .frame(width: 280, height: 380)
            .overlay(Text(card.title).font(.title).foregroundColor(.white))
            .shadow(radius: 4)
    }

    private func fling(_ card: StackCard) -> some Gesture {
        DragGesture()
            .updating($drag) { value, state, _ in
                state = value.translation
            }
            .onEnded { value in
                let heading = value.predictedEndTranslation.width
                guard abs(heading) > removalDistance else { return }  // springs back (the reset)
                withAnimation(.easeOut(duration: 0.25)) {
                    cards.removeAll { $0.id == card.id }
                }
                onSwipe(card, heading < 0 ? .left : .right)
            }
    }
}

#Preview("Card stack") {
    CardStack(cards: [
        StackCard(id: 1, title: "Kyoto", color: .orange),
        StackCard(id: 2, title: "Oslo", color: .blue),
        StackCard(id: 3, title: "Lima", color: .green),
    ])
}
