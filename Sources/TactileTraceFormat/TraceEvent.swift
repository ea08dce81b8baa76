import Foundation
import TactileGestures

/// One pointer event: `TactileGestures.PointerEvent` flattened for a file or a message.
///
/// The one event schema of the project: input traces hold these (`Docs/Traces.md`), and the
/// playground's page sends them over its WebSocket (`Docs/Playground.md`). Locations are points
/// from the window's top-left corner.
public struct TraceEvent: Hashable, Sendable, Codable {
    /// Seconds since the start of the recording (any origin works; in a trace, times never
    /// decrease).
    public var time: TimeInterval
    /// The pointer's id; unique among the pointers down at the same time.
    public var pointer: Int
    /// `down`, `move`, `up` or `cancel`.
    public var phase: PointerPhase
    /// Points from the window's left edge.
    public var x: Double
    /// Points from the window's top edge.
    public var y: Double
    /// `touch`, `mouse` or `pen`.
    public var kind: PointerKind
    /// For mouse events, the DOM button number that changed (0 = primary); absent means primary.
    /// Only the primary button drives gestures (the host ignores the others), so a trace of what
    /// a host ran never has one; a trace that does is written in format version 2.
    public var button: Int?

    /// Creates an event.
    public init(
        time: TimeInterval, pointer: Int = 0, phase: PointerPhase, x: Double, y: Double,
        kind: PointerKind = .touch, button: Int? = nil
    ) {
        self.time = time
        self.pointer = pointer
        self.phase = phase
        self.x = x
        self.y = y
        self.kind = kind
        self.button = button
    }

    /// Converts an engine event (which has no button: the engine sees only the primary one).
    public init(_ event: PointerEvent) {
        self.init(
            time: event.time, pointer: event.pointer, phase: event.phase,
            x: Double(event.location.x), y: Double(event.location.y), kind: event.kind)
    }

    /// The event as the engine takes it (without ``button``, which is the host's business).
    public var pointerEvent: PointerEvent {
        PointerEvent(pointer: pointer, phase: phase, location: CGPoint(x: x, y: y), time: time, kind: kind)
    }
}
