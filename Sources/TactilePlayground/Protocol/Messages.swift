import Foundation
import Tactile
import TactileTraceFormat

// The WebSocket protocol between the page and a session: JSON text messages, one object each,
// told apart by `type`. Documented for people in Docs/Playground.md. Pointer events are the trace
// format's `TraceEvent` (one schema for both): `time` in seconds on the page's clock, counted from
// the first event the page sent on this connection (`event.timeStamp` minus the first one, divided
// by 1000); locations in the scene's points from the window's top-left corner; `button`, for mouse
// events, the DOM button number that changed.

/// What the page sends.
public struct ClientMessage: Codable, Sendable {
    /// `input` (events to run), `wheel` (a scroll wheel event to run), `ping` (answered with a
    /// frame, for measuring round trips),
    /// `trace` (answered with a `trace` message: the session's input trace) or `test` (answered
    /// with a `test` message: the session as a Swift Testing file).
    public var type: String
    /// A number the page chooses; the frame that shows the result of this message echoes it as
    /// `ack`, so the page can measure input-to-render latency.
    public var seq: Int?
    /// The events, oldest first (`input` only). Usually one; two for an emulated pinch.
    public var events: [TraceEvent]?
    /// The scroll wheel event (`wheel` only).
    public var wheel: WheelInput?

    public init(type: String, seq: Int? = nil, events: [TraceEvent]? = nil, wheel: WheelInput? = nil) {
        self.type = type
        self.seq = seq
        self.events = events
        self.wheel = wheel
    }
}

/// A touchpad's two-finger scroll or a mouse wheel, as the page sends it: the `wheel` events of
/// one animation frame added up. Time and location as for pointer events; the deltas in the
/// scene's points, as the DOM's `WheelEvent` counts them (positive `dy` scrolls down).
public struct WheelInput: Codable, Sendable, Hashable {
    /// Seconds on the page's clock.
    public var time: Double
    /// Points from the window's left edge.
    public var x: Double
    /// Points from the window's top edge.
    public var y: Double
    /// Points to scroll towards the trailing end.
    public var dx: Double
    /// Points to scroll down.
    public var dy: Double

    /// Creates a wheel input.
    public init(time: Double, x: Double, y: Double, dx: Double, dy: Double) {
        self.time = time
        self.x = x
        self.y = y
        self.dx = dx
        self.dy = dy
    }

    /// The event as the host takes it.
    public var scrollWheelEvent: ScrollWheelEvent {
        ScrollWheelEvent(location: CGPoint(x: x, y: y), delta: CGSize(width: dx, height: dy), time: time)
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

/// Values of the pointers driving the scene, computed the way a default `DragGesture` (one pointer)
/// or a pinch (two) would see them in window space. The engine keeps a gesture's own value private,
/// so this readout uses the engine's velocity estimator and prediction interval on the raw pointers.
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
    /// With two pointers: the turn of the line between them since the second landed, degrees, clockwise.
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
