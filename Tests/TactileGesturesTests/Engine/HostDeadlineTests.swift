import Foundation
import TactileGestures
import Testing

/// The engine's one deadline queue: a host's own deadlines (`scheduleHostDeadline(at:_:)`) fire in
/// time order with the gestures', each followed by the host's settle, and count in `nextDeadline`.
@Suite("Host deadlines")
struct HostDeadlineTests {
    static let press = LongPressGesture(minimumDuration: 0.5)

    @Test("A host deadline counts in nextDeadline and fires at its time, followed by the settle")
    func firesAtItsTime() {
        let engine = GestureEngine()
        var calls: [String] = []
        engine.scheduleHostDeadline(at: 0.75) { calls.append("action@\(engine.now)") }
        #expect(engine.nextDeadline == 0.75)
        engine.advance(to: 0.7, settle: { calls.append("settle@\(engine.now)") })
        #expect(calls == ["settle@0.0"])
        engine.advance(to: 2, settle: { calls.append("settle@\(engine.now)") })
        #expect(calls == ["settle@0.0", "settle@0.7", "action@0.75", "settle@0.75"])
        #expect(engine.nextDeadline == nil)
        #expect(engine.now == 2)
    }

    @Test("At the same time a gesture's deadline fires first, then the host's, in the order scheduled")
    func orderAtTheSameTime() {
        let engine = GestureEngine()
        var calls: [String] = []
        let press = Self.press.onEnded { _ in calls.append("press") }
        engine.send(
            PointerEvent(pointer: 0, phase: .down, location: .zero, time: 0),
            hitPath: [GestureAttachment(id: "press", gesture: press)])
        let first = engine.scheduleHostDeadline(at: 0.5) { calls.append("first") }
        engine.scheduleHostDeadline(at: 0.5) { calls.append("second") }
        engine.scheduleHostDeadline(at: 0.25) { calls.append("earlier") }
        engine.advance(to: 0.5)
        #expect(calls == ["earlier", "press", "first", "second"])

        calls.removeAll()
        let moved = engine.scheduleHostDeadline(at: 1) { calls.append("moved") }
        engine.scheduleHostDeadline(at: 1) { calls.append("stays") }
        #expect(engine.rescheduleHostDeadline(moved, to: 1))
        engine.advance(to: 1)
        #expect(calls == ["stays", "moved"])
        #expect(!engine.rescheduleHostDeadline(first, to: 3))
        #expect(engine.nextDeadline == nil)
    }

    @Test("A cancelled or moved deadline fires only where it is; time(of:) follows it")
    func cancelAndReschedule() {
        let engine = GestureEngine()
        var calls: [String] = []
        let cancelled = engine.scheduleHostDeadline(at: 1) { calls.append("cancelled") }
        let later = engine.scheduleHostDeadline(at: 1) { calls.append("later@\(engine.now)") }
        engine.cancelHostDeadline(cancelled)
        engine.rescheduleHostDeadline(later, to: 3)
        #expect(engine.time(of: cancelled) == nil)
        #expect(engine.time(of: later) == 3)
        #expect(engine.nextDeadline == 3)
        engine.advance(to: 2)
        #expect(calls.isEmpty)
        engine.advance(to: 3)
        #expect(calls == ["later@3.0"])
        #expect(engine.time(of: later) == nil)
    }

    @Test("Host deadlines fire before an event at a later time, not for one the engine rejects")
    func beforeAnEvent() {
        let engine = GestureEngine()
        var calls: [String] = []
        engine.scheduleHostDeadline(at: 1) { calls.append("action@\(engine.now)") }
        let early = engine.send(PointerEvent(pointer: 4, phase: .move, location: .zero, time: 2))
        #expect(!early.isAccepted)
        #expect(calls.isEmpty)
        #expect(engine.nextDeadline == 1)
        engine.send(
            PointerEvent(pointer: 0, phase: .down, location: .zero, time: 2), settle: {},
            hitPath: {
                calls.append("hitPath@\(engine.now)")
                return []
            })
        #expect(calls == ["action@1.0", "hitPath@2.0"])
    }

