import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `transition(_:)`: insertions and removals under an animation play the view's transition on the
/// host's virtual time; without one the view appears and disappears at once.
@MainActor
@Suite("Transitions")
struct TransitionTests {
    private struct Toggling: View {
        let transition: AnyTransition
        var animated = true
        @State private var shown = false
        @State private var redTaps = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 40)
                    .onTapGesture {
                        if animated {
                            withAnimation(.linear(duration: 1)) { shown.toggle() }
                        } else {
                            shown.toggle()
                        }
                    }
                if shown {
                    Color.red.frame(width: 60, height: 60)
                        .onTapGesture { redTaps += 1 }
                        .transition(transition)
                }
                Text("red taps \(redTaps)")
            }
        }
    }

    private func red(_ sim: TouchSimulator, at time: TimeInterval) -> DisplayItem? {
        sim.displayList(at: time).shapes(filledWith: .red).first
    }

    private func toggle(_ sim: TouchSimulator) {
        sim.tap(at: sim.displayList.shapes(filledWith: .blue).first?.center ?? .zero)
    }

    /// Where the red square is when fully shown, from a host that shows it without animation.
    private func shownFrame(_ transition: AnyTransition) -> CGRect {
        let sim = TouchSimulator(
            Toggling(transition: transition, animated: false), size: CGSize(width: 200, height: 300))
        toggle(sim)
        return red(sim, at: sim.now)?.frame ?? .null
    }

    @Test("Without an animation a view with a transition appears and disappears at once")
    func withoutAnimation() {
        let sim = TouchSimulator(Toggling(transition: .opacity, animated: false), size: CGSize(width: 200, height: 300))
        #expect(red(sim, at: sim.now) == nil)
        toggle(sim)
        #expect(red(sim, at: sim.now + 0.01)?.opacity == 1)
        toggle(sim)
        #expect(red(sim, at: sim.now + 0.01) == nil)
    }

    @Test("Inserted under withAnimation, a view plays its transition in over the animation's duration")
    func insertion() {
        let cases: [(AnyTransition, (CGRect, DisplayItem) -> Bool)] = [
            (.opacity, { final, item in abs(item.opacity - 0.5) < 0.01 && item.frame == final }),
            (.scale, { final, item in abs(item.frame.width - 30) < 0.01 && abs(item.frame.midX - final.midX) < 0.01 }),
            (.move(edge: .bottom), { final, item in abs(item.frame.minY - (final.minY + 30)) < 0.01 }),
            (.slide, { final, item in abs(item.frame.minX - (final.minX - 30)) < 0.01 }),
            (.offset(x: 0, y: -20), { final, item in abs(item.frame.minY - (final.minY - 10)) < 0.01 }),
            (
                .asymmetric(insertion: .scale(scale: 0.5, anchor: .top), removal: .opacity),
                { final, item in abs(item.frame.height - 45) < 0.01 && abs(item.frame.minY - final.minY) < 0.01 }
            ),
            (
                .push(from: .leading),
                { final, item in abs(item.frame.minX - (final.minX - 30)) < 0.01 && abs(item.opacity - 0.5) < 0.01 }
            ),
            (
                .move(edge: .trailing).combined(with: .opacity),
                { final, item in abs(item.frame.minX - (final.minX + 30)) < 0.01 && abs(item.opacity - 0.5) < 0.01 }
            ),
        ]
        for (transition, isHalfway) in cases {
            let final = shownFrame(transition)
            let sim = TouchSimulator(Toggling(transition: transition), size: CGSize(width: 200, height: 300))
            toggle(sim)
            let start = sim.now
            let halfway = red(sim, at: start + 0.5)
            #expect(
                halfway.map { isHalfway(final, $0) } == true, "\(transition): \(String(describing: halfway?.frame))")
            #expect(red(sim, at: start + 1.01)?.frame == final, "\(transition)")
            #expect(red(sim, at: start + 1.01)?.opacity == 1, "\(transition)")
        }
    }

    @Test("Removed under withAnimation, a view stays drawn, not hit-testable, until its transition ends")
    func removal() {
        let sim = TouchSimulator(Toggling(transition: .slide), size: CGSize(width: 200, height: 300))
        toggle(sim)
        sim.advance(by: 1.1)
        let shown = red(sim, at: sim.now)?.frame ?? .null
        toggle(sim)
        let start = sim.now
        let halfway = red(sim, at: start + 0.5)
        // `.slide` removes towards the trailing edge: halfway, half its width along.
        #expect(halfway.map { abs($0.frame.minX - (shown.minX + 30)) < 0.01 } == true)
        // A tap where it is drawn does not reach it: its view has left the tree.
        sim.advance(by: 0.4)
        sim.tap(at: CGPoint(x: halfway?.frame.midX ?? 0, y: halfway?.frame.midY ?? 0))
        #expect(sim.texts().contains("red taps 0"))
        #expect(red(sim, at: start + 1.01) == nil)
        #expect(!sim.isAnimating(at: start + 1.01))
    }

    @Test("Under .animation(_:value:) both the insertion and the removal play; .animation(nil) stops them")
    func animationModifier() {
        struct Host: View {
            let animation: Animation?
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Toggle") { shown.toggle() }
                    if shown { Color.red.frame(width: 60, height: 60).transition(.opacity) }
                }
                .animation(animation, value: shown)
            }
        }
        for animation in [Animation.linear(duration: 1), nil] {
            let sim = TouchSimulator(Host(animation: animation), size: CGSize(width: 200, height: 300))
            sim.tap(on: .text("Toggle"))
            let expected = animation == nil ? 1.0 : 0.5
            #expect(red(sim, at: sim.now + 0.5).map { abs($0.opacity - expected) < 0.01 } == true)
            sim.advance(by: 1.1)
            sim.tap(on: .text("Toggle"))
            let leaving = red(sim, at: sim.now + 0.5)
            if animation == nil {
                #expect(leaving == nil)
            } else {
                #expect(leaving.map { abs($0.opacity - 0.5) < 0.01 } == true)
            }
        }
    }

    @Test("A transition's own animation plays it even without withAnimation")
    func transitionAnimation() {
        let sim = TouchSimulator(
            Toggling(transition: .opacity.animation(.linear(duration: 2)), animated: false),
            size: CGSize(width: 200, height: 300))
        toggle(sim)
        #expect(red(sim, at: sim.now + 1).map { abs($0.opacity - 0.5) < 0.01 } == true)
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
