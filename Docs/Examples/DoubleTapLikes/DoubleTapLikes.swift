import Tactile
import TactileTesting
import Testing

struct Heart: View {
    @State private var liked = false
    var body: some View {
        Text(liked ? "♥" : "♡").font(.largeTitle).onTapGesture(count: 2) { liked.toggle() }
    }
}

@MainActor @Test func doubleTapLikes() {
    let sim = TouchSimulator(Heart())
    sim.tap(at: CGPoint(x: 200, y: 400))
    sim.advance(by: 0.1)
    sim.tap(at: CGPoint(x: 200, y: 400))
    #expect(sim.texts() == ["♥"])
}
