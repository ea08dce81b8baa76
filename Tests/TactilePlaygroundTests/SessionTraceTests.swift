import Foundation
import Tactile
import TactileTraceFormat
import Testing

@testable import TactilePlayground

/// The session's trace is what its host ran: a late event at the time it ran at, refused and
/// ignored events left out; a `trace` request gets it as a `tactile-trace` file's text.
@MainActor
@Suite struct SessionTraceTests {
    func requestTrace(_ session: PlaygroundSession, _ outbox: Outbox) throws -> InputTrace {
        #expect(session.receive(#"{"type":"trace","seq":99}"#) == nil)
        #expect(outbox.all.last?.type == "trace")
        let answer = try #require(outbox.traces.last)
        #expect(answer.ack == 99)
        return try InputTrace(json: Data(answer.trace.utf8))
    }

    @Test func theTraceHoldsWhatTheHostRanAsItRanIt() throws {
        let (session, outbox) = openSession("draggable-circle")
        defer { session.close() }
        // The host's time reaches 0.5 with the second event (no need to wait for its timer).
        #expect(
            session.receive(
                input(
                    1,
                    [
                        touch(.down, 200, 400, at: 0), touch(.down, 300, 100, at: 0.5, pointer: 3),
                        touch(.up, 300, 100, at: 0.5, pointer: 3),
                    ])) == nil)
        let mouse = InputEvent(time: 0.1, pointer: 4, phase: .down, x: 200, y: 400, kind: .mouse, button: 2)
        #expect(
            session.receive(
                input(
                    2,
                    [
                        touch(.move, 240, 400, at: 0.45),  // late: runs at 0.5
                        touch(.down, 2e6, 400, at: 0.6, pointer: 2),  // out of bounds: refused
                        touch(.up, 1, 1, at: 0.6, pointer: 9),  // not down: the engine rejects it
                        mouse,  // a secondary button: ignored
                        touch(.up, 240, 400, at: 0.7),
                    ])) == nil)
        #expect(outbox.frames.last?.traceEvents == 5)
        let trace = try requestTrace(session, outbox)
        #expect(trace.scene == "draggable-circle")
        #expect(trace.window == TraceSize(width: 400, height: 800))
        #expect(trace.version == 1)
        #expect(trace.source?.hasPrefix("playground 20") == true)
        #expect(
            trace.events
                == [
                    InputEvent(time: 0, pointer: 1, phase: .down, x: 200, y: 400),
                    InputEvent(time: 0.5, pointer: 3, phase: .down, x: 300, y: 100),
                    InputEvent(time: 0.5, pointer: 3, phase: .up, x: 300, y: 100),
                    InputEvent(time: 0.5, pointer: 1, phase: .move, x: 240, y: 400),
                    InputEvent(time: 0.7, pointer: 1, phase: .up, x: 240, y: 400),
                ])
    }

    @Test func aFullTraceKeepsTheFirstEventsAndSaysSo() throws {
        let limits = SessionLimits(
            maxMessageBytes: 16 * 1024, maxEventsPerMessage: 16, messagesPerSecond: 600,
            messageBurst: 300, maxTraceEvents: 2)
        let (session, outbox) = openSession("drag-offset", limits: limits)
        defer { session.close() }
        _ = session.receive(
            input(
                1,
                [
                    touch(.down, 200, 400, at: 0), touch(.move, 210, 400, at: 0.1),
                    touch(.move, 220, 400, at: 0.2), touch(.up, 220, 400, at: 0.3),
                ]))
        let trace = try requestTrace(session, outbox)
        #expect(trace.events.map(\.time) == [0, 0.1])
        #expect(trace.source?.hasSuffix("(the first 2 events; 2 later ones not recorded)") == true)
    }
}
