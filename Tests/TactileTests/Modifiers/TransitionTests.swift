import Foundation
import TactileTesting
import Testing

@testable import Tactile

/// `transition(_:)`: accepted with SwiftUI's transitions; insertions and removals are not animated.
@MainActor
@Suite("Transitions")
struct TransitionTests {
    private struct Toggling: View {
        let transition: AnyTransition
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 40)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                if shown {
                    Color.red.frame(width: 60, height: 60).transition(transition)
                }
            }
        }
    }

    @Test(
        "A view with a transition appears and disappears at once, even inside withAnimation",
        arguments: [
            AnyTransition.opacity, .scale, .slide, .move(edge: .bottom),
            .asymmetric(insertion: .scale(scale: 0.5, anchor: .top), removal: .offset(x: 30)),
            .push(from: .leading).combined(with: .opacity),
        ])
    func appearsAtOnce(transition: AnyTransition) {
        let sim = TouchSimulator(Toggling(transition: transition), size: CGSize(width: 200, height: 200))
        let button = sim.displayList.shapes(filledWith: .blue).first?.center ?? .zero
        #expect(sim.displayList.shapes(filledWith: .red).isEmpty)

        sim.tap(at: button)
        let shown = sim.displayList(at: sim.now + 0.01).shapes(filledWith: .red)
        #expect(shown.count == 1)
        #expect(shown.first?.opacity == 1)
        #expect(shown.first?.frame.size == CGSize(width: 60, height: 60))

        sim.tap(at: sim.displayList.shapes(filledWith: .blue).first?.center ?? .zero)
        #expect(sim.displayList(at: sim.now + 0.01).shapes(filledWith: .red).isEmpty)
    }

    @Test("Transitions read back as they are written")
    func descriptions() {
        #expect(
            AnyTransition.move(edge: .leading).combined(with: .opacity).description
                == ".move(edge: .leading).combined(with: .opacity)")
        #expect(
            AnyTransition.asymmetric(insertion: .slide, removal: .scale).description
                == ".asymmetric(insertion: .slide, removal: .scale)")
        #expect(AnyTransition.offset(x: 3).description == ".offset(x: 3.0, y: 0.0)")
        #expect(AnyTransition.opacity != .identity)
    }
}
