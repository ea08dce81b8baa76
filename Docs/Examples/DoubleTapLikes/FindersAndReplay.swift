import Tactile
import TactileTesting
import TactileTraceFormat
import Testing

struct Photo: View {
    @State private var zoom: CGFloat = 1
    var body: some View {
        VStack {
            Text("Zoom \(Int((zoom * 100).rounded()))%")
            Color.orange.frame(width: 200, height: 200)
                .accessibilityLabel("Photo")
                .gesture(MagnifyGesture().onEnded { zoom *= $0.magnification })
            Text("Reset").padding().onTapGesture { zoom = 1 }
        }
    }
}

@MainActor @Test func pinchThenReset() {
    let sim = TouchSimulator(Photo())
    sim.pinch(on: .accessibilityLabel("Photo"), scale: 2)
    #expect(sim.exists(.text("Zoom 200%")))
    sim.tap(on: .text("Reset"))
    #expect(sim.exists(.text("Zoom 100%")))
}

@MainActor @Test func recordedTapResets() throws {
    let sim = TouchSimulator(Photo())
    sim.pinch(on: .accessibilityLabel("Photo"), scale: 1.5)
    let reset = try #require(sim.frame(of: .text("Reset")))
    sim.replay([
        InputEvent(time: 12.40, phase: .down, x: reset.midX, y: reset.midY),
        InputEvent(time: 12.46, phase: .up, x: reset.midX, y: reset.midY),
    ])
    #expect(sim.texts().first == "Zoom 100%")
}
