import Foundation
import TactileGestures

/// A recorded interaction: the pointer and scroll wheel events a window received, in order, with
/// the window's size and the scene they were recorded on. The file format is described in `Docs/Traces.md`.
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
/// The events are `InputEvent`s in their `Codable` form: one flat object an event, a pointer
/// event or, with `"kind": "wheel"`, a scroll wheel event.
///
/// **Versions.** Version 2 adds a pointer event's optional `button` (a mouse button other than the
/// primary one); nothing else changed. Version 3 adds wheel events. A trace is
/// written in the oldest version that can hold it (``requiredVersion``): one without buttons or
/// wheel events stays version 1 byte for byte, so older readers keep reading it, and one with a
/// wheel event is version 3, which older readers refuse rather than replay without the scroll.
/// All three versions are read.
public struct InputTrace: Hashable, Sendable, Codable {
    /// The value of the `format` field of every input trace.
    public static let formatName = "tactile-trace"
    /// The newest format version this code reads and writes.
    public static let currentVersion = 3

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
    /// The pointer and wheel events, in the order they happened; times never decrease.
    public var events: [InputEvent]

    /// Creates a trace in the oldest format version that holds `events` (``requiredVersion``).
    public init(scene: String?, window: TraceSize, source: String? = nil, events: [InputEvent]) {
        self.format = Self.formatName
        self.version = 1
        self.scene = scene
        self.window = window
        self.source = source
        self.events = events
        self.version = requiredVersion
    }

    /// The oldest format version that can hold this trace: 3 when it has a wheel event, else 2
    /// when a pointer event's button is not the primary one, else 1.
    public var requiredVersion: Int {
        if events.contains(where: { $0.wheelEvent != nil }) { return 3 }
        return events.contains { ($0.button ?? .primary) != .primary } ? 2 : 1
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
        // A button written as 0 reads as the primary one, as an absent button does, yet it breaks
        // a version 1 file all the same: which events wrote one is read from the text.
        try validate(eventsWithButton: version < 2 ? TraceButtonProbe.eventsWithButton(in: data) : [])
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
    /// version 1 file (whose readers would take it for the primary button), no wheel event before
    /// version 3 and only finite numbers in a wheel event.
    ///
    /// - Parameter eventsWithButton: The indices of the events whose text has a `button` field.
    func validate(eventsWithButton: Set<Int> = []) throws {
        guard window.width > 0, window.height > 0 else {
            throw TraceError.invalid(path: "window", reason: "width and height must be positive")
        }
        var previous = -Double.infinity
        for (index, event) in events.enumerated() {
            if case .wheel(let wheel) = event {
                try validateWheel(wheel, at: index)
            }
            guard event.time >= previous else {
                throw TraceError.invalid(
                    path: "events[\(index)].time",
                    reason: "\(CanonicalJSON.format(event.time)) is earlier than the event before it "
                        + "(\(CanonicalJSON.format(previous)))")
            }
            previous = event.time
            if version < 2, (event.button ?? .primary) != .primary || eventsWithButton.contains(index) {
                throw TraceError.invalid(
                    path: "events[\(index)].button", reason: "buttons need format version 2 (this file says \(version))"
                )
            }
        }
    }

    /// Checks a wheel event: version 3 or later, finite numbers.
    private func validateWheel(_ wheel: ScrollWheelEvent, at index: Int) throws {
        guard version >= 3 else {
            throw TraceError.invalid(
                path: "events[\(index)].kind", reason: "wheel events need format version 3 (this file says \(version))")
        }
        let fields = [
            ("time", wheel.time), ("x", Double(wheel.location.x)), ("y", Double(wheel.location.y)),
            ("dx", Double(wheel.delta.width)), ("dy", Double(wheel.delta.height)),
        ]
        for (name, value) in fields where !value.isFinite {
            throw TraceError.invalid(path: "events[\(index)].\(name)", reason: "must be a finite number")
        }
    }
}
