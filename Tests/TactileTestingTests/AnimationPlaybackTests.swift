import Tactile
import TactileTesting
import Testing

/// The simulator shows the frames between commits on virtual time: `displayList(at:)` and
/// `svg(at:)` play the animations the last commit started.
@MainActor
@Suite("Animations on virtual time")
struct AnimationPlaybackTests {
    /// A square that a tap moves 100 points right, with a one-second linear animation.
    struct SlideOnTap: View {
        @State private var moved = false
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .offset(x: moved ? 100 : 0)
                .accessibilityIdentifier("box")
                .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
        }
    }

    /// A card that follows a drag through `@GestureState` and goes back with a one-second linear
    /// animation when the finger lifts (the state's reset transaction).
    struct SpringBackCard: View {
        @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1)))
        private var drag = CGSize.zero
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .offset(drag)
                .accessibilityIdentifier("card")
                .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
        }
    }

    /// The left edge of the item drawn for `identifier` in `list`.
    private func minX(of identifier: String, in list: DisplayList) -> CGFloat? {
        list.items.first { $0.accessibilityIdentifier == identifier }?.frame.minX
    }

    @Test("A withAnimation change is half-way after half its duration")
    func withAnimationHalfway() throws {
        let sim = TouchSimulator(SlideOnTap())
        let start = try #require(sim.frame(of: "box")).minX
        sim.tap(at: CGPoint(x: start + 50, y: 400))
        let committed = sim.now
        #expect(sim.frame(of: "box")?.minX == start + 100, "the commit holds the end state")
        #expect(minX(of: "box", in: sim.displayList(at: committed)) == start)
        let halfway = try #require(minX(of: "box", in: sim.displayList(at: committed + 0.5)))
        #expect(abs(halfway - (start + 50)) < 0.001)
        #expect(sim.isAnimating(at: committed + 0.5))
        #expect(minX(of: "box", in: sim.displayList(at: committed + 1)) == start + 100)
        #expect(!sim.isAnimating(at: committed + 1))
        #expect(sim.svg(at: committed + 1) == sim.svg())
        #expect(sim.svg(at: committed + 0.5) != sim.svg())
    }

    @Test("An animated @GestureState reset is half-way back after half its duration")
    func gestureStateResetHalfway() throws {
        let sim = TouchSimulator(SpringBackCard())
        let start = try #require(sim.frame(of: "card")).minX
        sim.down(at: CGPoint(x: start + 50, y: 400))
        sim.advance(by: 0.1)
        sim.move(to: CGPoint(x: start + 150, y: 400))
        #expect(sim.frame(of: "card")?.minX == start + 100, "the card follows the finger")
        sim.advance(by: 0.1)
        sim.up()
        let lifted = sim.now
        #expect(sim.frame(of: "card")?.minX == start, "the reset is committed at once")
        let halfway = try #require(minX(of: "card", in: sim.displayList(at: lifted + 0.5)))
        #expect(abs(halfway - (start + 50)) < 0.001)
        // Virtual time passing shows the same frame as asking for it ahead.
        sim.advance(by: 0.25)
        let quarter = try #require(minX(of: "card", in: sim.displayList(at: sim.now)))
        #expect(abs(quarter - (start + 75)) < 0.001)
        #expect(minX(of: "card", in: sim.displayList(at: lifted + 1)) == start)
    }
}
