import Foundation
import TactileGestures

/// One scroll wheel event (a touchpad's two-finger scroll, a mouse wheel):
/// `TactileGestures.ScrollWheelEvent` flattened for a file.
///
/// In a trace it is written among the pointer events, in the order it happened, as
/// `{"dx": 0, "dy": 40, "kind": "wheel", "time": 1.2, "x": 200, "y": 300}` (format version 3,
/// `Docs/Traces.md`). It has no pointer and no phase. Locations and deltas are in points.
public struct TraceWheelEvent: Hashable, Sendable, Codable {
    /// Seconds since the start of the recording (in a trace, times never decrease).
    public var time: TimeInterval
    /// Points from the window's left edge, where the pointer was.
    public var x: Double
    /// Points from the window's top edge, where the pointer was.
    public var y: Double
    /// Horizontal scroll, in points: positive scrolls towards the trailing end.
    public var dx: Double
    /// Vertical scroll, in points: positive scrolls down (the content moves up).
    public var dy: Double

    /// The value of the `kind` field that marks a wheel event in a trace.
    public static let kind = "wheel"

    /// Creates a wheel event.
    public init(time: TimeInterval, x: Double, y: Double, dx: Double, dy: Double) {
        self.time = time
        self.x = x
        self.y = y
        self.dx = dx
        self.dy = dy
    }

    /// Converts an engine event.
    public init(_ event: ScrollWheelEvent) {
        self.init(
            time: event.time, x: Double(event.location.x), y: Double(event.location.y),
            dx: Double(event.delta.width), dy: Double(event.delta.height))
    }

    /// The event as a host takes it (`GestureHost.send(_:)`).
    public var scrollWheelEvent: ScrollWheelEvent {
        ScrollWheelEvent(location: CGPoint(x: x, y: y), delta: CGSize(width: dx, height: dy), time: time)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, time, x, y, dx, dy
    }

    /// Reads a wheel event; its `kind` must be `"wheel"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        guard kind == Self.kind else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "expected \"\(Self.kind)\", found \"\(kind)\"")
        }
        self.init(
            time: try container.decode(Double.self, forKey: .time),
            x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
            dx: try container.decode(Double.self, forKey: .dx), dy: try container.decode(Double.self, forKey: .dy))
    }

    /// Writes the event with `"kind": "wheel"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.kind, forKey: .kind)
        try container.encode(time, forKey: .time)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encode(dx, forKey: .dx)
        try container.encode(dy, forKey: .dy)
    }
}
