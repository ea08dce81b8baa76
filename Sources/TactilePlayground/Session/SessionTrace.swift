import Foundation
import Tactile
import TactileTraceFormat

/// The input trace of one session, recorded from what its ``GestureHost`` ran
/// (``GestureHost/onInputEvent``: pointer and scroll wheel events, in the order they ran): the
/// events after the host's policies and the engine's checks, a late event at the time it ran at.
/// Events the host refused or ignored are not in it, so a replay of the download runs exactly what
/// the session ran.
struct SessionTrace {
    /// The scene the events ran on.
    let scene: String
    /// The window's size.
    let window: TraceSize
    /// Most events kept (``SessionLimits/maxTraceEvents``).
    let capacity: Int
    /// The events recorded, oldest first; pointer and wheel events count alike against
    /// ``capacity``.
    private(set) var events: [InputEvent] = []
    /// Events that ran after the trace was full, not recorded.
    private(set) var dropped = 0

    init(scene: String, window: TraceSize, capacity: Int) {
        self.scene = scene
        self.window = window
        self.capacity = capacity
    }

    /// Records an input the host ran, while there is room.
    mutating func record(_ event: InputEvent) {
        guard events.count < capacity else {
            dropped += 1
            return
        }
        events.append(event)
    }

    /// The trace file's text; `source` says where it comes from (and, when the trace is full,
    /// how many later events it leaves out).
    func text(source: String) -> String {
        let note = dropped == 0 ? "" : " (the first \(capacity) events; \(dropped) later ones not recorded)"
        return InputTrace(scene: scene, window: window, source: source + note, events: events)
            .jsonText()
    }
}
