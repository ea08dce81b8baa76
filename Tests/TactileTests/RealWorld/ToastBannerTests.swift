import Foundation
import Tactile
import TactileTesting
import Testing

// Written in the style of app code: a toast that slides down from the top when shown, and is
// flicked away upwards with a drag.

private struct ToastHost: View {
    @State private var showToast = false
    @GestureState private var drag: CGFloat = 0

    var body: some View {
        ZStack(alignment: .top) {
            Button("Copy link") { showToast = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            if showToast {
                Text("Link copied")
                    .padding()
                    .background(Color.black.opacity(0.8))
                    .clipShape(Capsule())
                    .offset(y: min(0, drag))
                    .gesture(
                        DragGesture()
                            .updating($drag) { value, state, _ in state = value.translation.height }
                            .onEnded { value in
                                if value.translation.height < -30 {
                                    withAnimation(.easeIn(duration: 0.3)) { showToast = false }
                                }
                            }
                    )
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .animation(.easeOut(duration: 0.4), value: showToast)
    }
}

@MainActor
@Suite("Real-world: toast banner")
struct ToastBannerTests {
    @Test("The toast comes in under .animation(_:value:) and leaves after an upward flick")
    func showAndFlick() {
        let sim = TouchSimulator(ToastHost(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Copy link"))
        let start = sim.now
        let final = sim.frame(of: .text("Link copied")) ?? .null
        let early = sim.displayList(at: start + 0.1).texts("Link copied").first
        #expect(early.map { $0.opacity < 1 && $0.frame.minY < final.minY } == true)
        #expect(sim.displayList(at: start + 0.45).texts("Link copied").first?.frame == final)
        sim.advance(by: 0.5)
        sim.drag(from: CGPoint(x: final.midX, y: final.midY), to: CGPoint(x: final.midX, y: final.midY - 60))
        let removed = sim.now
        #expect(!sim.texts().contains("Link copied"))
        #expect(sim.displayList(at: removed + 0.1).texts("Link copied").count == 1)
        // The `.animation(_:value:)` around the toast (0.4 s) replaces withAnimation's 0.3 s below it.
        #expect(sim.displayList(at: removed + 0.35).texts("Link copied").count == 1)
        #expect(sim.displayList(at: removed + 0.45).texts("Link copied").isEmpty)
    }
}
