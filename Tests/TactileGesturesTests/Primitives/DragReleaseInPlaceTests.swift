import Foundation
import TactileGestures
import Testing

/// A lift where the pointer last was adds no velocity sample to a drag (Docs/Semantics.md, "A lift
/// in place adds no velocity sample"): `onEnded` reports the velocity of the last moves, so a flick
/// released in place predicts an end beyond where it lifted, while a pointer that rested before
/// lifting reports zero.
@Suite("DragGesture: a lift in place")
struct DragReleaseInPlaceTests {
    /// A straight flick at a constant speed, sampled at a rate, then the lift where the last move
    /// was, `liftDelay` seconds after it.
    struct Flick: CustomTestStringConvertible, Sendable {
        var name: String
        var speed: CGVector
        var rate: Double
        var liftDelay: TimeInterval
        var testDescription: String { name }

        /// The moves last 0.2 s from (200, 400), as in Docs/Velocity.md's flicks.
        var steps: [Step] {
            var steps: [Step] = [.down(0, 200, 400)]
            let count = Int(rate * 0.2)
            for i in 1...count {
                let t = Double(i) / rate
                steps.append(.move(t, 200 + speed.dx * t, 400 + speed.dy * t))
            }
            let t = Double(count) / rate
            steps.append(.up(t + liftDelay, 200 + speed.dx * t, 400 + speed.dy * t))
            return steps
        }
    }

    /// Mouse and touch flicks; a mouse button is released a few milliseconds after the last move
    /// (a browser sends no position with it), a touch ends at its last location.
    static let flicks: [Flick] = [
        Flick(
            name: "a mouse flick to the right, 60 Hz, lifted 8 ms later",
            speed: CGVector(dx: 900, dy: 0), rate: 60, liftDelay: 0.008),
        Flick(
            name: "a mouse flick to the left, 120 Hz, lifted 4 ms later",
            speed: CGVector(dx: -1200, dy: 0), rate: 120, liftDelay: 0.004),
        Flick(
            name: "a touch flick up and left, 120 Hz, lifted 16 ms later",
            speed: CGVector(dx: -300, dy: -800), rate: 120, liftDelay: 0.016),
        Flick(
            name: "a touch flick down, 240 Hz, lifted 30 ms later",
            speed: CGVector(dx: 0, dy: 1500), rate: 240, liftDelay: 0.03),
    ]

    /// The value `onEnded` receives after `steps`.
    static func ended(_ steps: [Step]) throws -> DragGesture.Value {
        let driver = EngineDriver()
        var ended: DragGesture.Value?
        driver.play(steps, path: EngineDriver.path(DragGesture().onEnded { ended = $0 }))
        return try #require(ended)
    }

    @Test(arguments: flicks)
    func aFlickReleasedInPlaceReportsItsSpeedAndPredictsBeyondTheLift(_ flick: Flick) throws {
        let value = try Self.ended(flick.steps)
        // Constant speed: the fit at the last move is exact, within rounding.
        #expect(abs(value.velocity.width - flick.speed.dx) <= 1)
        #expect(abs(value.velocity.height - flick.speed.dy) <= 1)
        // A quarter of a second at that speed beyond the translation, along the flick.
        let expected = CGSize(
            width: value.translation.width + flick.speed.dx * 0.25,
            height: value.translation.height + flick.speed.dy * 0.25)
        #expect(abs(value.predictedEndTranslation.width - expected.width) <= 0.25)
        #expect(abs(value.predictedEndTranslation.height - expected.height) <= 0.25)
    }

    /// The browser streams that flung a scroll view backwards (`ScrollReleaseInPlaceTests`), as a
    /// drag: the mouse went 260 pt to the left, and the button was released where it last was.
    @Test(arguments: ScrollReleaseInPlaceTests.recordedFlicks.indices)
    func aRecordedMouseFlickReleasedInPlaceKeepsItsDirection(index: Int) throws {
        let stream = ScrollReleaseInPlaceTests.recordedFlicks[index]
        let value = try Self.ended(Self.steps(stream))
        #expect(value.translation.width == -260)
        #expect(value.velocity.width < -500, "the flick went left at over 1,000 pt/s")
        #expect(value.velocity.height == 0)
        #expect(value.predictedEndTranslation.width < value.translation.width - 125)
    }

    @Test func aPointerThatRestedBeforeLiftingInPlaceReportsZeroVelocity() throws {
        // The first recorded flick, then 60 ms at rest (past the 40 ms stop threshold) before the lift.
        var stream = ScrollReleaseInPlaceTests.recordedFlicks[0]
        stream[stream.count - 1] = (0.2303 + 0.06, 56)
        let value = try Self.ended(Self.steps(stream))
        #expect(value.velocity == .zero)
        #expect(value.predictedEndTranslation == value.translation)
    }

    @Test func aLiftAtAnotherLocationIsASample() throws {
        // Horizontal moves at 600 pt/s, then the lift 8 ms later and 4 pt lower: the lift's own
        // position enters the fit, so the velocity turns downwards.
        var steps: [Step] = [.down(0, 0, 0)]
        for i in 1...12 { steps.append(.move(Double(i) / 60, CGFloat(i) * 10)) }
        steps.append(.up(0.2 + 0.008, 120, 4))
        let value = try Self.ended(steps)
        #expect(value.location == CGPoint(x: 120, y: 4))
        #expect(value.velocity.height > 50, "without the lift's sample it would be 0")
    }

    /// A recorded stream as steps: the down, the moves, and the last entry as the lift.
    static func steps(_ stream: [(time: TimeInterval, x: CGFloat)]) -> [Step] {
        stream.enumerated().map { index, sample in
            switch index {
            case 0: .down(sample.time, sample.x, 100)
            case stream.count - 1: .up(sample.time, sample.x, 100)
            default: .move(sample.time, sample.x, 100)
            }
        }
    }
}
