import Foundation
import TactileGestures
import Testing

/// The long-press timing table (reference §2.3).
@Suite("LongPressGesture timing table")
struct LongPressGestureTimingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var minimumDuration: Double = 0.5
        var maximumDistance: CGFloat = 10
        var steps: [Step]
        var expected: Outcome
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "held for the minimum duration ends while still down", steps: [.down(0, 0), .advance(0.5)],
            expected: .ended),
        Row(name: "lifted at 0.49 s fails", steps: [.down(0, 0), .up(0.49, 0)], expected: .failed(.liftedEarly)),
        Row(
            name: "lifted exactly at the deadline has already ended", steps: [.down(0, 0), .up(0.5, 0)],
            expected: .ended),
        Row(name: "moving 9.9 pt is allowed", steps: [.down(0, 0), .move(0.1, 9.9), .advance(0.6)], expected: .ended),
        Row(name: "moving 10 pt fails", steps: [.down(0, 0), .move(0.1, 10)], expected: .failed(.movedTooFar)),
        Row(
            name: "a second pointer fails it", steps: [.down(0, 0), .down(0.1, 40, pointer: 1)],
            expected: .failed(.tooManyPointers)),
        Row(name: "cancel fails it", steps: [.down(0, 0), .cancel(0.1)], expected: .failed(.cancelled)),
        Row(
            name: "a custom duration: lifted at 0.9 s of 1 s fails", minimumDuration: 1,
            steps: [.down(0, 0), .up(0.9, 0)], expected: .failed(.liftedEarly)),
        Row(
            name: "a custom duration: held 1 s ends", minimumDuration: 1, steps: [.down(0, 0), .advance(1)],
            expected: .ended),
        Row(
            name: "a custom distance: 30 pt allowed", maximumDistance: 40,
            steps: [.down(0, 0), .move(0.1, 30), .advance(0.5)], expected: .ended),
        Row(name: "zero duration ends at the down", minimumDuration: 0, steps: [.down(0, 0)], expected: .ended),
        Row(
            name: "moves and lift after success change nothing",
            steps: [.down(0, 0), .advance(0.5), .move(0.6, 100), .up(0.7, 100)], expected: .ended),
    ]

    @Test(arguments: rows)
    func row(_ row: Row) {
        let driver = EngineDriver()
        let log = OutcomeLog()
        let press = LongPressGesture(minimumDuration: row.minimumDuration, maximumDistance: row.maximumDistance)
        driver.play(row.steps, path: EngineDriver.path(press.reporting(to: log)))
        #expect(log.last == row.expected)
        #expect(log.outcomes.count == 1)
    }

    @Test func activeAtTouchDownAndEndsAtTheDeadlineWithNoEvent() {
        let driver = EngineDriver()
        let state = GestureState(wrappedValue: false)
        var events: [String] = []
        let press = LongPressGesture()
            .updating(state) { value, pressing, _ in
                pressing = value; events.append("updating \(value)")
            }
            .onChanged { events.append("changed \($0)") }
            .onEnded { [state] in events.append("ended \($0), state \(state.wrappedValue)") }
        driver.down(0, 0, at: 0, path: EngineDriver.path(press))
        #expect(events == ["updating true", "changed true"])
        #expect(state.wrappedValue == true)
        #expect(driver.engine.nextDeadline == 0.5)
        driver.advance(to: 2)
        #expect(events == ["updating true", "changed true", "ended true, state false"])
        let end = driver.transitions.first { $0.gesture.hasSuffix("LongPressGesture") && $0.to == .ended }
        #expect(end?.time == 0.5, "the press ends at its deadline, not when time was next looked at")
    }

    @Test func zeroDurationReportsActiveThenEnded() {
        let driver = EngineDriver()
        var events: [String] = []
        let press = LongPressGesture(minimumDuration: 0)
            .onChanged { events.append("changed \($0)") }
            .onEnded { events.append("ended \($0)") }
        driver.down(0, 0, at: 0, path: EngineDriver.path(press))
        #expect(events == ["changed true", "ended true"])
    }
}
