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
    /// Answered with an `inspection` message: the views and gestures under the point (`x`, `y`)
    /// of the window (`ViewInspection`).
    case inspect(seq: Int?, x: Double, y: Double)
    /// The stage's time control (`TimeControlAction`), answered with a frame whose cause is
    /// `time`; `to` is the stage time a `scrub` shows.
    case time(seq: Int?, action: TimeControlAction, to: Double?)
    /// Answered with an `audit` message: the accessibility audit of what the stage shows now.
    case audit(seq: Int?)
    /// A key pressed, repeated or released while the stage has keyboard focus (`KeyInput`),
    /// answered with a frame whose cause is `input`.
    case key(seq: Int?, input: KeyInput)

    /// A number the page chooses; the frame that shows the result of this message echoes it as
    /// `ack`, so the page can measure input-to-render latency.
    public var seq: Int? {
        switch self {
        case .input(let seq, _), .ping(let seq), .trace(let seq), .test(let seq), .inspect(let seq, _, _),
            .time(let seq, _, _), .audit(let seq), .key(let seq, _):
            seq
        }
    }

    /// A message whose `type` names no message this protocol has.
    public struct UnknownType: Error, Hashable {
        /// The `type` the message had.
        public var type: String
    }
}

extension ClientMessage: Codable {
    private enum CodingKeys: String, CodingKey { case type, seq, events, x, y, action, to, key, modifiers, phase }

    /// Reads a message; an unknown `type` throws `UnknownType` (other mistakes a
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
        case "inspect":
            self = .inspect(
                seq: seq, x: try container.decode(Double.self, forKey: .x),
                y: try container.decode(Double.self, forKey: .y))
        case "time":
            self = .time(
                seq: seq, action: try container.decode(TimeControlAction.self, forKey: .action),
                to: try container.decodeIfPresent(Double.self, forKey: .to))
        case "audit": self = .audit(seq: seq)
        case "key":
            self = .key(
                seq: seq,
                input: KeyInput(
                    key: try container.decode(String.self, forKey: .key),
                    modifiers: try container.decodeIfPresent([String].self, forKey: .modifiers) ?? [],
                    phase: try container.decodeIfPresent(String.self, forKey: .phase) ?? "down"))
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
        case .audit: try container.encode("audit", forKey: .type)
        case .inspect(_, let x, let y):
            try container.encode("inspect", forKey: .type)
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
        case .time(_, let action, let to):
            try container.encode("time", forKey: .type)
            try container.encode(action, forKey: .action)
            try container.encodeIfPresent(to, forKey: .to)
        case .key(_, let input):
            try container.encode("key", forKey: .type)
            try container.encode(input.key, forKey: .key)
            try container.encode(input.modifiers, forKey: .modifiers)
            try container.encode(input.phase, forKey: .phase)
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
    /// `app` for a package's app (`HostedApp`); absent for an example or a preview.
    public var kind: String? = nil
    /// Why the scene cannot be opened, for people (an app the playground cannot run); absent when
    /// it can.
    public var problem: String? = nil
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

/// What the server sends: `{"type": "hello", …}` once, first, then frames, answers and, when the
/// page broke the protocol or a limit, one `error` before the socket closes.
public enum ServerMessage: Sendable {
    /// The scene and the limits this connection enforces.
    case hello(scene: SceneInfo, limits: SessionLimits)
    /// Something to draw.
    case frame(Frame)
    /// The answer to a `trace` request: the session's input trace, as the `tactile-trace` file's
    /// text (canonical JSON), the events the host ran, as it ran them. `ack` is the request's `seq`.
    case trace(ack: Int?, trace: String)
    /// The answer to a `test` request: the session as a Swift Testing file
    /// (`PlaygroundSession/sessionTest(date:)`) and its suggested name.
    case test(ack: Int?, fileName: String, source: String)
    /// The answer to an `inspect` request. `ack` is the request's `seq`.
    case inspection(ack: Int?, inspection: ViewInspection)
    /// What went wrong; the socket closes next.
    case error(message: String)
    /// The answer to an `audit` request: what the accessibility audit found (`AuditFinding`),
    /// empty when the stage passes. `ack` is the request's `seq`.
    case audit(ack: Int?, findings: [AuditFinding])
    /// After a reload of a package's previews, right after `hello`: how much of the page's state
    /// the new build put back (`CarriedStateReport`).
    case state(CarriedStateReport)

    /// Why a frame was drawn.
    public enum FrameCause: String, Codable, Sendable, Hashable {
        /// The session's first frame.
        case start
        /// After input.
        case input
        /// The answer to a `ping`.
        case ping
        /// A gesture's or the host's deadline came.
        case deadline
        /// State changed outside gestures (a timer, a model).
        case update
        /// An in-between frame of an animation: only `svg`, `time`, `animating`.
        case animation
        /// The answer to a `time` message: the stage paused, stepped, scrubbed or resumed.
        case time
    }

