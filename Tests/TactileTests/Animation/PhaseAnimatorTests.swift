import Foundation
import Tactile
import TactileTesting
import Testing

/// `phaseAnimator` and `PhaseAnimator` on virtual time: each phase move is a deadline of the
/// host, at the time the previous move's animation finishes, and the moves animate.
@MainActor
@Suite("PhaseAnimator")
struct PhaseAnimatorTests {
    /// A red square that fades between two opacities, each move a 1 s linear animation.
    struct Pulsing: View {
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .phaseAnimator([0.2, 1.0]) { square, opacity in
                    square.opacity(opacity)
                } animation: { _ in
                    .linear(duration: 1)
                }
        }
    }

    /// A square that runs through three opacities, with a 0.5 s linear animation, once per tap.
    struct Tapped: View {
        @State private var taps = 0
        var body: some View {
            PhaseAnimator([1.0, 0.5, 0.0], trigger: taps) { opacity in
                Color.red.frame(width: 100, height: 100).opacity(opacity)
            } animation: { _ in
                .linear(duration: 0.5)
            }
            .onTapGesture { taps += 1 }
            .accessibilityIdentifier("square")
        }
    }

    /// The opacity of the red square in `list`.
    static func opacity(_ list: DisplayList) -> Double? {
        list.shapes(filledWith: .red).first?.opacity
    }

    static let frame = PhaseAnimatorTiming.minimumStep

    @Test func loopingStartsInTheFirstPhaseAndMovesOnWhenEachAnimationEnds() throws {
        let sim = TouchSimulator(Pulsing())
        #expect(Self.opacity(sim.displayList) == 0.2)
        // The first move is due a frame after the view appears: the first phase has no
        // animation to wait for.
        #expect(sim.host.nextDeadline == Self.frame)
        sim.advance(by: Self.frame)
        let first = sim.now
        #expect(Self.opacity(sim.displayList) == 1)
        #expect(try abs(#require(Self.opacity(sim.displayList(at: first + 0.5))) - 0.6) < 1e-9)
        #expect(sim.host.nextDeadline == first + 1)
        sim.advance(by: 1)
        #expect(Self.opacity(sim.displayList) == 0.2)
        #expect(try abs(#require(Self.opacity(sim.displayList(at: first + 1.25))) - 0.8) < 1e-9)
        sim.advance(by: 1)
        #expect(Self.opacity(sim.displayList) == 1)
        #expect(try abs(#require(sim.host.nextDeadline) - (first + 3)) < 1e-9)
    }

    @Test func aTriggerPlaysEveryPhaseOnceAndComesBackToTheFirst() throws {
        let sim = TouchSimulator(Tapped())
        let square = try #require(sim.frame(of: "square"))
        #expect(Self.opacity(sim.displayList) == 1)
        #expect(sim.host.nextDeadline == nil)  // at rest until the trigger changes
        sim.tap(at: CGPoint(x: square.midX, y: square.midY))
        let tapped = sim.now
        #expect(sim.host.nextDeadline == tapped + Self.frame)
        sim.advance(by: Self.frame)
        #expect(Self.opacity(sim.displayList) == 0.5)
        sim.advance(by: 0.5)
        #expect(Self.opacity(sim.displayList) == 0)
        sim.advance(by: 0.5)
        #expect(Self.opacity(sim.displayList) == 1)
        #expect(sim.host.nextDeadline == nil)  // back in the first phase: done
        sim.advance(by: 5)
        #expect(Self.opacity(sim.displayList) == 1)
    }

    @Test func noPhasesShowNothingAndANilAnimationMovesAtOnce() {
        let empty = TouchSimulator(PhaseAnimator([Double]()) { Color.red.opacity($0) })
        #expect(Self.opacity(empty.displayList) == nil)
        let instant = TouchSimulator(
            Color.red.frame(width: 10, height: 10).phaseAnimator([0.3, 0.7]) {
                $0.opacity($1)
            } animation: { _ in
                nil
            })
        instant.advance(by: Self.frame)
        #expect(Self.opacity(instant.displayList) == 0.7)
        #expect(!instant.isAnimating(at: instant.now))
        // Nothing to wait for: the next move is due a frame later, and so on.
        #expect(instant.host.nextDeadline == instant.now + Self.frame)
        instant.advance(by: Self.frame)
        #expect(Self.opacity(instant.displayList) == 0.3)
    }
}
