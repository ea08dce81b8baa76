import Foundation
import Tactile
import TactileTesting
import Testing

// Written in the style of app code: a grid of photo tiles; a double tap likes a tile, a long press
// opens a context menu whose Delete removes the tile with a scale transition.

private struct Tile: Identifiable {
    let id: Int
    var liked = false
}

private struct PhotoGrid: View {
    @State private var tiles = (1...4).map { Tile(id: $0) }

    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(tiles) { tile in
                ZStack {
                    RoundedRectangle(cornerRadius: 8).fill(Color.teal)
                    Text(tile.liked ? "♥ \(tile.id)" : "Photo \(tile.id)")
                }
                .frame(height: 120)
                .onTapGesture(count: 2) {
                    if let index = tiles.firstIndex(where: { $0.id == tile.id }) { tiles[index].liked.toggle() }
                }
                .contextMenu {
                    Button("Delete", role: .destructive) {
                        withAnimation(.easeInOut(duration: 0.4)) { tiles.removeAll { $0.id == tile.id } }
                    }
                }
                .transition(.scale)
            }
        }
        .padding()
    }
}

@MainActor
@Suite("Real-world: photo grid")
struct PhotoGridTests {
    @Test("A double tap likes a tile; a long press opens its menu; Delete scales it away")
    func likeAndDelete() {
        let sim = TouchSimulator(PhotoGrid(), size: CGSize(width: 390, height: 844))
        sim.doubleTap(on: .text("Photo 2"))
        #expect(sim.texts().contains("♥ 2"))
        sim.longPress(on: .text("Photo 3"), duration: 0.8)
        sim.tap(on: .text("Delete"))
        let start = sim.now
        #expect(!sim.texts().contains("Photo 3"))
        // Halfway through the removal the tile is still drawn, smaller than its 120 pt.
        let leaving = sim.displayList(at: start + 0.2).texts("Photo 3").first
        #expect(leaving != nil)
        let tiles = sim.displayList(at: start + 0.2).shapes(filledWith: .teal).map(\.frame.height)
        #expect(tiles.contains { $0 > 1 && $0 < 119 })
        #expect(sim.displayList(at: start + 0.5).texts("Photo 3").isEmpty)
    }
}
