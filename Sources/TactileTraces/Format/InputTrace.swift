import Foundation
import TactileGestures

/// A recorded interaction: the pointer events a window received, in order, with the window's size
/// and the scene they were recorded on. The file format is described in `Docs/Traces.md`.
///
/// ```json
/// {
///   "events": [
///     {"kind": "touch", "phase": "down", "pointer": 0, "time": 0, "x": 200, "y": 400},
///     {"kind": "touch", "phase": "up", "pointer": 0, "time": 0.05, "x": 200, "y": 400}
///   ],
///   "format": "tactile-trace",
///   "scene": "tap-shape",
///   "version": 1,
///   "window": {"height": 800, "width": 400}
/// }
/// ```
///
/// Read one with ``init(json:)`` or ``load(from:)`` (both validate: see ``TraceError``), write one
/// with ``jsonText()``, which always gives the same bytes for the same trace.
public struct InputTrace: Hashable, Sendable, Codable {
    /// The value of the `format` field of every input trace.
    public static let formatName = "tactile-trace"
    /// The format version this code writes, and the newest it reads.
    public static let currentVersion = 1

    /// Always ``formatName``.
    public var format: String
    /// The version of the format the trace was written in.
    public var version: Int
    /// The id of the scene the trace was recorded on (`tactile scenes` lists them), if known.
    public var scene: String?
    /// The size of the window, in points; locations are points from its top-left corner.
    public var window: TraceSize
    /// Who or what made the trace (`tactile synth drag --velocity 800`, `playground`), for people.
    public var source: String?
    /// The pointer events, in the order they happened; times never decrease.
    public var events: [TraceEvent]

    /// Creates a trace in the current format version.
    public init(scene: String?, window: TraceSize, source: String? = nil, events: [TraceEvent]) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.scene = scene
        self.window = window
        self.source = source
        self.events = events
    }

    /// The time of the last event (0 for an empty trace).
    public var duration: TimeInterval { events.last?.time ?? 0 }

    /// The trace as canonical JSON (see `Docs/Traces.md`): sorted keys, one event per line,
    /// numbers with at most six decimals.
    public func jsonText() -> String {
        // Encoding plain strings and finite numbers cannot fail.
        (try? CanonicalJSON.encode(self)) ?? ""
    }

    /// Reads and validates a trace.
    ///
    /// - Throws: ``TraceError`` saying what is wrong and where.
    public init(json data: Data) throws {
        _ = try TraceHeader.decode(data, expecting: Self.formatName, newest: Self.currentVersion)
        self = try TraceDecoding.decode(Self.self, from: data)
        try validate()
    }

    /// Reads and validates the trace in the file at `url`.
    public static func load(from url: URL) throws -> InputTrace {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TraceError.unreadable(path: url.path, reason: "no such file or not readable")
        }
        return try InputTrace(json: data)
    }

    /// Checks what `Codable` cannot: a positive window, times that never go back.
    func validate() throws {
        guard window.width > 0, window.height > 0 else {
            throw TraceError.invalid(path: "window", reason: "width and height must be positive")
        }
        var previous = -Double.infinity
        for (index, event) in events.enumerated() {
            guard event.time >= previous else {
                throw TraceError.invalid(
                    path: "events[\(index)].time",
                    reason: "\(CanonicalJSON.format(event.time)) is earlier than the event before it "
                        + "(\(CanonicalJSON.format(previous)))")
            }
            previous = event.time
        }
    }
}

/// A window size in a trace.
public struct TraceSize: Hashable, Sendable, Codable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size as a `CGSize`.
    public var cgSize: CGSize { CGSize(width: width, height: height) }
}

/// One pointer event in a trace: `PointerEvent` flattened for the file.
public struct TraceEvent: Hashable, Sendable, Codable {
    /// Seconds since the start of the recording (any origin works; times never decrease).
    public var time: TimeInterval
    /// The pointer's id; unique among the pointers down at the same time.
    public var pointer: Int
    /// `down`, `move`, `up` or `cancel`.
    public var phase: PointerPhase
    /// Points from the window's left edge.
    public var x: Double
    /// Points from the window's top edge.
    public var y: Double
    /// `touch`, `mouse` (the primary button) or `pen`.
    public var kind: PointerKind

    /// Creates an event.
    public init(time: TimeInterval, pointer: Int = 0, phase: PointerPhase, x: Double, y: Double,
                kind: PointerKind = .touch) {
        self.time = time
        self.pointer = pointer
        self.phase = phase
        self.x = x
        self.y = y
        self.kind = kind
    }

    /// Converts an engine event.
    public init(_ event: PointerEvent) {
        self.init(time: event.time, pointer: event.pointer, phase: event.phase,
                  x: Double(event.location.x), y: Double(event.location.y), kind: event.kind)
    }

    /// The event as the engine takes it.
    public var pointerEvent: PointerEvent {
        PointerEvent(pointer: pointer, phase: phase, location: CGPoint(x: x, y: y), time: time, kind: kind)
    }
}
