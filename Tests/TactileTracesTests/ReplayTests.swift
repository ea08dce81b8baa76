// Replay: determinism, what the log records, and the readable log.
import Foundation
import TactileExamples
import TactileGestures
import TactileTestSupport
import Testing

@testable import TactileTraces

@MainActor
@Suite("Replay")
struct ReplayTests {
    func trace(_ events: [InputEvent], scene: String = "drag-values") -> InputTrace {
        InputTrace(scene: scene, window: TraceSize(width: 400, height: 800), events: events)
    }

    func replay(_ trace: InputTrace) throws -> ReplayOutcome {
        let scene = try #require(trace.scene)
        return TraceReplayer.replay(trace, scene: scene, on: try #require(ExampleCatalog.example(id: scene)).makeView())
    }

    @Test("Replaying the same trace twice gives byte-identical outcomes", arguments: Fixtures.traces())
    func deterministic(url: URL) throws {
        let input = try InputTrace.load(from: url)
        #expect(try replay(input).jsonText() == replay(input).jsonText(), "\(Fixtures.label(url))")
    }

    @Test("Callbacks are recorded with their values, after the transitions of their update")
    func callbacksWithValues() throws {
        let events = TraceSynthesizer.drag(
            from: CGPoint(x: 150, y: 250), to: CGPoint(x: 250, y: 250),
            velocity: 500, sampling: SamplingOptions(rate: 60))
        let outcome = try replay(trace(events))
        let callbacks = outcome.log.filter { $0.type == .callback }
        #expect(callbacks.first?.callback == .changed)
        #expect(callbacks.last?.callback == .ended)
        #expect(callbacks.last?.value?.contains("location: (") == true)
        let activation = try #require(outcome.log.firstIndex { $0.to == .active })
        let firstChange = try #require(outcome.log.firstIndex { $0.callback == .changed })
        #expect(activation < firstChange)
        #expect(outcome.texts.first == "callback: onEnded (\(callbacks.count - 1) changes)")
    }

    @Test("onFailed is recorded with its reason")
    func failureReason() throws {
        // DraggableCircle: a drag that starts at once fails the long press that must come first.
        let events = TraceSynthesizer.drag(
            from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400),
            velocity: 500, sampling: SamplingOptions(rate: 60))
        let outcome = try replay(trace(events, scene: "draggable-circle"))
        #expect(outcome.log.contains { $0.type == .phase && $0.to == .failed && $0.reason == .movedTooFar })
    }

    @Test("Rejected inputs are recorded as diagnostics, and the replay goes on")
    func diagnostics() throws {
        let outcome = try replay(
            trace(
                [
                    InputEvent(time: 0, pointer: 3, phase: .up, x: 10, y: 10),
                    InputEvent(time: 0.1, pointer: 0, phase: .down, x: 200, y: 400, kind: .mouse),
                    InputEvent(time: 0.15, pointer: 0, phase: .up, x: 200, y: 400, kind: .mouse),
                ], scene: "tap-shape"))
        let diagnostic = try #require(outcome.log.first { $0.type == .diagnostic })
        #expect(diagnostic.message == "up for pointer 3, which is not down")
        #expect(outcome.log.contains { $0.callback == .ended })
    }

    @Test("Pending deadlines fire after the last event, so every attempt is decided")
    func trailingDeadlines() throws {
        // One tap on a scene with a double tap before a single tap: the single tap runs only when
        // the double tap times out, 0.35 s after the lift, with no event to carry it.
        let outcome = try replay(
            trace(TraceSynthesizer.tap(at: CGPoint(x: 270, y: 554)), scene: "tap-counter-double-single"))
        #expect(outcome.log.contains { $0.reason == .timedOut && abs($0.time - 0.4) < 1e-9 })
        #expect(outcome.texts == ["1"])
    }

