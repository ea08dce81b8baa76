import Foundation
import TactileCore
import Testing

/// A value with two animated properties, as apps write them for keyframe animations.
private struct Pose {
    var scale = 1.0
    var offset: CGFloat = 0
}

/// Content of its own, made of other content, as an app would factor a repeated gesture out.
private struct Wiggle: KeyframeTrackContent {
    var amplitude: Double
    var body: some KeyframeTrackContent<Double> {
        LinearKeyframe(amplitude, duration: 0.1)
        LinearKeyframe(-amplitude, duration: 0.2)
        LinearKeyframe(0, duration: 0.1)
    }
}

/// Keyframes of its own, made of tracks.
private struct Pulse: Keyframes {
    var body: some Keyframes<Pose> {
        KeyframeTrack(\.scale) { LinearKeyframe(2, duration: 1) }
        KeyframeTrack(\.offset) { LinearKeyframe(10, duration: 0.5) }
    }
}

@Suite("Keyframe timelines")
struct KeyframeTimelineTests {
    @Test("Linear keyframes play one after the other from the initial value")
    func linear() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(30.0, duration: 2)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(time: 0.5) == 5)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 2) == 20)
        #expect(timeline.value(time: 5) == 30)
        #expect(timeline.value(progress: 0.5) == 15)
        #expect(timeline.value(progress: 2) == 30)
    }

    @Test("A timing curve shapes a linear keyframe")
    func timingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 2, timingCurve: .easeIn)
        }
        #expect(abs(timeline.value(time: 0.5) - 100 * UnitCurve.easeIn.value(at: 0.25)) < 1e-12)
    }

    @Test("Tracks move their own properties; the longest sets the duration")
    func tracks() {
        let timeline = KeyframeTimeline(initialValue: Pose(scale: 1, offset: 5)) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2, duration: 1)
                MoveKeyframe(4)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(25, duration: 2)
            }
        }
        #expect(timeline.duration == 2)
        let halfway = timeline.value(time: 0.5)
        #expect(halfway.scale == 1.5 && halfway.offset == 10)
        let later = timeline.value(time: 1.5)
        #expect(later.scale == 4 && later.offset == 20)
    }

    @Test("A later track that changes the same property wins")
    func laterTrackWins() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) { LinearKeyframe(5, duration: 1) }
            KeyframeTrack(\.scale) { LinearKeyframe(3, duration: 1) }
        }
        #expect(timeline.value(time: 1).scale == 3)
    }

    @Test("Adjacent cubic keyframes pass through their values smoothly (Catmull-Rom)")
    func cubic() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 1) - 10) < 1e-12)
        #expect(abs(timeline.value(time: 2) - 30) < 1e-12)
        #expect(timeline.value(time: 3) == 0)
        // The slope is continuous at the joins: the tangent there is (30 − 0) / 2 = 15 per second.
        let h = 1e-6
        let before = (timeline.value(time: 1) - timeline.value(time: 1 - h)) / h
        let after = (timeline.value(time: 1 + h) - timeline.value(time: 1)) / h
        #expect(abs(before - 15) < 1e-3 && abs(after - 15) < 1e-3)
        // The first keyframe starts at rest; the last comes to rest.
        #expect(abs(timeline.value(time: h) / h) < 1e-3)
        #expect(abs((timeline.value(time: 3) - timeline.value(time: 3 - h)) / h) < 1e-3)
    }

    @Test("Given velocities set the cubic's slopes")
    func cubicVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 2, startVelocity: 3, endVelocity: -1)
        }
        let h = 1e-6
        #expect(abs(timeline.value(time: h) / h - 3) < 1e-4)
        #expect(abs((timeline.value(time: 2) - timeline.value(time: 2 - h)) / h - -1) < 1e-4)
    }

    @Test("A spring keyframe follows the spring, and without a duration lasts until it settles")
    func spring() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 10.0) {
            SpringKeyframe(110.0, spring: spring)
        }
        #expect(abs(timeline.duration - spring.settlingDuration) < 1e-12)
        #expect(abs(timeline.value(time: 0.2) - (10 + spring.value(target: 100.0, time: 0.2))) < 1e-9)
        #expect(timeline.value(time: 100) == 110)
    }

    @Test("A spring cut short hands its value and velocity to the next keyframe")
    func springCutShort() {
        let spring = Spring.smooth
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 0.1, spring: spring)
            SpringKeyframe(100.0, duration: 0.1, spring: spring)
        }
        let joined = spring.value(target: 100.0, time: 0.2)
        #expect(abs(timeline.value(time: 0.2) - joined) < 1e-9)
    }

    @Test("Builder: conditions, loops and content of one's own")
    func builder() {
        for flag in [true, false] {
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                if flag {
                    LinearKeyframe(10.0, duration: 1)
                } else {
                    MoveKeyframe(-10.0)
                }
            }
            #expect(timeline.value(time: 5) == (flag ? 10 : -10))
        }
        let looped = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.offset) {
                for step in 1...4 { LinearKeyframe(CGFloat(step), duration: 0.25) }
            }
            KeyframeTrack(\.scale) { Wiggle(amplitude: 2) }
        }
        #expect(looped.duration == 1)
        #expect(looped.value(time: 0.5).offset == 2)
        #expect(abs(looped.value(time: 0.2).scale - 0) < 1e-12)
        let pulse = KeyframeTimeline(initialValue: Pose()) { Pulse() }
        #expect(pulse.value(time: 0.5).scale == 1.5 && pulse.value(time: 0.5).offset == 10)
    }

    @Test("Animatable values move by their animatable data")
    func points() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 100, y: 50), duration: 1)
        }
        #expect(timeline.value(time: 0.5) == CGPoint(x: 50, y: 25))
    }

    @Test("Bad durations count as zero; an empty timeline holds its value")
    func degenerate() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(5.0, duration: -1)
            CubicKeyframe(7.0, duration: .nan)
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 7)
        let empty = KeyframeTimeline(initialValue: 3.0) {}
        #expect(empty.duration == 0 && empty.value(progress: 0.5) == 3)
    }
}
