import Foundation
import OpenCombine
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// The engine keeps finished gesture trees to reuse at the next touch; when their view leaves the
/// hierarchy while no gesture is in progress, the tree and the closures it holds must go too.
@MainActor
@Suite("A removed view's gestures are released")
struct RemovedViewGestureReleaseTests {
    final class Captured {}

    final class Model: ObservableObject {
        @Published var showsTarget = true
        /// Held by the model only until the target goes, so that afterwards only what keeps the
        /// target's gesture can keep it alive.
        var captured: Captured? = Captured()
    }

    struct Scene: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack(spacing: 0) {
                if model.showsTarget, let captured = model.captured {
                    Color.red.frame(width: 100, height: 100).onTapGesture { _ = captured }
                }
                Color.blue.frame(width: 100, height: 100)
            }
        }
    }

    @Test("A view removed while the engine is idle takes its tapped gesture's closures with it")
    func closuresReleasedAfterIdleRemoval() {
        let model = Model()
        weak let released = model.captured
        let sim = TouchSimulator(Scene(model: model), size: CGSize(width: 100, height: 200))
        // The tap's finished tree is kept for reuse: it holds the closure, and so `captured`.
        sim.tap(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 1)
        // The scene is built again without the red square; nothing holds `captured` but the engine's kept tree.
        model.captured = nil
        model.showsTarget = false
        sim.advance(by: 0.1)
        #expect(sim.displayList.shapes(filledWith: .red).isEmpty)
        #expect(released == nil, "a removed view's gesture closures are still held")
    }
}
