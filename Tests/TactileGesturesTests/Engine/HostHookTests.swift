import Foundation
import TactileGestures
import Testing

/// `send(_:settle:hitPath:)` and `advance(to:settle:)`: the engine validates first and runs a
/// host's work only for an input it accepts, and nothing that work calls can invalidate the input.
@Suite("Host hooks")
struct HostHookTests {
    static let press = LongPressGesture(minimumDuration: 0.5)

    @Test("A rejected event calls neither closure")
    func rejectedEventCallsNothing() {
        let engine = GestureEngine()
        var calls: [String] = []
        let result = engine.send(
            PointerEvent(pointer: 3, phase: .move, location: .zero, time: 1),
            settle: { calls.append("settle") },
            hitPath: {
                calls.append("hitPath"); return []
            })
        #expect(result == .rejected(engine.diagnostics.last!))
        #expect(engine.diagnostics.last?.kind == .unknownPointer)
        #expect(calls.isEmpty)
        #expect(engine.now == 0)
    }

    @Test("settle runs once, then after each deadline on the way; the hit path comes last, at the event's time")
    func order() {
        let engine = GestureEngine()
        engine.send(
            PointerEvent(pointer: 0, phase: .down, location: .zero, time: 0),
            hitPath: [GestureAttachment(id: "press", gesture: Self.press)])
        var calls: [String] = []
        let result = engine.send(
            PointerEvent(pointer: 1, phase: .down, location: .zero, time: 2),
            settle: { calls.append("settle@\(engine.now)") },
            hitPath: {
                calls.append("hitPath@\(engine.now)"); return []
            })
        #expect(result.isAccepted)
        #expect(calls == ["settle@0.0", "settle@0.5", "hitPath@2.0"])
    }

    @Test("Inside the closures only refresh and remove may be called; the rest is re-entrant")
    func reentrancy() {
        let engine = GestureEngine()
        var inner: [GestureInputResult] = []
        let result = engine.send(
            PointerEvent(pointer: 0, phase: .down, location: .zero, time: 1),
            settle: {
                inner.append(engine.send(PointerEvent(pointer: 0, phase: .down, location: .zero, time: 1)))
                inner.append(engine.advance(to: 5))
                engine.cancelAll()
                engine.refresh([])
                engine.remove(["nothing" as AnyHashable])
            },
            hitPath: { [GestureAttachment(id: "press", gesture: Self.press)] })
        #expect(result.isAccepted)
        #expect(inner.allSatisfy { !$0.isAccepted })
        #expect(engine.diagnostics.map(\.kind) == [.reentrantCall, .reentrantCall, .reentrantCall])
        #expect(engine.pointersDown == [0])
        #expect(engine.now == 1)
    }

    @Test(
        "advance(to:settle:) settles once and after each deadline; a rejected time calls nothing",
        arguments: [Double.nan, .infinity, -1])
    func advance(_ bad: Double) {
        let engine = GestureEngine()
        engine.send(
            PointerEvent(pointer: 0, phase: .down, location: .zero, time: 0),
            hitPath: [GestureAttachment(id: "press", gesture: Self.press)])
        var calls = 0
        #expect(!engine.advance(to: bad, settle: { calls += 1 }).isAccepted)
        #expect(calls == 0)
        #expect(engine.advance(to: 1, settle: { calls += 1 }).isAccepted)
        #expect(calls == 2)
        #expect(engine.now == 1)
    }
}
