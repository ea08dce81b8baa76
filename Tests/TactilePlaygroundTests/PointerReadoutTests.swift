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
}