    @Test("A NaN or infinite time is rejected with a diagnostic and schedules nothing")
    func nonFiniteTime() {
        let engine = GestureEngine()
        let handle = engine.scheduleHostDeadline(at: .nan) {}
        #expect(engine.diagnostics.map(\.kind) == [.nonFiniteValue])
        #expect(engine.nextDeadline == nil)
        #expect(engine.time(of: handle) == nil)
        let kept = engine.scheduleHostDeadline(at: 1) {}
        #expect(!engine.rescheduleHostDeadline(kept, to: .infinity))
        #expect(engine.time(of: kept) == 1)
    }

    @Test("A host deadline's action may move and schedule host deadlines; a new one due fires in the same pass")
    func actionsSchedule() {
        let engine = GestureEngine()
        var calls: [String] = []
        engine.scheduleHostDeadline(at: 1) {
            calls.append("first@\(engine.now)")
            engine.scheduleHostDeadline(at: 1.5) { calls.append("second@\(engine.now)") }
        }
        engine.advance(to: 2)
        #expect(calls == ["first@1.0", "second@1.5"])
    }
}

/// `send(_:settle:scroll:)`: the engine validates a scroll wheel event as it does a pointer event,
/// lets time pass to it, and hands it back to the host.
@Suite("Scroll wheel events in the engine")
struct EngineScrollWheelTests {
    static func wheel(at time: TimeInterval, x: CGFloat = 10, dy: CGFloat = 30) -> ScrollWheelEvent {
        ScrollWheelEvent(location: CGPoint(x: x, y: 20), delta: CGSize(width: 0, height: dy), time: time)
    }

    @Test("A valid event: settle, the deadlines on the way, then scroll at the event's time")
    func valid() {
        let engine = GestureEngine()
        var calls: [String] = []
        engine.scheduleHostDeadline(at: 0.5) { calls.append("deadline@\(engine.now)") }
        let result = engine.send(
            Self.wheel(at: 1), settle: { calls.append("settle@\(engine.now)") },
            scroll: { calls.append("scroll@\(engine.now)") })
        #expect(result.isAccepted)
        #expect(calls == ["settle@0.0", "deadline@0.5", "settle@0.5", "scroll@1.0"])
        #expect(engine.now == 1)
    }

    @Test(
        "An invalid event calls neither closure and changes nothing",
        arguments: [
            (EngineScrollWheelTests.wheel(at: 1, x: .nan), GestureDiagnostic.Kind.nonFiniteValue),
            (EngineScrollWheelTests.wheel(at: 1, dy: .infinity), .nonFiniteValue),
            (EngineScrollWheelTests.wheel(at: 0.5), .timeWentBackwards),
        ])
    func invalid(_ event: ScrollWheelEvent, _ kind: GestureDiagnostic.Kind) {
        let engine = GestureEngine(startTime: 0.75)
        engine.scheduleHostDeadline(at: 0.8) {}
        var calls = 0
        let result = engine.send(event, settle: { calls += 1 }, scroll: { calls += 1 })
        #expect(!result.isAccepted)
        #expect(engine.diagnostics.map(\.kind) == [kind])
        #expect(engine.diagnostics.last?.message == event.diagnostic(now: 0.75)?.message)
        #expect(calls == 0)
        #expect(engine.now == 0.75)
        #expect(engine.nextDeadline == 0.8)
    }

    @Test("A wheel event sent from inside the host's closures is re-entrant")
    func reentrant() {
        let engine = GestureEngine()
        var inner: GestureInputResult?
        engine.send(
            Self.wheel(at: 1), settle: {},
            scroll: { inner = engine.send(Self.wheel(at: 1), settle: {}, scroll: {}) })
        #expect(inner.map { !$0.isAccepted } == true)
        #expect(engine.diagnostics.map(\.kind) == [.reentrantCall])
    }
}
