import Tactile
import TactileTesting
import Testing

struct OneButton: View {
    var body: some View {
        Button("Save") {}
    }
}

@MainActor @Test func aTapOnNothingIsReported() {
    let sim = TouchSimulator(OneButton())
    sim.missedTouches = .fail
    withKnownIssue {
        sim.tap(at: CGPoint(x: 10, y: 10))  // nothing there reacts: the test is told
    }
    sim.tap(on: .button("Save"))  // on the button: no issue
}
