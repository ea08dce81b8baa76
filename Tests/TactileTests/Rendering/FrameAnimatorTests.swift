// The animator's in-between frames on a time line the test chooses: the interpolation itself,
// independent of who plays it (the playground on its clock, a host on its own time).
import Foundation
import Tactile
import TactileTesting
import Testing

@MainActor
@Suite struct FrameAnimatorTests {
    /// The long-press-blur seed's logo, drawn as a square: blurs with `.easeInOut` (0.35 s) when a
    /// half-second long press toggles it.
    struct BlurOnLongPress: View {
        @State private var showOriginal = true
        var body: some View {
            Color.blue
                .frame(width: 200, height: 200)
                .blur(radius: showOriginal ? 0.0 : 40.0)
                .animation(.easeInOut, value: showOriginal)
                .onLongPressGesture(minimumDuration: 0.5, maximumDistance: 10) { showOriginal.toggle() }
        }
    }

    /// The blur radius an SVG shows (`stdDeviation` is half the radius), or 0 when none.
    private func blurDeviation(in svg: String) -> Double {
        guard let range = svg.range(of: "stdDeviation=\"") else { return 0 }
        return Double(svg[range.upperBound...].prefix { $0 != "\"" }) ?? 0
    }

    @Test func aBlurChangeAnimatesThroughInBetweenRadiiAndStops() {
        let host = GestureHost(BlurOnLongPress(), size: CGSize(width: 400, height: 800))
        var animator = FrameAnimator()
        animator.commit(host.displayList, at: 10)
        #expect(!animator.isAnimating(at: 10))
        #expect(blurDeviation(in: animator.frame(at: 10).svg()) == 0)

        // Hold long enough for the long press: the square blurs with `.easeInOut` (0.35 s).
        _ = host.send(PointerEvent(phase: .down, location: CGPoint(x: 200, y: 400), time: 0))
        _ = host.advance(to: 0.6)
        animator.commit(host.displayList, at: 20)
        #expect(animator.isAnimating(at: 20))

        let samples = stride(from: 20.0, through: 20.35, by: 0.05).map {
            blurDeviation(in: animator.frame(at: $0).svg())
        }
        #expect(samples.first == 0)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 }, "the radius only grows: \(samples)")
        #expect(samples.contains { $0 > 0.5 && $0 < 19.5 }, "in-between radii: \(samples)")
        #expect(blurDeviation(in: animator.frame(at: 20.5).svg()) == 20)
        #expect(!animator.isAnimating(at: 20.5))
    }

    @Test func aCommitMidAnimationContinuesFromWhatIsShown() {
        let host = GestureHost(BlurOnLongPress(), size: CGSize(width: 400, height: 800))
        var animator = FrameAnimator()
        animator.commit(host.displayList, at: 0)
        _ = host.send(PointerEvent(phase: .down, location: CGPoint(x: 200, y: 400), time: 0))
        _ = host.advance(to: 0.6)
        animator.commit(host.displayList, at: 1)
        let shownBefore = blurDeviation(in: animator.frame(at: 1.1).svg())
        // Lift and press again: the second long press toggles back while the first blur runs.
        _ = host.send(PointerEvent(phase: .up, location: CGPoint(x: 200, y: 400), time: 0.6))
        _ = host.send(PointerEvent(phase: .down, location: CGPoint(x: 200, y: 400), time: 0.7))
        _ = host.advance(to: 1.3)
        animator.commit(host.displayList, at: 1.1)
        #expect(shownBefore > 0 && shownBefore < 20)
        #expect(blurDeviation(in: animator.frame(at: 1.1).svg()) == shownBefore, "no jump at the interruption")
        #expect(blurDeviation(in: animator.frame(at: 2).svg()) == 0)
    }

    /// A square with a transition, shown at first, that "Toggle" removes under the `.animation`
    /// modifier's linear second; "Count" changes a text beside it, without animation.
    struct RemovedUnderModifier: View {
        @State private var shown = true
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Toggle") { shown.toggle() }
                if shown { Color.red.frame(width: 60, height: 60).transition(.opacity) }
                Button("Count \(count)") { count += 1 }
            }
            .animation(.linear(duration: 1), value: shown)
        }
    }

    @Test func anAnimatorThatSkipsTheRemovingCommitStillPlaysTheModifiersRemoval() {
        let sim = TouchSimulator(RemovedUnderModifier(), size: CGSize(width: 200, height: 300))
        var animator = FrameAnimator()
        animator.commit(sim.displayList, at: 0)
        #expect(animator.frame(at: 0).shapes(filledWith: .red).first?.opacity == 1)
        // The square leaves under the modifier's animation, then another commit follows: the
        // animator takes only the last one, as the playground does between the frames it sends.
        sim.tap(on: .text("Toggle"))
        sim.tap(on: .text("Count 0"))
        #expect(sim.texts().contains("Count 1"))
        animator.commit(sim.displayList, at: 10)
        let halfway = animator.frame(at: 10.5).shapes(filledWith: .red).first
        #expect(halfway.map { abs($0.opacity - 0.5) < 0.01 } == true, "fading out: \(String(describing: halfway))")
        #expect(animator.frame(at: 11.01).shapes(filledWith: .red).isEmpty)
        #expect(!animator.isAnimating(at: 11.01))
    }
}
