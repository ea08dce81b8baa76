// Added: not in any seed. A scrolling scene (Docs/Decisions.md#examples-beyond-seeds): horizontal
// carousels inside a vertical list, the layout of every store and streaming app. A horizontal drag
// on a shelf moves that shelf, a vertical one scrolls the page (the scroll views lock to their
// axes), and a tap on a card opens it.
import Tactile

/// Shelves of cards: each shelf scrolls sideways, the page scrolls up and down.
public struct CarouselList: View {
    /// The shelves' names, top to bottom.
    public static let shelves = ["Mountains", "Rivers", "Cities", "Coasts", "Forests", "Deserts"]
    /// Cards per shelf.
    public static let cardsPerShelf = 8
    @State private var opened = "Tap a card"

    /// A list with nothing opened.
    public init() {}

    /// The view's content.
    public var body: some View {
        VStack(spacing: 0) {
            Text(opened).font(.headline).frame(maxWidth: .infinity, minHeight: 44)
            ScrollView(.vertical) {
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(Self.shelves, id: \.self) { shelf in
                        Text(shelf).font(.title2).bold().padding(.horizontal, 16)
                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack(spacing: 12) {
                                ForEach(1...Self.cardsPerShelf, id: \.self) { number in
                                    card(shelf, number)
                                }
                            }
                            .padding(.horizontal, 16)
                        }
                    }
                }
                .padding(.vertical, 8)
            }
        }
    }

    private func card(_ shelf: String, _ number: Int) -> some View {
        let hue = Double(Self.shelves.firstIndex(of: shelf) ?? 0) / Double(Self.shelves.count)
        return RoundedRectangle(cornerRadius: 14)
            .fill(
                LinearGradient(
                    colors: [
                        Color(hue: hue, saturation: 0.55, brightness: 0.9),
                        Color(hue: hue, saturation: 0.8, brightness: 0.6),
                    ],
                    startPoint: .topLeading, endPoint: .bottomTrailing)
            )
            .frame(width: 140, height: 96)
            .overlay(Text("\(shelf) \(number)").font(.subheadline).bold().foregroundStyle(.white))
            .accessibilityIdentifier("\(shelf)-\(number)")
            .onTapGesture { opened = "Opened \(shelf) \(number)" }
    }
}

#Preview("Carousels in a list") { CarouselList() }