    @Test("The readable log lists the gestures, then one line per record")
    func readableLog() throws {
        let outcome = try replay(trace(TraceSynthesizer.tap(at: CGPoint(x: 200, y: 400)), scene: "tap-shape"))
        #expect(
            ReplayLog.text(of: outcome) == """
                tap-shape: 2 inputs, 2 phase changes, 1 callback, 0 rejected inputs

                gestures:
                  TapGesture  =  0:_EndedGesture<…>/TapGesture

                   0.000  touch 0 down at (200, 400)
                   0.000    TapGesture  idle → possible
                   0.050  touch 0 up at (200, 400)
                   0.050    TapGesture  possible → ended
                   0.050    TapGesture  onEnded(())

                texts: (none)

                """)
    }

    @Test("Short gesture names grow until they are unique")
    func shortNames() {
        let names = GestureNames([
            "0:_EndedGesture<TapGesture>/TapGesture", "1:_EndedGesture<TapGesture>/TapGesture",
            "0:X<Y>/SequenceGesture/first/LongPressGesture",
        ])
        #expect(names.short("0:_EndedGesture<TapGesture>/TapGesture") == "#0/TapGesture")
        #expect(names.short("1:_EndedGesture<TapGesture>/TapGesture") == "#1/TapGesture")
        #expect(names.short("0:X<Y>/SequenceGesture/first/LongPressGesture") == "LongPressGesture")
    }
}

@Suite("Synthesizer")
struct SynthesizerTests {
    @Test("The same seed gives the same events; another seed other noise")
    func seeded() {
        func make(_ seed: UInt64) -> [InputEvent] {
            TraceSynthesizer.drag(
                from: .zero, to: CGPoint(x: 200, y: 0), velocity: 400,
                sampling: SamplingOptions(rate: 120, positionNoise: 1, timeJitter: 0.5, seed: seed))
        }
        #expect(make(1) == make(1))
        #expect(make(1) != make(2))
    }

    @Test("A drag samples at the rate and moves at the velocity", arguments: [60.0, 120, 240])
    func dragSampling(rate: Double) {
        let events = TraceSynthesizer.drag(
            from: CGPoint(x: 0, y: 0), to: CGPoint(x: 300, y: 0), velocity: 600,
            sampling: SamplingOptions(rate: rate)
        ).compactMap(\.pointerEvent)
        let moves = events.filter { $0.phase == .move }
        #expect(events.first?.phase == .down && events.last?.phase == .up)
        #expect(events.last?.time == 0.5)
        #expect(abs(Double(moves.count) - 0.5 * rate) <= 1)
        for move in moves where move.time < 0.5 {
            #expect(abs(move.location.x - 600 * move.time) < 0.01)
        }
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test("Pinch and rotate move two pointers about the centre")
    func twoFingers() {
        let pinch = TraceSynthesizer.pinch(center: CGPoint(x: 100, y: 100), distance: 50, scale: 2, duration: 0.2)
        let last = pinch.compactMap(\.pointerEvent).filter { $0.phase == .up }.map(\.location)
        #expect(last.count == 2)
        #expect(abs(hypot(last[0].x - last[1].x, last[0].y - last[1].y) - 100) < 0.01)
        let rotate = TraceSynthesizer.rotate(center: CGPoint(x: 100, y: 100), distance: 100, degrees: 90, duration: 0.2)
        let end = rotate.compactMap(\.pointerEvent).filter { $0.phase == .up && $0.pointer == 0 }[0].location
        #expect(abs(end.x - 100) < 0.01 && abs(end.y - 150) < 0.01)
    }

    @Test("Taps: hold and gap; a long press stays still without noise")
    func tapsAndPress() {
        let double = TraceSynthesizer.tap(at: CGPoint(x: 5, y: 5), count: 2)
        #expect(double.map(\.pointerEvent?.phase) == [.down, .up, .down, .up])
        #expect(double.map(\.time) == [0, 0.05, 0.2, 0.25])
        let press = TraceSynthesizer.longPress(at: CGPoint(x: 5, y: 5), duration: 0.8)
        #expect(press.map(\.pointerEvent?.phase) == [.down, .up])
        let trembling = TraceSynthesizer.longPress(
            at: CGPoint(x: 5, y: 5), duration: 0.8,
            sampling: SamplingOptions(rate: 60, positionNoise: 0.5))
        #expect(trembling.filter { $0.pointerEvent?.phase == .move }.count > 40)
    }
}