    /// A frame: the stage at a moment, and what happened since the previous one.
    public struct Frame: Codable, Sendable {
        /// Why it was drawn.
        public var cause: FrameCause
        /// The `seq` of the latest client message this frame includes.
        public var ack: Int?
        /// The host's time (seconds on the page's clock) the frame shows.
        public var time: Double
        /// The whole SVG document to show.
        public var svg: String
        /// The phase changes since the previous frame, oldest first.
        public var transitions: [GesturePhaseTransition]?
        /// The pointers' values, or absent when no pointer is down.
        public var readout: PointerReadout?
        /// Whether more animation frames follow.
        public var animating: Bool
        /// Rejected inputs since the previous frame (the engine's diagnostics, as text).
        public var diagnostics: [String]?
        /// After input: how many events the session's trace holds.
        public var traceEvents: Int?
        /// While the stage's time is paused: where it is and what can be scrubbed (`TimeControlState`).
        public var timeControl: TimeControlState?
        /// Once the page ran the accessibility audit: its findings again, on every frame whose
        /// window changed, so the page's outlines follow the views that move.
        public var audit: [AuditFinding]?
    }

    /// The message's `type` on the wire.
    public var type: String {
        switch self {
        case .hello: "hello"
        case .frame: "frame"
        case .trace: "trace"
        case .test: "test"
        case .inspection: "inspection"
        case .error: "error"
        case .state: "state"
        case .audit: "audit"
        }
    }

    /// The frame, or `nil` for another message.
    public var frame: Frame? {
        if case .frame(let frame) = self { return frame }
        return nil
    }
}

extension ServerMessage: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, scene, limits, ack, trace, fileName, test, message, inspection, carried, notCarried, findings
    }

    /// Reads a message (the page's side of the protocol, for tests and tools).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "hello":
            self = .hello(
                scene: try container.decode(SceneInfo.self, forKey: .scene),
                limits: try container.decode(SessionLimits.self, forKey: .limits))
        case "frame": self = .frame(try Frame(from: decoder))
        case "trace":
            self = .trace(
                ack: try container.decodeIfPresent(Int.self, forKey: .ack),
                trace: try container.decode(String.self, forKey: .trace))
        case "test":
            self = .test(
                ack: try container.decodeIfPresent(Int.self, forKey: .ack),
                fileName: try container.decode(String.self, forKey: .fileName),
                source: try container.decode(String.self, forKey: .test))
        case "inspection":
            self = .inspection(
                ack: try container.decodeIfPresent(Int.self, forKey: .ack),
                inspection: try container.decode(ViewInspection.self, forKey: .inspection))
        case "error": self = .error(message: try container.decode(String.self, forKey: .message))
        case "audit":
            self = .audit(
                ack: try container.decodeIfPresent(Int.self, forKey: .ack),
                findings: try container.decode([AuditFinding].self, forKey: .findings))
        case "state":
            self = .state(
                CarriedStateReport(
                    carried: try container.decode(Int.self, forKey: .carried),
                    notCarried: try container.decode(Int.self, forKey: .notCarried),
                    message: try container.decodeIfPresent(String.self, forKey: .message)))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown server message type \"\(type)\"")
        }
    }

    /// Writes the message as one object with its `type` and the fields of its case (a frame's
    /// fields beside the type, as the page reads them).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        switch self {
        case .hello(let scene, let limits):
            try container.encode(scene, forKey: .scene)
            try container.encode(limits, forKey: .limits)
        case .frame(let frame):
            try frame.encode(to: encoder)
        case .trace(let ack, let trace):
            try container.encodeIfPresent(ack, forKey: .ack)
            try container.encode(trace, forKey: .trace)
        case .test(let ack, let fileName, let source):
            try container.encodeIfPresent(ack, forKey: .ack)
            try container.encode(fileName, forKey: .fileName)
            try container.encode(source, forKey: .test)
        case .inspection(let ack, let inspection):
            try container.encodeIfPresent(ack, forKey: .ack)
            try container.encode(inspection, forKey: .inspection)
        case .error(let message):
            try container.encode(message, forKey: .message)
        case .audit(let ack, let findings):
            try container.encodeIfPresent(ack, forKey: .ack)
            try container.encode(findings, forKey: .findings)
        case .state(let report):
            try container.encode(report.carried, forKey: .carried)
            try container.encode(report.notCarried, forKey: .notCarried)
            try container.encodeIfPresent(report.message, forKey: .message)
        }
    }
}

/// How much of a page's state a reload kept: the `state` message (Docs/Playground.md, "Reload on
/// save").
public struct CarriedStateReport: Codable, Sendable, Hashable {
    /// `@State` and `@StateObject` values put back into the same views of the new build.
    public var carried: Int
    /// Values that started fresh: not `Codable`, or their view's type, place or properties changed.
    public var notCarried: Int
    /// Why nothing was carried (the saved state was damaged or from another version), if so.
    public var message: String?

    /// A report of `carried` values kept and `notCarried` started fresh.
    public init(carried: Int, notCarried: Int, message: String? = nil) {
        self.carried = carried
        self.notCarried = notCarried
        self.message = message
    }
}
