import Foundation
import Tactile

// The WebSocket protocol between the page and a session: JSON text messages, one object each,
// told apart by `type`. Documented for people in Docs/Playground.md. Input events are
// `InputEvent`s in their `Codable` form, the trace format's (one schema for both): `time` in
// seconds on the page's clock, counted from the first event the page sent on this connection
// (`event.timeStamp` minus the first one, divided by 1000); locations in the scene's points from
// the window's top-left corner; `button`, for mouse events, the DOM button number that changed;
// a wheel event is `{"kind": "wheel", "time", "x", "y", "dx", "dy"}`.

/// What the page sends: `{"type": "input", "seq": 3, "events": [...]}`, `{"type": "ping"}`, …
public enum ClientMessage: Sendable, Hashable {
    /// Inputs to run, oldest first: usually one pointer event, two for an emulated pinch, or one
    /// wheel event (the `wheel` events of one animation frame added up).
    case input(seq: Int?, events: [InputEvent])
    /// Answered with a frame, for measuring round trips.
    case ping(seq: Int?)
    /// Answered with a `trace` message: the session's input trace.
    case trace(seq: Int?)
    /// Answered with a `test` message: the session as a Swift Testing file.
    case test(seq: Int?)

    /// A number the page chooses; the frame that shows the result of this message echoes it as
    /// `ack`, so the page can measure input-to-render latency.
    public var seq: Int? {
        switch self {
        case .input(let seq, _), .ping(let seq), .trace(let seq), .test(let seq): seq
        }
    }

    /// A message whose `type` names no message this protocol has.
    public struct UnknownType: Error, Hashable {
        /// The `type` the message had.
        public var type: String
    }
}

extension ClientMessage: Codable {
    private enum CodingKeys: String, CodingKey { case type, seq, events }

    /// Reads a message; an unknown `type` throws ``UnknownType`` (other mistakes a
    /// `DecodingError`). An `input` message without `events` has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        let seq = try container.decodeIfPresent(Int.self, forKey: .seq)
        switch type {
        case "input":
            self = .input(seq: seq, events: try container.decodeIfPresent([InputEvent].self, forKey: .events) ?? [])
        case "ping": self = .ping(seq: seq)
        case "trace": self = .trace(seq: seq)
        case "test": self = .test(seq: seq)
        default: throw UnknownType(type: type)
        }
    }

    /// Writes the message with its `type`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(seq, forKey: .seq)
        switch self {
        case .input(_, let events):
            try container.encode("input", forKey: .type)
            try container.encode(events, forKey: .events)
        case .ping: try container.encode("ping", forKey: .type)
        case .trace: try container.encode("trace", forKey: .type)
        case .test: try container.encode("test", forKey: .type)
        }
    }
}

/// The scene a session runs, as the page is told at the start.
public struct SceneInfo: Codable, Sendable, Hashable {
    public var id: String
    public var title: String
    public var source: String
    public var width: Double
    public var height: Double
}

/// Values of the pointers driving the scene, as a `DragGesture` (the first pointer) and a
/// `MagnifyGesture` and `RotateGesture` (the first two) with no minimum report them in window
/// space: the session runs those gestures on the pointers it ran (`PointerReadoutTracker`).
public struct PointerReadout: Codable, Sendable, Hashable {
    /// How many pointers are down.
    public var pointers: Int
    public var startX: Double, startY: Double
    public var x: Double, y: Double
    public var translationX: Double, translationY: Double
    /// Points per second.
    public var velocityX: Double, velocityY: Double
    /// `location + predictionInterval × velocity`.
    public var predictedX: Double, predictedY: Double
    /// With two pointers: their distance now over their distance when the second landed.
    public var scale: Double?
    /// With two pointers: the turn of the line between them since the second landed, degrees,
    /// clockwise, counted on past half a turn as `RotateGesture` counts it.
    public var rotation: Double?
}

/// What the server sends.
public struct ServerMessage: Codable, Sendable {
    /// `hello` (once, first), `frame` (something to draw), `trace` (the answer to a `trace`
    /// request) or `error` (then the socket closes).
    public var type: String
    /// `hello`: the scene.
    public var scene: SceneInfo?
    /// `hello`: the limits this connection enforces.
    public var limits: SessionLimits?
    /// `frame`: the `seq` of the latest client message this frame includes; `trace`: the request's.
    public var ack: Int?
    /// `frame`: the host's time (seconds on the page's clock) the frame shows.
    public var time: Double?
    /// `frame`: why it was drawn: `input`, `deadline`, `animation`, `update` or `start`.
    public var cause: String?
    /// `frame`: the whole SVG document to show.
    public var svg: String?
    /// `frame`: the phase changes since the previous frame, oldest first.
    public var transitions: [GesturePhaseTransition]?
    /// `frame`: the pointers' values, or absent when no pointer is down.
    public var readout: PointerReadout?
    /// `frame`: whether more animation frames follow.
    public var animating: Bool?
    /// `frame`: rejected inputs since the previous frame (the engine's diagnostics, as text).
    public var diagnostics: [String]?
    /// `frame` (after input): how many events the session's trace holds.
    public var traceEvents: Int?
    /// `trace`: the session's input trace, as the `tactile-trace` file's text (canonical JSON): the
    /// events the host ran, as it ran them.
    public var trace: String?
    /// `test`: the session as a Swift Testing file (``PlaygroundSession/sessionTest(date:)``).
    public var test: String?
    /// `test`: the file's suggested name.
    public var fileName: String?
    /// `error`: what went wrong.
    public var message: String?

    init(type: String) { self.type = type }
}
