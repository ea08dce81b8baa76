// A component of benchmark 1, measured alone: what the velocity estimate costs per move.

import Foundation
import TactileGestures

/// A `VelocityTracker` fed one sample per step and asked for the velocity at it, as `DragGesture`
/// does on every move (its `Value` carries the velocity and the predicted end). Not one of the
/// issue's benchmarks: it shows how much of a drag move's time is the least-squares fit.
final class VelocityEstimateFixture: BenchmarkFixture {
    private var tracker = VelocityTracker()
    private var swing = PointerSwing(anchor: CGPoint(x: 200, y: 400), time: 0)
    private var last = CGVector(dx: 0, dy: 0)

    init() {
        for _ in 0..<SuiteConstants.swingPeriod { step() }
        precondition(last != CGVector(dx: 0, dy: 0), "the tracker should estimate a velocity")
    }

    func step() {
        let (location, time) = swing.next()
        tracker.addSample(location, at: time)
        last = tracker.velocity(at: time)
    }
}
