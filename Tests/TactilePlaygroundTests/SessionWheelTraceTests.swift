import Foundation
import Tactile
import TactileExamples
import TactileTestSupport
import TactileTraceFormat
import Testing

@testable import TactilePlayground

/// A touchpad's two-finger scroll in a session is recorded in its trace, so the trace and the
/// downloaded test replay the scroll the person saw.
@MainActor
@Suite(.serialized) struct SessionWheelTraceTests {
    /// A session on the carousel list: two wheel events scroll the list down by 160 pt.
    func scrolled() -> (PlaygroundSession, Outbox) {
        let (session, outbox) = openSession("carousel-list")
        #expect(session.receive(wheelMessage(1, time: 0, x: 200, y: 300, dx: 0, dy: 100)) == nil)
        #expect(session.receive(wheelMessage(2, time: 0.05, x: 200, y: 300, dx: 0, dy: 60)) == nil)
        return (session, outbox)
    }

    @Test func wheelEventsAreInTheTraceInOrderWithPointerEvents() throws {
        let (session, outbox) = scrolled()
        defer { session.close() }
        #expect(session.receive(input(3, [touch(.down, 200, 300, at: 0.5), touch(.up, 200, 300, at: 0.55)])) == nil)
        #expect(outbox.frames.last?.traceEvents == 4)
        #expect(session.receive(#"{"type":"trace","seq":99}"#) == nil)
        let text = try #require(outbox.traces.last?.trace)
        #expect(text.contains(#"{"dx": 0, "dy": 100, "kind": "wheel", "time": 0, "x": 200, "y": 300}"#))
        let trace = try InputTrace(json: Data(text.utf8))
        #expect(trace.version == 3)
        #expect(
            trace.events == [
                InputEvent(time: 0, x: 200, y: 300, dx: 0, dy: 100),
                InputEvent(time: 0.05, x: 200, y: 300, dx: 0, dy: 60),
                InputEvent(time: 0.5, pointer: 1, phase: .down, x: 200, y: 300),
                InputEvent(time: 0.55, pointer: 1, phase: .up, x: 200, y: 300),
            ])
        #expect(try InputTrace(json: Data(trace.jsonText().utf8)) == trace)
        #expect(trace.jsonText() == text)
    }

    @Test func wheelEventsCountAgainstTheTracesBound() throws {
        let limits = SessionLimits(
            maxMessageBytes: 16 * 1024, maxEventsPerMessage: 16, messagesPerSecond: 600,
            messageBurst: 300, maxTraceEvents: 2)
        let (session, outbox) = openSession("carousel-list", limits: limits)
        defer { session.close() }
        _ = session.receive(wheelMessage(1, time: 0, x: 200, y: 300, dx: 0, dy: 10))
        _ = session.receive(input(2, [touch(.down, 200, 300, at: 0.5), touch(.up, 200, 300, at: 0.55)]))
        _ = session.receive(wheelMessage(3, time: 1, x: 200, y: 300, dx: 0, dy: 10))
        #expect(session.receive(#"{"type":"trace","seq":99}"#) == nil)
        let trace = try InputTrace(json: Data(try #require(outbox.traces.last?.trace).utf8))
        #expect(trace.events.map(\.time) == [0, 0.5])
        #expect(trace.source?.hasSuffix("(the first 2 events; 2 later ones not recorded)") == true)
    }

    @Test func theDownloadedTestReplaysTheScrollAndExpectsWhereTheListCameToRest() async throws {
        let (session, _) = scrolled()
        defer { session.close() }
        let test = session.sessionTest(date: SessionTestTests.fixedDate)
        #expect(test.source.contains(#""kind": "wheel""#))
        #expect(test.source.contains(#""version": 3"#))
        #expect(test.source.contains(#"sim.frame(of: "Rivers-1")"#))
        // The live stage, once the wheel sequence has gone idle on the server's timer.
        #expect(await eventually { session.host.nextDeadline == nil })
        let example = try #require(ExampleCatalog.example(id: "carousel-list"))
        let replayed = SessionOutcome.replaying(
            [
                InputEvent(time: 0, x: 200, y: 300, dx: 0, dy: 100),
                InputEvent(time: 0.05, x: 200, y: 300, dx: 0, dy: 60),
            ],
            on: example.makeView(), size: example.windowSize, defaults: nil)
        let unscrolled = SessionOutcome.replaying(
            [InputEvent](), on: example.makeView(), size: example.windowSize, defaults: nil)
        let rivers = try #require(replayed.frames.first { $0.identifier == "Rivers-1" }?.frame)
        let before = try #require(unscrolled.frames.first { $0.identifier == "Rivers-1" }?.frame)
        // Scrolled (the list's aligned rest moves it by 136 of the 160 pt), as the live stage is.
        #expect(abs(rivers.minY - (before.minY - 136)) < 1e-6)
        for (identifier, frame) in replayed.frames {
            #expect(session.host.frame(ofAccessibilityIdentifier: identifier) == frame, "\(identifier)")
        }
    }

    @Test("The committed generated wheel test (Tests/TactileExamplesTests/Generated) is what the writer writes")
    func committedWheelFileIsWhatTheWriterWrites() throws {
        let (session, _) = scrolled()
        defer { session.close() }
        let test = session.sessionTest(date: SessionTestTests.fixedDate)
        let url = SessionTestTests.generatedFolder.appendingPathComponent(test.fileName)
        if ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1" {
            try Data(test.source.utf8).write(to: url)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == test.source, "regenerate with TACTILE_RECORD=1 swift test --filter SessionWheelTraceTests")
    }
}
