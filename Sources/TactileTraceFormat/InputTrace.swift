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
///
/// **Versions.** Version 2 adds an event's optional `button` (``TraceEvent/button``); nothing else
/// changed. A trace is written in the oldest version that can hold it (``requiredVersion``): one
/// without buttons, which is every trace of what a host ran, stays version 1 byte for byte, so
/// older readers keep reading it. Both versions are read.
public struct InputTrace: Hashable, Sendable, Codable {
    /// The value of the `format` field of every input trace.
    public static let formatName = "tactile-trace"
    /// The newest format version this code reads and writes.
    public static let currentVersion = 2

    /// Always ``formatName``.
    public var format: String
    /// The version of the format the trace was read in, or will be written in
    /// (``requiredVersion``, once ``jsonText()`` writes it).
    public var version: Int
    /// The id of the scene the trace was recorded on (`tactile scenes` lists them), if known.
    public var scene: String?
    /// The size of the window, in points; locations are points from its top-left corner.
    public var window: TraceSize
    /// Who or what made the trace (`tactile synth drag --velocity 800`, `playground`), for people.
    public var source: String?
    /// The pointer events, in the order they happened; times never decrease.
    public var events: [TraceEvent]

    /// Creates a trace in the oldest format version that holds `events` (``requiredVersion``).
    public init(scene: String?, window: TraceSize, source: String? = nil, events: [TraceEvent]) {
        self.format = Self.formatName
        self.version = 1
        self.scene = scene
        self.window = window
        self.source = source
        self.events = events
        self.version = requiredVersion
    }

    /// The oldest format version that can hold this trace: 2 when an event has a ``TraceEvent/button``,
    /// else 1.
    public var requiredVersion: Int {
        events.contains { $0.button != nil } ? 2 : 1
    }

    /// The time of the last event (0 for an empty trace).
    public var duration: TimeInterval { events.last?.time ?? 0 }

    /// The trace as canonical JSON (see `Docs/Traces.md`): sorted keys, one event per line,
    /// numbers with at most six decimals.
    /// The `version` written is ``requiredVersion``.
    public func jsonText() -> String {
        var written = self
        written.version = requiredVersion
        // Encoding plain strings and finite numbers cannot fail.
        return (try? CanonicalJSON.encode(written)) ?? ""
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

    /// Checks what `Codable` cannot: a positive window, times that never go back, no button in a
    /// version 1 file (whose readers would take it for the primary button).
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
            if version < 2, event.button != nil {
                throw TraceError.invalid(
                    path: "events[\(index)].button", reason: "buttons need format version 2 (this file says \(version))"
                )
            }
        }
    }
}
