import Foundation
import Tactile
import TactileTesting
import Testing

/// `Transition.symbolEffect` and `ContentTransition.symbolEffect`, played on the host's time.
@MainActor
@Suite("Symbol effect transitions")
struct SymbolTransitionTests {
    /// A symbol inserted under a linear second.
    struct Appearing: View {
        let transition: SymbolEffectTransition
        @State private var shown = false
        var body: some View {
            VStack {
                Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
                if shown { Image(systemName: "star").frame(width: 40, height: 40).transition(transition) }
            }
        }
    }

    private func star(_ list: DisplayList) -> DisplayItem? { list.images(named: "star").first }

    @Test("A symbol-effect transition grows (or with .down shrinks) and fades the view in", arguments: [false, true])
    func appears(down: Bool) throws {
        let transition: SymbolEffectTransition = down ? .symbolEffect(.appear.down) : .symbolEffect
        let sim = TouchSimulator(Appearing(transition: transition), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Show"))
        let start = sim.now
        let final = try #require(star(sim.displayList(at: start + 1.1)))
        let half = try #require(star(sim.displayList(at: start + 0.5)))
        #expect(abs(half.opacity - 0.5) < 0.01)
        #expect(abs(half.frame.width / final.frame.width - (down ? 1.25 : 0.75)) < 0.01)
        #expect(final.opacity == 1)
    }

    struct Swapping: View {
        @State private var filled = false
        var body: some View {
            VStack {
                Image(systemName: filled ? "star.fill" : "star").contentTransition(.symbolEffect(.replace))
                Button("Fill") { withAnimation(.linear(duration: 1)) { filled = true } }
            }
        }
    }

    @Test("A symbol-effect content transition cross-fades the old symbol into the new")
    func replaces() throws {
        let sim = TouchSimulator(Swapping(), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Fill"))
        let half = sim.displayList(at: sim.now + 0.5)
        let old = try #require(half.images(named: "star").first)
        let new = try #require(half.images(named: "star.fill").first)
        #expect(abs(old.opacity - 0.5) < 0.01 && abs(new.opacity - 0.5) < 0.01)
        #expect(ContentTransition.symbolEffect == .opacity)
    }
}
