import Foundation
import TactileCore
import Testing

@Suite("Timeline schedules")
struct TimelineScheduleTests {
    let start = Date(timeIntervalSinceReferenceDate: 1_000)

    private func seconds<S: Sequence>(_ dates: S, _ count: Int) -> [Double] where S.Element == Date {
        dates.prefix(count).map { $0.timeIntervalSince(start) }
    }

    @Test(
        "Periodic: from the date in force at the start, one interval apart",
        arguments: [
            (0.0, [0.0, 0.5, 1.0]), (1.2, [1.0, 1.5, 2.0]), (-3.0, [0.0, 0.5, 1.0]), (2.0, [2.0, 2.5, 3.0]),
        ])
    func periodic(offset: Double, expected: [Double]) {
        let schedule: PeriodicTimelineSchedule = .periodic(from: start, by: 0.5)
        #expect(seconds(schedule.entries(from: start + offset, mode: .normal), 3) == expected)
        #expect(seconds(schedule.entries(from: start + offset, mode: .lowFrequency), 3) == expected)
    }

    @Test("Periodic with no positive interval has its start date only", arguments: [0.0, -1.0, .nan, .infinity])
    func periodicDegenerate(interval: Double) {
        let entries = PeriodicTimelineSchedule(from: start, by: interval).entries(from: start + 10, mode: .normal)
        #expect(seconds(entries, 5) == [0])
    }

    @Test("Every minute: the starts of minutes from the current one")
    func everyMinute() {
        let date = Date(timeIntervalSinceReferenceDate: 125)
        let schedule: EveryMinuteTimelineSchedule = .everyMinute
        #expect(seconds(schedule.entries(from: start, mode: .normal), 1) == [-40])
        let entries = EveryMinuteTimelineSchedule().entries(from: date, mode: .normal)
        #expect(entries.prefix(3).map(\.timeIntervalSinceReferenceDate) == [120, 180, 240])
    }

    @Test("Explicit: the dates given")
    func explicit() {
        let dates = [start, start + 5, start + 60]
        let schedule: ExplicitTimelineSchedule = .explicit(dates)
        #expect(Array(schedule.entries(from: start + 30, mode: .normal)) == dates)
    }

    @Test("Animation: every frame, no more often than the minimum, once when paused")
    func animation() {
        let frame = AnimationTimelineSchedule.frameInterval
        let everyFrame: AnimationTimelineSchedule = .animation
        let frames = seconds(everyFrame.entries(from: start, mode: .normal), 3)
        #expect(zip(frames, [0, frame, 2 * frame]).allSatisfy { abs($0 - $1) < 1e-9 })
        let slow: AnimationTimelineSchedule = .animation(minimumInterval: 0.25)
        #expect(seconds(slow.entries(from: start, mode: .normal), 3) == [0, 0.25, 0.5])
        let fast = AnimationTimelineSchedule(minimumInterval: 0.001)
        #expect(abs(seconds(fast.entries(from: start, mode: .normal), 2)[1] - frame) < 1e-9)
        let low = AnimationTimelineSchedule().entries(from: start, mode: .lowFrequency)
        #expect(seconds(low, 2) == [0, AnimationTimelineSchedule.lowFrequencyInterval])
        #expect(seconds(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal), 5) == [0])
    }

    @Test("Modes are values")
    func modes() {
        #expect(TimelineScheduleMode.normal != .lowFrequency)
        let mode: PeriodicTimelineSchedule.Mode = .normal
        #expect(mode == .normal)
    }
}
