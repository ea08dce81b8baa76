import Foundation
import Tactile
import TactileTraceFormat

/// The input trace of one session, recorded from what its ``GestureHost`` ran (``GestureHost/onInput``
/// for pointer events, ``GestureHost/onScrollWheel`` for scroll wheel events, in the order they
/// ran): the events after the host's policies and the engine's checks, a late event at the time it
/// ran at. Events the host refused or ignored are not in it, so a replay of the download runs exactly
/// what the session ran.
struct SessionTrace {
    /// The scene the events ran on.
    let scene: String
    /// The window's size.
    let window: TraceSize
    /// Most events kept (``SessionLimits/maxTraceEvents``).
    let capacity: Int
    /// One recorded event, as the engine's (a pointer event's 48 bytes, against a `TraceEvent`'s 64).
    enum Event: Equatable {
        /// A pointer event.
        case pointer(PointerEvent)
        /// A scroll wheel event.
        case wheel(ScrollWheelEvent)

        /// The event as a trace file holds it.
        var traceInput: TraceInput {
            switch self {
            case .pointer(let event): .pointer(TraceEvent(event))
            case .wheel(let event): .wheel(TraceWheelEvent(event))
            }
        }
    }

    /// The events recorded, oldest first; pointer and wheel events count alike against
    /// ``capacity``.
    private(set) var events: [Event] = []
    /// Events that ran after the trace was full, not recorded.
    private(set) var dropped = 0

    init(scene: String, window: TraceSize, capacity: Int) {
        self.scene = scene
        self.window = window
        self.capacity = capacity
    }

    /// Records a pointer event the host ran, while there is room.
    mutating func record(_ event: PointerEvent) {
        append(.pointer(event))
    }

    /// Records a scroll wheel event the host ran, while there is room.
    mutating func record(_ event: ScrollWheelEvent) {
        append(.wheel(event))
    }

    private mutating func append(_ event: Event) {
        guard events.count < capacity else {
            dropped += 1
            return
        }
        events.append(event)
    }

    /// The recorded events as a trace holds them.
    var inputs: [TraceInput] { events.map(\.traceInput) }

    /// The trace file's text; `source` says where it comes from (and, when the trace is full,
    /// how many later events it leaves out).
    func text(source: String) -> String {
        let note = dropped == 0 ? "" : " (the first \(capacity) events; \(dropped) later ones not recorded)"
        return InputTrace(scene: scene, window: window, source: source + note, events: inputs)
            .jsonText()
    }
}
