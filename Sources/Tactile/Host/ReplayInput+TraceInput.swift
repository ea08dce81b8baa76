import Foundation
import TactileTraceFormat

extension ReplayInput {
    /// The trace file's event as a replay hands it to a ``GestureHost``: a pointer event with its
    /// recorded button (the primary one when the trace names none), or a scroll wheel event.
    package init(_ input: TraceInput) {
        switch input {
        case .pointer(let event):
            self = .pointer(
                event.pointerEvent, button: PointerButton(rawValue: event.button ?? PointerButton.primary.rawValue))
        case .wheel(let event): self = .wheel(event.scrollWheelEvent)
        }
    }
}
