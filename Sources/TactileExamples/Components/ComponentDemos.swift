// Added: not in any seed (Docs/Decisions.md#examples-beyond-seeds). The playground scenes of the
// five component examples. Each puts its component in a window-sized setting, with a line of text
// that says what the component did, so that a scene's golden outcome shows its behaviour.
import Tactile

/// A photo to pinch, double-tap and pan (scene `zoomable-image`).
struct ZoomableImageDemo: View {
    var body: some View {
        VStack(spacing: 16) {
            ZoomableImage(Image(ExampleAssets.photoName))
                .frame(width: 360, height: 240)
                .accessibilityIdentifier("photo")
            Text("Pinch, double-tap or drag the photo")
                .font(.footnote)
        }
    }
}

/// An inbox whose rows swipe open to archive or delete (scene `swipe-to-reveal`).
struct SwipeToRevealDemo: View {
    @State private var subjects = ["Lunch on Friday?", "Your invoice", "Photos from the trip"]
    @State private var status = "Swipe a row to the left"

    var body: some View {
        VStack(spacing: 0) {
            ForEach(subjects, id: \.self) { subject in
                SwipeToRevealRow(
                    actions: [
                        RowAction("Archive", tint: .blue) { remove(subject, saying: "Archived") },
                        RowAction("Delete", tint: .red) { remove(subject, saying: "Deleted") },
                    ],
                    onReveal: { isOpen in status = "\(isOpen ? "Opened" : "Closed"): \(subject)" }
                ) {
                    Text(subject)
                }
                Divider()
            }
            Spacer().frame(height: 24)
            Text(status)
                .font(.footnote)
        }
    }

    private func remove(_ subject: String, saying verb: String) {
        subjects.removeAll { $0 == subject }
        status = "\(verb): \(subject)"
    }
}

/// A price filter (scene `range-slider`).
struct RangeSliderDemo: View {
    @State private var price: ClosedRange<Double> = 20...80

    var body: some View {
        VStack(spacing: 16) {
            Text("Price")
                .font(.headline)
            RangeSlider(range: $price, in: 0...100, step: 5)
                .frame(width: 300)
        }
    }
}

/// A sheet over a backdrop, with collapsed, medium and large detents (scene `bottom-sheet`).
struct BottomSheetDemo: View {
    @State private var detent = SheetDetent.collapsed

    var body: some View {
        ZStack {
            LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
            BottomSheet(detents: [.collapsed, .medium, .large], selection: $detent) {
                Text("Sheet: \(detent.name)")
                    .font(.headline)
            }
        }
    }
}

/// Five cities to fling left or right (scene `card-stack`).
struct CardStackDemo: View {
    @State private var last = "Fling a card left or right"

    var body: some View {
        VStack(spacing: 16) {
            CardStack(cards: Self.cities) { card, direction in
                last = "\(direction == .right ? "Liked" : "Passed"): \(card.title)"
            }
            Text(last)
                .font(.footnote)
        }
    }

    static let cities = [
        StackCard(id: 1, title: "Kyoto", color: .orange),
        StackCard(id: 2, title: "Oslo", color: .blue),
        StackCard(id: 3, title: "Lima", color: .green),
        StackCard(id: 4, title: "Dakar", color: .purple),
        StackCard(id: 5, title: "Hobart", color: .pink),
    ]
}
