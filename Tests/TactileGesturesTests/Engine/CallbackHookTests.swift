import Foundation
import TactileGestures
import Testing

/// `GestureEngine.onCallback`: every user callback is reported, with its argument, just before it
/// runs, in the order the callbacks run.
@Suite("Callback hook")
struct CallbackHookTests {
    @Test("updating, onChanged, onEnded and onFailed are reported with their arguments, in order")
    func reportsEveryCallback() {
        @GestureState var pressing = false
        var ran: [String] = []
        var reported: [(GestureCallbackKind, String, String?)] = []
        let engine = GestureEngine()
        engine.onCallback = { record in
            reported.append((record.kind, record.gesture, record.value.map { "\($0)" } ?? record.reason?.rawValue))
            ran.append("report \(record.kind)")
        }
        let press = LongPressGesture()
            .updating($pressing) { _, state, _ in
                state = true; ran.append("updating")
            }
            .onChanged { _ in ran.append("changed") }
            .onEnded { _ in ran.append("ended") }
        engine.send(
            PointerEvent(phase: .down, location: .zero, time: 0),
            hitPath: [GestureAttachment(id: "view", gesture: press)])
        engine.advance(to: 0.5)
        #expect(ran == ["report updating", "updating", "report changed", "changed", "report ended", "ended"])
        #expect(reported.map(\.0) == [.updating, .changed, .ended])
        #expect(reported.allSatisfy { $0.1.hasSuffix("/LongPressGesture") })
        #expect(reported.map(\.2) == ["true", "true", "true"])

        reported.removeAll()
        let drag = DragGesture().onFailed { _ in }
        engine.send(PointerEvent(pointer: 1, phase: .up, location: .zero, time: 0.6))  // rejected: not down
        engine.send(PointerEvent(pointer: 0, phase: .up, location: .zero, time: 0.6))
        engine.send(
            PointerEvent(pointer: 2, phase: .down, location: .zero, time: 1),
            hitPath: [GestureAttachment(id: "other", gesture: drag)])
        engine.send(PointerEvent(pointer: 2, phase: .up, location: .zero, time: 1.1))
        #expect(reported.map(\.0) == [.failed])
        #expect(reported.first?.2 == "liftedEarly")
    }

    @Test("Nothing is reported when no one listens, and setting the hook mid-session takes effect")
    func lateHook() {
        let engine = GestureEngine()
        var count = 0
        engine.send(
            PointerEvent(phase: .down, location: .zero, time: 0),
            hitPath: [GestureAttachment(id: "v", gesture: DragGesture(minimumDistance: 0).onChanged { _ in })])
        engine.onCallback = { _ in count += 1 }
        engine.send(PointerEvent(phase: .move, location: CGPoint(x: 5, y: 0), time: 0.1))
        #expect(count == 1)
    }
}
