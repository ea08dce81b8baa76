import Foundation
import TactileGestures

// One finger presses a circle, holds it half a second, drags it and lifts; then a quick tap.
// A host would send these events as they happen; here they are written out, on virtual time.
func pressHoldAndDrag() {
    @GestureState var isPressing = false
    let engine = GestureEngine()
    let pressThenDrag = LongPressGesture()
        .sequenced(before: DragGesture())
        .updating($isPressing) { value, state, _ in state = true }
        .onEnded { value in
            if case .second(_, let drag?) = value { print("dropped, moved by", drag.translation) }
        }
        .onFailed { reason in print("no drag:", reason) }
    let circle = [GestureAttachment(id: "circle", gesture: pressThenDrag)]

    engine.send(PointerEvent(phase: .down, location: .zero, time: 0), hitPath: circle)
    engine.advance(to: 0.5)  // the long press ends on time, with no event
    print("pressing:", isPressing)
    engine.send(PointerEvent(phase: .move, location: CGPoint(x: 40, y: 30), time: 0.6))
    engine.send(PointerEvent(phase: .up, location: CGPoint(x: 40, y: 30), time: 0.7))
    print("pressing:", isPressing)

    engine.send(PointerEvent(phase: .down, location: .zero, time: 1), hitPath: circle)
    engine.send(PointerEvent(phase: .up, location: .zero, time: 1.1))  // too soon for the long press
}

pressHoldAndDrag()
