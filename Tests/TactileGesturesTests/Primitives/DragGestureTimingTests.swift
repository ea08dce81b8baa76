import Foundation
import TactileGestures
import Testing

/// The drag timing table (reference §2.4) and its value formulas.
@Suite("DragGesture timing table")
struct DragGestureTimingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var minimumDistance: CGFloat = 10
        var steps: [Step]
        var expected: Outcome
        /// `onChanged` calls: one per active update; the lift reports through `onEnded` only.
        var changes: Int
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "moving less than the minimum distance and lifting fails",
            steps: [.down(0, 0), .move(0.05, 9.9), .up(0.1, 9.9)], expected: .failed(.liftedEarly), changes: 0),
        Row(
            name: "reaching the minimum distance activates; the lift ends it",
            steps: [.down(0, 0), .move(0.05, 10), .move(0.1, 20), .up(0.15, 25)], expected: .ended, changes: 2),
        Row(
            name: "a zero minimum distance is active at the down", minimumDistance: 0,
            steps: [.down(0, 0), .up(0.1, 0)], expected: .ended, changes: 1),
        Row(
            name: "a second pointer fails it",
            steps: [.down(0, 0), .move(0.05, 30), .down(0.1, 100, pointer: 1)], expected: .failed(.tooManyPointers),
            changes: 1),
        Row(
            name: "cancel fails it", steps: [.down(0, 0), .move(0.05, 30), .cancel(0.1)],
            expected: .failed(.cancelled), changes: 1),
        Row(
            name: "leaving the view keeps tracking (negative locations)",
            steps: [.down(0, 0), .move(0.05, -300, -300), .up(0.1, -400, -400)], expected: .ended, changes: 1),
        Row(
            name: "a lift that reaches the distance ends it",
            steps: [.down(0, 0), .up(0.1, 50)], expected: .ended, changes: 0),
    ]

    @Test(arguments: rows)
    func row(_ row: Row) {
        let driver = EngineDriver()
        let log = OutcomeLog()
        var changes = 0
        let drag = DragGesture(minimumDistance: row.minimumDistance).onChanged { _ in changes += 1 }
        driver.play(row.steps, path: EngineDriver.path(drag.reporting(to: log)))
        #expect(log.last == row.expected)
        #expect(log.outcomes.count == 1)
        #expect(changes == row.changes)
    }

    @Test func firstChangeAlreadyHasTheMinimumTranslationFromTheDownPoint() {
        let driver = EngineDriver()
        var values: [DragGesture.Value] = []
        driver.play(
            [.down(0, 100, 100), .move(0.02, 104, 100), .move(0.04, 112, 100)],
            path: EngineDriver.path(DragGesture().onChanged { values.append($0) }))
        #expect(values.count == 1)
        #expect(values.first?.startLocation == CGPoint(x: 100, y: 100))
        #expect(values.first?.translation == CGSize(width: 12, height: 0))
        #expect(values.first?.time == Date(timeIntervalSinceReferenceDate: 0.04), "time is the current event's")
    }

    @Test func valueFormulasHold() throws {
        let driver = EngineDriver()
        var last: DragGesture.Value?
        var steps: [Step] = [.down(0, 0, 0)]
        for i in 1...10 { steps.append(.move(Double(i) / 60, CGFloat(i) * 5, CGFloat(i) * 2)) }
        driver.play(steps, path: EngineDriver.path(DragGesture().onChanged { last = $0 }))
        let value = try #require(last)
        let projected = CGSize(
            width: (value.predictedEndLocation.x - value.location.x) * 4,
            height: (value.predictedEndLocation.y - value.location.y) * 4)
        #expect(abs(projected.width - value.velocity.width) < 1e-9)
        #expect(abs(projected.height - value.velocity.height) < 1e-9)
        #expect(value.predictedEndTranslation.width == value.predictedEndLocation.x - value.startLocation.x)
        #expect(value.translation == CGSize(width: 50, height: 20))
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func constantSpeedVelocityIsWithinTwoPercent(hertz: Double) throws {
        let driver = EngineDriver()
        var ended: DragGesture.Value?
        let speed = CGVector(dx: 800, dy: -300)
        var steps: [Step] = [.down(0, 200, 400)]
        let count = Int(hertz * 0.3)
        for i in 1...count {
            let t = Double(i) / hertz
            steps.append(.move(t, 200 + speed.dx * t, 400 + speed.dy * t))
        }
        let t = Double(count + 1) / hertz
        steps.append(.up(t, 200 + speed.dx * t, 400 + speed.dy * t))
        driver.play(steps, path: EngineDriver.path(DragGesture().onEnded { ended = $0 }))
        let velocity = try #require(ended).velocity
        #expect(abs(velocity.width - speed.dx) <= abs(speed.dx) * 0.02)
        #expect(abs(velocity.height - speed.dy) <= abs(speed.dy) * 0.02)
    }

    @Test func velocityIsZeroAfterAPause() throws {
        let driver = EngineDriver()
        var ended: DragGesture.Value?
        var steps: [Step] = [.down(0, 0)]
        for i in 1...10 { steps.append(.move(Double(i) / 60, CGFloat(i) * 10)) }
        steps.append(.up(10.0 / 60 + 0.1, 100))
        driver.play(steps, path: EngineDriver.path(DragGesture().onEnded { ended = $0 }))
        #expect(try #require(ended).velocity == .zero)
    }

    @Test func aDragAfterALongPressStartsWhereTheFingerIs() throws {
        let driver = EngineDriver()
        var values: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        let gesture = LongPressGesture().sequenced(before: DragGesture()).onChanged { values.append($0) }
        driver.play(
            [.down(0, 0), .move(0.2, 6), .advance(0.5), .move(0.6, 12), .move(0.7, 17)],
            path: EngineDriver.path(gesture))
        guard case .second(true, let drag?) = values.last else {
            Issue.record("expected a drag value, got \(values)")
            return
        }
        #expect(drag.startLocation == CGPoint(x: 6, y: 0))
        #expect(drag.translation.width == 11)
        #expect(
            !values.contains { if case .second(true, let d?) = $0 { d.location.x == 12 } else { false } },
            "6 pt from the drag's start is below its minimum distance")
    }
}
