import Tactile
import TactileTesting
import Testing

struct FlickableCard: View {
    @State private var verdict = "waiting"
    var body: some View {
        VStack {
            Text(verdict)
            Color.orange.frame(width: 150, height: 150)
                .gesture(DragGesture().onEnded { verdict = $0.velocity.width > 500 ? "dismissed" : "kept" })
        }
    }
}

@MainActor @Test func aFastFlingDismissesTheCard() {
    let sim = TouchSimulator(FlickableCard())
    sim.fling(from: CGPoint(x: 200, y: 420), by: CGSize(width: 150, height: 0), velocity: 1200)
    #expect(sim.texts() == ["dismissed"])
}
