// Benchmark 8: the six gestures an app puts on one surface, fed a seeded mixed stream
// of taps, double taps, long presses, drags (some cancelled) and pinches with a twist.

import Foundation
import SixGestureScenes
import TactileGestures

/// One event of the mixed stream per step, through the route given (the engine with the five
/// attachments the modifiers make, the engine with them composed into one, or a `GestureHost`),
/// with `advance(to:)` before each event. A sample is exactly one lap of the stream.
final class SixGestureStreamFixture: BenchmarkFixture {
    private let driver: SixGestureDriver

    init(_ route: SixGestureDriver.Route) {
        precondition(
            MixedStreamConstants.eventsPerLap == SuiteConstants.eventsPerSample,
            "a sample should replay exactly one lap of the stream")
        driver = SixGestureDriver(route)
        driver.warmUp()
    }

    func step() {
        driver.step()
    }
}

/// A drag in progress on the six-gesture view (engine, five attachments): the lone drag of
/// benchmark 1 inside the composition an app gives it. Each step is one move.
final class SixGestureDragMovesFixture: BenchmarkFixture {
    private let engine = GestureEngine()
    private let activity = SixGestureActivity()
    private var swing: PointerSwing

    init() {
        let anchor = MixedStreamConstants.center
        swing = PointerSwing(anchor: anchor, time: 0)
        engine.send(
            PointerEvent(phase: .down, location: anchor, time: 0),
            hitPath: SixGestures(activity: activity).attachments)
        for _ in 0..<SuiteConstants.swingPeriod { step() }
        precondition(
            activity.dragChanges >= SuiteConstants.swingPeriod / 2, "the drag should follow the moves")
    }

    func step() {
        let (location, time) = swing.next()
        engine.send(PointerEvent(phase: .move, location: location, time: time))
    }
}
