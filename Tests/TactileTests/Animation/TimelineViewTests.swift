import Foundation
import Tactile
import TactileTesting
import Testing

/// `TimelineView` and `KeyframeAnimator` on the host's virtual time: each redraw is a deadline of
/// the host, so advancing the simulator moves them.
@MainActor
@Suite("TimelineView and KeyframeAnimator")
struct TimelineViewTests {
    /// The date a timeline draws, as seconds since a reference the test reads back.
    struct DateShower: View {
        let schedule: PeriodicTimelineSchedule
        var body: some View {
            TimelineView(schedule) { context in
                Text(String(format: "%.2f", context.date.timeIntervalSinceReferenceDate))
            }
        }
    }

    @Test("A periodic timeline draws again at each of its dates", arguments: [1.0, 0.5])
    func periodic(interval: Double) throws {
        let sim = TouchSimulator(DateShower(schedule: .periodic(from: .now, by: interval)))
        let first = try #require(sim.texts().first.flatMap(Double.init))
        sim.advance(by: interval * 3 + 0.01)
        let later = try #require(sim.texts().first.flatMap(Double.init))
        // Three dates passed: the text shows the host's date at the third (within rounding).
        #expect(abs(later - first - interval * 3) < 0.02, "first \(first), later \(later)")
    }

    /// A timeline whose closure ignores its context, as animation loops write it: it compiles
    /// (the closure's type is not named, so the form taking `TimelineViewDefaultContext` is picked
    /// as in SwiftUI, not reported ambiguous) and draws.
    struct IgnoringContext: View {
        var body: some View {
            TimelineView(AnimationTimelineSchedule(minimumInterval: 0.5, paused: false)) { _ in
                Text("drawn")
            }
        }
    }

    @Test("A timeline whose closure ignores the context builds and draws")
    func ignoringContext() {
        let sim = TouchSimulator(IgnoringContext())
        #expect(sim.texts() == ["drawn"])
    }

    @Test("Without time passing, a timeline keeps its content")
    func still() {
        let sim = TouchSimulator(DateShower(schedule: .periodic(from: .now, by: 1)))
        let before = sim.texts()
        sim.advance(by: 0.5)
        #expect(sim.texts() == before)
    }

    /// A square whose width a keyframe track moves from 100 to 200 over a linear second when
    /// tapped.
    struct Grower: View {
        @State private var taps = 0
        var body: some View {
            KeyframeAnimator(initialValue: 100.0, trigger: taps) { width in
                Color.red.frame(width: width, height: 50)
            } keyframes: { _ in
                LinearKeyframe(200.0, duration: 1)
            }
            .onTapGesture { taps += 1 }
        }
    }

    private func width(_ sim: TouchSimulator) -> CGFloat? {
        sim.displayList.shapes(filledWith: .red).first?.frame.width
    }

    @Test("A keyframe animator rests until its trigger changes, then plays frame by frame")
    func keyframes() throws {
        let sim = TouchSimulator(Grower(), size: CGSize(width: 400, height: 400))
        #expect(width(sim) == 100)
        sim.advance(by: 2)
        #expect(width(sim) == 100)
        sim.tap(at: CGPoint(x: 200, y: 200))
        sim.advance(by: 0.5)
        let mid = try #require(width(sim))
        #expect(mid > 130 && mid < 170, "half-way: \(mid)")
        sim.advance(by: 1)
        #expect(width(sim) == 200)
        // Played: no more frames are asked for.
        #expect(sim.host.nextDeadline == nil)
    }

    /// A repeating animator of an opacity from 1 down to 0 over a linear second.
    struct Blinker: View {
        var body: some View {
            Color.blue.frame(width: 50, height: 50)
                .keyframeAnimator(initialValue: 1.0) { view, opacity in
                    view.opacity(opacity)
                } keyframes: { _ in
                    LinearKeyframe(0.0, duration: 1)
                }
        }
    }

    @Test("A repeating keyframe animator loops", arguments: [(0.25, 0.75), (1.25, 0.75), (2.5, 0.5)])
    func repeating(elapsed: Double, opacity: Double) throws {
        let sim = TouchSimulator(Blinker())
        sim.advance(by: elapsed)
        let shown = try #require(sim.displayList.shapes(filledWith: .blue).first?.opacity)
        // Frames are a 60th of a second apart: the value is the one at the last frame.
        #expect(abs(shown - opacity) < 0.03, "at \(elapsed) s: \(shown)")
    }
}
