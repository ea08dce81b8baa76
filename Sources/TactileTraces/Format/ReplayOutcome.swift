import Foundation
import TactileGestures

/// What replaying an `InputTrace` did: every input, phase transition, callback and rejected
/// input, in the order they happened, and the texts the window showed at the end.
///
/// Replaying the same trace on the same code gives the same outcome, and ``jsonText()`` the same
/// bytes, so an outcome checked in beside its trace is a golden file: a change of behaviour shows
/// up as a diff of a few lines. The file format is described in `Docs/Traces.md`.
public struct ReplayOutcome: Hashable, Sendable, Codable {
    /// The value of the `format` field of every outcome.
    public static let formatName = "tactile-outcome"
    /// The newest format version this code reads and writes. Version 2 adds `wheel` records; an
    /// outcome is written in the oldest version that holds it (``requiredVersion``), so one without
    /// wheel records stays version 1 byte for byte.
    public static let currentVersion = 2

    /// Always ``formatName``.
    public var format: String
    /// The version of the format.
    public var version: Int
    /// The scene the trace was replayed on.
    public var scene: String
    /// Everything that happened, in order.
    public var log: [OutcomeRecord]
    /// The text of every `Text` the window showed after the replay, in drawing order.
    public var texts: [String]

    /// Creates an outcome in the oldest format version that holds `log` (``requiredVersion``).
    public init(scene: String, log: [OutcomeRecord], texts: [String]) {
        self.format = Self.formatName
        self.version = 1
        self.scene = scene
        self.log = log
        self.texts = texts
        self.version = requiredVersion
    }

    /// The oldest format version that can hold this outcome: 2 when the log has a `wheel` record,
    /// else 1.
    public var requiredVersion: Int {
        log.contains { $0.type == .wheel } ? 2 : 1
    }

    /// The outcome as canonical JSON: sorted keys, one record per line. The `version` written is
    /// ``requiredVersion``.
    public func jsonText() -> String {
        var written = self
        written.version = requiredVersion
        return (try? CanonicalJSON.encode(written)) ?? ""
    }

    /// Reads an outcome.
    ///
    /// - Throws: `TraceError` saying what is wrong and where.
    public init(json data: Data) throws {
        _ = try TraceHeader.decode(data, expecting: Self.formatName, newest: Self.currentVersion)
        self = try TraceDecoding.decode(Self.self, from: data)
    }

    /// The gestures that appear in the log, in order of first appearance.
    public var gestures: [String] {
        var seen = Set<String>()
        return log.compactMap(\.gesture).filter { seen.insert($0).inserted }
    }
}

/// One line of a replay outcome. Which fields are present depends on ``type``:
///
/// | `type` | fields |
/// |---|---|
/// | `input` | `time`, `pointer`, `phase`, `x`, `y` (`kind` when not `touch`) |
/// | `phase` | `time`, `gesture`, `from`, `to`, `reason` (when `to` is `failed`) |
/// | `callback` | `time`, `gesture`, `callback`, `value` (updating/changed/ended) or `reason` (failed) |
/// | `wheel` | `time`, `x`, `y`, `dx`, `dy` (a scroll wheel event from the trace, as sent; version 2) |
/// | `diagnostic` | `time`, `message` (an input the engine rejected) |
public struct OutcomeRecord: Hashable, Sendable, Codable {
    /// What kind of record this is.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A pointer event from the trace, as it was sent.
        case input
        /// A gesture changed phase.
        case phase
        /// A gesture callback ran.
        case callback
        /// An input was rejected (see `GestureDiagnostic`).
        case diagnostic
        /// A scroll wheel event from the trace, as it was sent (format version 2).
        case wheel
    }

    /// What kind of record this is.
    public var type: Kind
    /// Engine time, seconds.
    public var time: TimeInterval
    /// The gesture (phase and callback records), named by its place in the composed tree: the
    /// attachment's index on the hit path and type, then the path through combinators.
    public var gesture: String?
    /// The phase before (phase records).
    public var from: GesturePhaseKind?
    /// The phase after (phase records).
    public var to: GesturePhaseKind?
    /// Why the gesture failed (phase records to `failed`, `failed` callbacks).
    public var reason: GestureFailureReason?
    /// Which callback ran (callback records).
    public var callback: GestureCallbackKind?
    /// The callback's argument, described (see ``ValueDescription``).
    public var value: String?
    /// The pointer (input records).
    public var pointer: Int?
    /// The pointer's phase (input records).
    public var phase: PointerPhase?
    /// The pointer's kind, when not `touch` (input records).
    public var kind: PointerKind?
    /// Location (input records).
    public var x: Double?
    /// Location (input records).
    public var y: Double?
    /// Horizontal scroll in points (wheel records).
    public var dx: Double?
    /// Vertical scroll in points (wheel records).
    public var dy: Double?
    /// What was wrong with the input (diagnostic records).
    public var message: String?

    /// Creates a record; prefer the static constructors.
    public init(type: Kind, time: TimeInterval) {
        self.type = type
        self.time = time
    }

    /// The record of an input: an `input` record for a pointer event, a `wheel` record for a
    /// scroll wheel event.
    public static func input(_ input: InputEvent) -> OutcomeRecord {
        switch input {
        case .pointer(let event, _):
            var record = OutcomeRecord(type: .input, time: event.time)
            record.pointer = event.pointer
            record.phase = event.phase
            record.kind = event.kind == .touch ? nil : event.kind
            record.x = Double(event.location.x)
            record.y = Double(event.location.y)
            return record
        case .wheel(let event):
            var record = OutcomeRecord(type: .wheel, time: event.time)
            record.x = Double(event.location.x)
            record.y = Double(event.location.y)
            record.dx = Double(event.delta.width)
            record.dy = Double(event.delta.height)
            return record
        }
    }

    /// A phase record.
    public static func phase(_ transition: GesturePhaseTransition) -> OutcomeRecord {
        var record = OutcomeRecord(type: .phase, time: transition.time)
        record.gesture = transition.gesture
        record.from = transition.from
        record.to = transition.to
        record.reason = transition.reason
        return record
    }

    /// A callback record, its value described.
    public static func callback(_ callback: GestureCallbackRecord) -> OutcomeRecord {
        var record = OutcomeRecord(type: .callback, time: callback.time)
        record.gesture = callback.gesture
        record.callback = callback.kind
        record.reason = callback.reason
        if callback.kind != .failed {
            record.value = ValueDescription.describe(callback.value as Any)
        }
        return record
    }

    /// A diagnostic record.
    public static func diagnostic(_ diagnostic: GestureDiagnostic, time: TimeInterval) -> OutcomeRecord {
        var record = OutcomeRecord(type: .diagnostic, time: time)
        record.message = diagnostic.message
        return record
    }
}
