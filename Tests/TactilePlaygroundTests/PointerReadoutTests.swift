import Foundation
import Testing

@testable import TactilePlayground

/// Every number in a frame fits JSON. Regression: two moves 5e-324 s apart gave an infinite
/// velocity, the frame could not be encoded and the server dropped it silently.
@MainActor
@Suite struct PointerReadoutTests {
    @Test(arguments: [Double.leastNonzeroMagnitude, .leastNonzeroMagnitude * 1000, .leastNormalMagnitude / 4])
    func aVelocityTooLargeForJSONIsReportedAsZero(_ gap: Double) throws {
        let (session, outbox) = openSession("drag-values")
        defer { session.close() }
        #expect(session.receive(input(1, [touch(.down, 100, 400, at: 0)])) == nil)
        #expect(session.receive(input(2, [touch(.move, 100_100, 400, at: gap)])) == nil)
        let frame = try #require(outbox.frames.last)
        let readout = try #require(frame.readout)
        #expect(readout.translationX == 100_000)
        #expect(readout.velocityX == 0 && readout.velocityY == 0)
        #expect(readout.predictedX == readout.x)
        #expect(throws: Never.self) { try JSONEncoder().encode(frame) }
    }

    @Test func anOrdinaryVelocityIsReportedAsMeasured() throws {
        let (session, outbox) = openSession("drag-values")
        defer { session.close() }
        _ = session.receive(input(1, [touch(.down, 100, 400, at: 0)]))
        _ = session.receive(input(2, [touch(.move, 110, 400, at: 0.01)]))
        let readout = try #require(outbox.frames.last?.readout)
        #expect(abs(readout.velocityX - 1000) < 1e-6)
    }

    /// When the first of two pointers lifts, the readout follows the second, and its velocity is
    /// the second pointer's alone: none of the lifted pointer's samples (a 10,000 pt/s swipe) mixes in.
    @Test func afterTheFirstPointerLiftsTheVelocityIsTheSecondPointersAlone() throws {
        let (session, outbox) = openSession("drag-values")
        defer { session.close() }
        _ = session.receive(input(1, [touch(.down, 100, 400, at: 0), touch(.down, 300, 400, at: 0, pointer: 2)]))
        _ = session.receive(input(2, [touch(.move, 200, 400, at: 0.01)]))
        _ = session.receive(input(3, [touch(.up, 200, 400, at: 0.02)]))
        _ = session.receive(input(4, [touch(.move, 305, 400, at: 0.03, pointer: 2)]))
        _ = session.receive(input(5, [touch(.move, 310, 400, at: 0.04, pointer: 2)]))
        let readout = try #require(outbox.frames.last?.readout)
        #expect(readout.pointers == 1)
        #expect(readout.x == 310)
        #expect(abs(readout.velocityX - 500) < 1e-6)
    }

    /// Two fingers turning three quarters of a turn read 270°, as `RotateGesture` counts it (a
    /// readout that wrapped at half a turn read -90°), and their spread reads as the scale.
    @Test(arguments: [270.0, -200])
    func aRotationPastHalfATurnKeepsCounting(_ degrees: Double) throws {
        let (session, outbox) = openSession("drag-values")
        defer { session.close() }
        let centre = CGPoint(x: 200, y: 400)
        func finger(_ pointer: Int, at angle: Double, radius: Double) -> CGPoint {
            let turn = angle * .pi / 180 + (pointer == 1 ? .pi : 0)
            return CGPoint(x: centre.x + radius * cos(turn), y: centre.y + radius * sin(turn))
        }
        let a = finger(1, at: 0, radius: 50), b = finger(2, at: 0, radius: 50)
        _ = session.receive(input(1, [touch(.down, a.x, a.y, at: 0), touch(.down, b.x, b.y, at: 0, pointer: 2)]))
        let steps = 30
        for step in 1...steps {
            let angle = degrees * Double(step) / Double(steps)
            let radius = 50 + 50 * Double(step) / Double(steps)
            let a = finger(1, at: angle, radius: radius), b = finger(2, at: angle, radius: radius)
            let time = 0.01 * Double(step)
            _ = session.receive(
                input(step + 1, [touch(.move, a.x, a.y, at: time), touch(.move, b.x, b.y, at: time, pointer: 2)]))
        }
        let readout = try #require(outbox.frames.last?.readout)
        #expect(readout.pointers == 2)
        #expect(abs(try #require(readout.rotation) - degrees) < 1e-6)
        #expect(abs(try #require(readout.scale) - 2) < 1e-9)
    }

    /// The predicted end is the drag's own: where the pointer is plus a quarter second at its velocity.
    @Test func thePredictedEndIsTheDragsOwn() throws {
        let (session, outbox) = openSession("drag-values")
        defer { session.close() }
        _ = session.receive(input(1, [touch(.down, 100, 400, at: 0)]))
        _ = session.receive(input(2, [touch(.move, 120, 390, at: 0.02)]))
        let readout = try #require(outbox.frames.last?.readout)
        #expect(abs(readout.velocityX - 1000) < 1e-6 && abs(readout.velocityY + 500) < 1e-6)
        #expect(abs(readout.predictedX - (120 + 0.25 * 1000)) < 1e-6)
        #expect(abs(readout.predictedY - (390 - 0.25 * 500)) < 1e-6)
        #expect(readout.translationX == 20 && readout.translationY == -10)
    }
}
