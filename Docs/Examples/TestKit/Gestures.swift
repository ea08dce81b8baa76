import Tactile
import TactileTesting
import Testing

struct HoldToDelete: View {
    var body: some View {
        Text("Photo")
            .onLongPressGesture(minimumDuration: 0.8) {}
            .accessibilityIdentifier("photo")
    }
}

@MainActor @Test func theHoldIsLongEnoughNotToFireByAccident() {
    let sim = TouchSimulator(HoldToDelete())
    let gestures = sim.gestures(of: .accessibilityIdentifier("photo"))
    #expect(gestures.map(\.summary.kind) == [.longPress])
    #expect(gestures.first?.summary.minimumDuration == 0.8)
}
