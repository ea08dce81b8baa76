import Foundation
import Tactile
import TactileTesting
import Testing

/// iOS 17's `Transition` values and `contentTransition`, played on the host's time.
@MainActor
@Suite("Transition protocol and content transitions")
struct TransitionProtocolTests {
    /// A banner inserted under a linear second with a `Transition` value.
    struct Banner<T: Transition>: View {
        let transition: T
        @State private var shown = false
        var body: some View {
            VStack {
                Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
                if shown { Text("Banner").transition(transition) }
            }
        }
    }

    @Test("A built-in Transition plays as its AnyTransition does")
    func builtIn() throws {
        let sim = TouchSimulator(Banner(transition: .opacity), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Show"))
        let start = sim.now
        let half = try #require(sim.displayList(at: start + 0.5).texts("Banner").first)
        #expect(abs(half.opacity - 0.5) < 0.01)
        #expect(sim.displayList(at: start + 1.1).texts("Banner").first?.opacity == 1)
    }

    @Test("A combined Transition moves and fades")
    func combined() throws {
        let sim = TouchSimulator(
            Banner(transition: .move(edge: .leading).combined(with: .opacity)), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Show"))
        let start = sim.now
        let final = try #require(sim.frame(of: .text("Banner")))
        let half = try #require(sim.displayList(at: start + 0.5).texts("Banner").first)
        #expect(half.frame.minX < final.minX)
        #expect(half.opacity < 1)
    }

    /// A transition of one's own: fades with its phase.
    struct Dim: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.opacity(phase.isIdentity ? 0.8 : 0)
        }
    }

    @Test("A custom Transition draws the view in its identity phase")
    func custom() throws {
        let sim = TouchSimulator(Banner(transition: Dim()), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Show"))
        sim.advance(by: 1)
        let banner = try #require(sim.displayList.texts("Banner").first)
        #expect(abs(banner.opacity - 0.8) < 1e-9)
    }

    @Test(
        "A transition phase's value",
        arguments: [
            (TransitionPhase.willAppear, -1.0), (.identity, 0), (.didDisappear, 1),
        ])
    func phaseValue(phase: TransitionPhase, value: Double) {
        #expect(phase.value == value)
        #expect(phase.isIdentity == (value == 0))
    }

    /// A counter whose text changes under a linear second.
    struct Counter: View {
        let transition: ContentTransition
        @State private var count = 1
        var body: some View {
            VStack {
                Text("\(count)").contentTransition(transition)
                Button("Add") { withAnimation(.linear(duration: 1)) { count += 1 } }
            }
        }
    }

    @Test(
        "A content transition cross-fades the old text into the new",
        arguments: [
            ContentTransition.opacity, .numericText(), .interpolate,
        ])
    func crossFade(transition: ContentTransition) throws {
        let sim = TouchSimulator(Counter(transition: transition), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Add"))
        let start = sim.now
        let half = sim.displayList(at: start + 0.5)
        let old = try #require(half.texts("1").first)
        let new = try #require(half.texts("2").first)
        #expect(abs(old.opacity - 0.5) < 0.01 && abs(new.opacity - 0.5) < 0.01)
        let done = sim.displayList(at: start + 1.1)
        #expect(done.texts("1").isEmpty && done.texts("2").first?.opacity == 1)
    }

    @Test("The identity content transition replaces the text at once")
    func identity() {
        let sim = TouchSimulator(Counter(transition: .identity), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Add"))
        let half = sim.displayList(at: sim.now + 0.5)
        #expect(half.texts("1").isEmpty)
        #expect(half.texts("2").first?.opacity == 1)
    }
}
