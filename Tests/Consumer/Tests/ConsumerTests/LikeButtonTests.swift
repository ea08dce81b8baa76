import Tactile
import TactileTesting
import Testing

/// A view as an app writes it.
struct LikeButton: View {
    @State private var likes = 0

    var body: some View {
        Text("Likes: \(likes)")
            .padding()
            .onTapGesture { likes += 1 }
    }
}

@MainActor @Test func tappingTheTextCountsALike() {
    let sim = TouchSimulator(LikeButton())
    sim.tap(on: .text("Likes: 0"))
    #expect(sim.texts() == ["Likes: 1"])
}
