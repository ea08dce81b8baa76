// The animator's in-between frames on a time line the test chooses: the interpolation itself,
// independent of how promptly the session's real-time frame task gets the main actor.
import Foundation
import Tactile
import TactileExamples
import Testing
@testable import TactilePlayground

@MainActor
@Suite struct FrameAnimatorTests {
    /// The blur radius an SVG shows (`stdDeviation` is half the radius), or 0 when none.
    private func blurDeviation(in svg: String) -> Double {
        guard let range = svg.range(of: "stdDeviation=\"") else { return 0 }
        return Double(svg[range.upperBound...].prefix { $0 != "\"" }) ?? 0
    }

    @Test func aBlurChangeAnimatesThroughInBetweenRadiiAndStops() {
        let (session, _) = openSession("long-press-blur")
        defer { session.close() }
        var animator = FrameAnimator()
        animator.commit(session.host.displayList, at: 10)
        #expect(!animator.isAnimating)
        #expect(blurDeviation(in: animator.frame(at: 10).svg()) == 0)

        // Hold long enough for the long press: the logo blurs with `.easeInOut` (0.35 s).
        _ = session.host.send(PointerEvent(phase: .down, location: CGPoint(x: 200, y: 400), time: 0))
        _ = session.host.advance(to: 0.6)
        animator.commit(session.host.displayList, at: 20)
        #expect(animator.isAnimating)

        let samples = stride(from: 20.0, through: 20.35, by: 0.05).map { blurDeviation(in: animator.frame(at: $0).svg()) }
        #expect(samples.first == 0)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 }, "the radius only grows: \(samples)")
        #expect(samples.contains { $0 > 0.5 && $0 < 19.5 }, "in-between radii: \(samples)")
        #expect(blurDeviation(in: animator.frame(at: 20.5).svg()) == 20)
        #expect(!animator.isAnimating)
    }
}
