import Foundation
import TactileGestures
import Testing

/// The tap timing table (reference §2.1, constants in `GestureConfiguration`).
@Suite("TapGesture timing table")
struct TapGestureTimingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var count: Int
        var steps: [Step]
        var expected: Outcome
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "quick tap ends on lift", count: 1, steps: [.down(0, 0), .up(0.1, 0)], expected: .ended),
        Row(
            name: "moving 44 pt still taps", count: 1,
            steps: [.down(0, 0), .move(0.05, 44), .up(0.1, 44)], expected: .ended),
        Row(
            name: "moving 45 pt fails", count: 1,
            steps: [.down(0, 0), .move(0.05, 45)], expected: .failed(.movedTooFar)),
        Row(
            name: "moving 45 pt diagonally fails", count: 1,
            steps: [.down(0, 0), .move(0.05, 27, 36)], expected: .failed(.movedTooFar)),
        Row(
            name: "lifting 45 pt away fails", count: 1,
            steps: [.down(0, 0), .up(0.05, 45)], expected: .failed(.movedTooFar)),
        Row(name: "held 0.74 s still taps", count: 1, steps: [.down(0, 0), .up(0.74, 0)], expected: .ended),
        Row(name: "held 0.75 s fails", count: 1, steps: [.down(0, 0), .up(0.75, 0)], expected: .failed(.heldTooLong)),
        Row(
            name: "held too long fails without an event", count: 1,
            steps: [.down(0, 0), .advance(0.8)], expected: .failed(.heldTooLong)),
        Row(
            name: "a second pointer fails it", count: 1,
            steps: [.down(0, 0), .down(0.05, 50, pointer: 1)], expected: .failed(.tooManyPointers)),
        Row(name: "cancel fails it", count: 1, steps: [.down(0, 0), .cancel(0.05)], expected: .failed(.cancelled)),
        Row(
            name: "double tap, next down 0.34 s after the lift", count: 2,
            steps: [.down(0, 0), .up(0.1, 0), .down(0.44, 0), .up(0.5, 0)], expected: .ended),
        Row(
            name: "double tap, next down 0.35 s after the lift, times out", count: 2,
            steps: [.down(0, 0), .up(0.1, 0), .down(0.45, 0), .up(0.5, 0)], expected: .failed(.timedOut)),
        Row(
            name: "one tap of a double tap times out without an event", count: 2,
            steps: [.down(0, 0), .up(0.1, 0), .advance(1)], expected: .failed(.timedOut)),
        Row(
            name: "the second tap's slop is measured from its own down", count: 2,
            steps: [.down(0, 0), .up(0.1, 0), .down(0.2, 60), .up(0.3, 60)], expected: .ended),
        Row(
            name: "the second tap moving 45 pt fails", count: 2,
            steps: [.down(0, 0), .up(0.1, 0), .down(0.2, 0), .move(0.25, 0, 45)], expected: .failed(.movedTooFar)),
        Row(
            name: "triple tap", count: 3,
            steps: [.down(0, 0), .up(0.05, 0), .down(0.2, 0), .up(0.25, 0), .down(0.4, 0), .up(0.45, 0)],
            expected: .ended),
        Row(
            name: "a double tap is not yet a triple tap", count: 3,
            steps: [.down(0, 0), .up(0.05, 0), .down(0.2, 0), .up(0.25, 0)], expected: .undecided),
    ]

    @Test(arguments: rows)
    func row(_ row: Row) {
        let driver = EngineDriver()
        let log = OutcomeLog()
        driver.play(row.steps, path: EngineDriver.path(TapGesture(count: row.count).reporting(to: log)))
        #expect(log.last == row.expected)
        #expect(log.outcomes.count <= 1, "exactly one terminal callback per attempt")
    }

    @Test func spatialTapReportsTheLiftLocationInItsSpace() {
        let driver = EngineDriver()
        var locations: [CGPoint] = []
        let tap = SpatialTapGesture(count: 1, coordinateSpace: .local).onEnded { locations.append($0.location) }
        let geometry = GestureGeometry(transform: CGAffineTransform(translationX: 100, y: 50))
        driver.play(
            [.down(0, 110, 60), .up(0.1, 112, 61)],
            path: EngineDriver.path(tap, geometry: geometry))
        #expect(locations == [CGPoint(x: 12, y: 11)])
    }

    @Test func tapIsNeverActiveSoUpdatingNeverRuns() {
        let driver = EngineDriver()
        let state = GestureState(wrappedValue: 0)
        var updates = 0
        let tap = TapGesture().updating(state) { _, value, _ in
            updates += 1; value = 1
        }
        driver.play([.down(0, 0), .up(0.1, 0)], path: EngineDriver.path(tap))
        #expect(updates == 0)
        #expect(driver.phases(of: "TapGesture") == [.possible, .ended])
    }

    @Test func theMovementLimitIsMeasuredInHostSpace() {
        // A view scaled down by half: 30 pt of finger movement is 60 pt locally, but the tap
        // measures the finger, so it still taps.
        let driver = EngineDriver()
        let log = OutcomeLog()
        let geometry = GestureGeometry(transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
        driver.play(
            [.down(0, 0), .move(0.05, 30), .up(0.1, 30)],
            path: EngineDriver.path(TapGesture().reporting(to: log), geometry: geometry))
        #expect(log.last == .ended)
    }

    @Test func overriddenConstantsApply() {
        var configuration = GestureConfiguration()
        configuration.multiTapMaximumDelay = 0.6
        let driver = EngineDriver()
        let log = OutcomeLog()
        let tap = TapGesture(count: 2).gestureConfiguration(configuration).reporting(to: log)
        driver.play([.down(0, 0), .up(0.1, 0), .down(0.6, 0), .up(0.65, 0)], path: EngineDriver.path(tap))
        #expect(log.last == .ended)
    }
}
