import Foundation
import TactileTestSupport
import TactileTraceFormat
import Testing

@testable import TactilePlayground

/// Events with numbers out of ``EventBounds`` are refused by the host (its ``InputBounds``) with an
/// `outOfBounds` diagnostic, which the page gets; the session carries on and its timers keep working. Regression: an event stamped `-1e300` used to stop the whole server
/// (a trap converting the timer's instant to nanoseconds).
@MainActor
@Suite struct EventBoundsTests {
    nonisolated static let outOfRange: [InputEvent] = [
        touch(.down, 200, 400, at: -1e300),
        touch(.down, 200, 400, at: 1e300),
        touch(.down, 200, 400, at: -EventBounds.maxTime - 1),
        touch(.down, 200, 400, at: EventBounds.maxTime.nextUp),
        touch(.down, 1e308, 400, at: 0),
        touch(.down, 200, -1e308, at: 0),
        touch(.down, -EventBounds.maxCoordinate.nextUp, 400, at: 0),
    ]

    @Test(arguments: outOfRange)
    func anEventOutOfRangeIsDroppedAndTheSessionCarriesOn(_ event: InputEvent) async {
        let (session, outbox) = openSession("draggable-circle")
        defer { session.close() }
        #expect(session.receive(input(1, [event])) == nil)
        let frame = outbox.frames.last
        #expect(frame?.ack == 1)
        #expect(frame?.readout == nil)
        #expect(frame?.diagnostics?.count == 1)
        #expect(frame?.diagnostics?.first?.hasPrefix("outOfBounds: down of pointer 1") == true)
        #expect(frame?.diagnostics?.first?.contains("is out of range") == true)
        #expect(session.host.nextDeadline == nil)
        // The clock offset was not taken from the dropped event: a long press still ends on time.
        #expect(session.receive(input(2, [touch(.down, 200, 400, at: 0)])) == nil)
        #expect(await eventually { outbox.frames.contains { $0.cause == .deadline } })
    }

    /// JSON has no infinity; a number too large for a `Double` is refused as malformed rather
    /// than read as one.
    @Test func aNumberTooLargeForADoubleIsRefused() {
        let (session, outbox) = openSession("draggable-circle")
        defer { session.close() }
        let text =
            #"{"type":"input","seq":1,"events":[{"time":0,"pointer":1,"phase":"down","x":1e400,"y":0,"kind":"touch"}]}"#
        #expect(session.receive(text)?.hasPrefix("not a valid message") == true)
        #expect(outbox.frames.last?.ack == nil)
    }

    nonisolated static let inRange: [InputEvent] = [
        touch(.down, EventBounds.maxCoordinate, -EventBounds.maxCoordinate, at: 0),
        touch(.down, 0, 0, at: EventBounds.maxTime),
        touch(.down, 0, 0, at: -EventBounds.maxTime),
    ]

    @Test(arguments: inRange)
    func anEventAtTheBoundsIsRun(_ event: InputEvent) {
        let (session, outbox) = openSession("draggable-circle")
        defer { session.close() }
        #expect(session.receive(input(1, [event])) == nil)
        #expect(outbox.frames.last?.diagnostics == nil)
        #expect(outbox.frames.last?.readout?.pointers == 1)
    }

    @Test(arguments: [
        (-1.0, Duration.zero), (.nan, .zero), (0.25, .milliseconds(250)),
        (1e300, .seconds(PlaygroundSession.longestSleep)), (.infinity, .seconds(PlaygroundSession.longestSleep)),
    ])
    func timerDurationsSaturate(_ seconds: Double, _ expected: Duration) {
        #expect(PlaygroundSession.duration(seconds) == expected)
    }
}
