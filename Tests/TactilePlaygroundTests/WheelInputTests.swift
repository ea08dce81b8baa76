import Foundation
import Tactile
import TactileTestSupport
import Testing

@testable import TactilePlayground

/// An `input` message with one wheel event, as the page sends a frame's wheel events added up.
func wheelMessage(_ seq: Int, time: Double, x: Double, y: Double, dx: Double, dy: Double) -> String {
    input(seq, [InputEvent(time: time, x: x, y: y, dx: dx, dy: dy)])
}

/// The page's wheel events (a touchpad's two-finger scroll, a mouse wheel) in a session.
@MainActor
@Suite struct WheelInputTests {
    @Test func aWheelMessageScrollsTheListAndItsSequenceEndsOnTheServersTimer() async throws {
        let (session, outbox) = openSession("carousel-list")
        defer { session.close() }
        let before = try #require(session.host.frame(ofAccessibilityIdentifier: "Rivers-1"))
        #expect(session.receive(wheelMessage(1, time: 0, x: 200, y: 300, dx: 0, dy: 100)) == nil)
        #expect(outbox.frames.last?.ack == 1)
        #expect(session.host.frame(ofAccessibilityIdentifier: "Rivers-1")?.minY == before.minY - 100)
        #expect(session.host.nextDeadline != nil)  // the sequence goes idle later
        #expect(await eventually { session.host.nextDeadline == nil })
        #expect(session.host.frame(ofAccessibilityIdentifier: "Rivers-1")?.minY == before.minY - 100)
    }

    @Test func aSidewaysWheelScrollsTheShelfUnderIt() throws {
        let (session, _) = openSession("carousel-list")
        defer { session.close() }
        let card = try #require(session.host.frame(ofAccessibilityIdentifier: "Mountains-2"))
        let list = try #require(session.host.frame(ofAccessibilityIdentifier: "Rivers-1"))
        #expect(
            session.receive(wheelMessage(1, time: 0, x: card.midX, y: card.midY, dx: 100, dy: 0)) == nil)
        #expect(session.host.frame(ofAccessibilityIdentifier: "Mountains-2")?.minX == card.minX - 100)
        #expect(session.host.frame(ofAccessibilityIdentifier: "Rivers-1") == list)
    }

    @Test func aBadWheelIsReportedAndAnIncompleteOneBreaksTheProtocol() {
        let (session, outbox) = openSession("carousel-list")
        defer { session.close() }
        #expect(session.receive(wheelMessage(1, time: 0, x: 200, y: 300, dx: 0, dy: 2e6)) == nil)
        #expect(outbox.frames.last?.diagnostics?.first?.hasPrefix("outOfBounds") == true)
        let noDeltas = #"{"type": "input", "seq": 2, "events": [{"kind": "wheel", "time": 1, "x": 200, "y": 300}]}"#
        #expect(session.receive(noDeltas)?.hasPrefix("not a valid message") == true)
    }
}
