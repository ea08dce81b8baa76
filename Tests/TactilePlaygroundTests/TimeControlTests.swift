import Foundation
import Tactile
import TactileExamples
import TactileTestSupport
import TactileTraceFormat
import Testing

@testable import TactilePlayground

func timeMessage(_ seq: Int, _ action: TimeControlAction, to: Double? = nil) -> String {
    let data = try! JSONEncoder().encode(ClientMessage.time(seq: seq, action: action, to: to))
    return String(decoding: data, as: UTF8.self)
}

@MainActor
@Suite struct TimeControlTests {
    @Test func pauseHoldsDeadlinesStepsMoveVirtualTimeAndResumeGoesLive() async throws {
        // A long press ends at 0.5 s and blurs the view with an animation.
        let (session, outbox) = openSession("long-press-blur")
        defer { session.close() }
        #expect(session.receive(input(1, [touch(.down, 200, 400, at: 0)])) == nil)
        #expect(session.receive(timeMessage(2, .pause)) == nil)
        let paused = try #require(outbox.frames.last)
        #expect(paused.cause == .time && paused.ack == 2)
        let state = try #require(paused.timeControl)
        #expect(state.shown == state.latest)

        // Held: the long press's deadline does not fire on the wall clock.
        try await Task.sleep(for: .milliseconds(800))
        #expect(!outbox.frames.contains { $0.cause == .deadline })
        // Input would move virtual time: refused, said in the frame.
        #expect(session.receive(input(3, [touch(.move, 201, 400, at: 0.6)])) == nil)
        #expect(outbox.frames.last?.diagnostics?.first?.hasPrefix("paused:") == true)
        #expect(outbox.frames.last?.traceEvents == 1)

        // Thirty-one frames of 1/60 s pass the deadline at 0.5 s: the long press ends then.
        var ended: Int?
        for step in 1...40 where ended == nil {
            #expect(session.receive(timeMessage(3 + step, .step)) == nil)
            let frame = try #require(outbox.frames.last)
            #expect(abs((frame.timeControl?.shown ?? 0) - state.shown - Double(step) / 60) < 1e-9)
            if frame.transitions?.contains(where: { $0.gesture.hasSuffix("LongPressGesture") && $0.to == .ended })
                == true
            {
                ended = step
            }
        }
        #expect(ended != nil)
        #expect(session.host.now >= 0.5)
        let stepped = try #require(outbox.frames.last)

        // Scrubbing back shows the stage before the blur began; forward again, as it was stepped.
        #expect(session.receive(timeMessage(100, .scrub, to: -1)) == nil)
        let back = try #require(outbox.frames.last)
        #expect(back.timeControl?.shown == back.timeControl?.earliest)
        #expect(!back.svg.contains("stdDeviation"))
        #expect(session.receive(timeMessage(101, .scrub, to: 1e9)) == nil)
        #expect(outbox.frames.last?.svg == stepped.svg)
        #expect(outbox.frames.last?.timeControl?.shown == stepped.timeControl?.latest)

        // Live again: the blur's animation plays on to its end.
        #expect(session.receive(timeMessage(102, .resume)) == nil)
        #expect(outbox.frames.last?.timeControl == nil)
        #expect(await eventually { outbox.frames.contains { $0.cause == .animation && $0.animating == false } })
        #expect(outbox.frames.last?.svg.contains("stdDeviation=\"20\"") == true)
    }

    @Test func anUnknownActionBreaksTheProtocol() {
        let (session, _) = openSession("draggable-circle")
        defer { session.close() }
        let error = session.receive(#"{"type": "time", "action": "rewind"}"#)
        #expect(error?.hasPrefix("not a valid message") == true)
    }
}
