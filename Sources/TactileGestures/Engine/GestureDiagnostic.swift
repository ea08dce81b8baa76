import Foundation

/// Why the engine rejected an input. Rejected input changes nothing.
public struct GestureDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of invalid input.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A location or time is NaN or infinite.
        case nonFiniteValue
        /// A time earlier than the engine's current time.
        case timeWentBackwards
        /// A `down` for a pointer that is already down.
        case duplicateDown
        /// A `move`, `up` or `cancel` for a pointer that is not down.
        case unknownPointer
        /// More pointers down at once than ``GestureConfiguration/maximumPointerCount``.
        case tooManyPointers
        /// An engine method was called from inside a gesture callback.
        case reentrantCall
        /// A location or time beyond the bounds its host sets (a host's policy, such as the
        /// playground's; the engine alone never reports it).
        case outOfBounds
        /// Not an input error: a gesture kept asking for a deadline without acting on it (an
        /// engine bug). The engine stops firing it rather than hang.
        case stalledDeadline
    }

    /// What was wrong.
    public var kind: Kind
    /// A sentence saying what was rejected and why.
    public var message: String
    /// The rejected event, when an event was rejected.
    public var event: PointerEvent?

    /// Creates a diagnostic.
    public init(kind: Kind, message: String, event: PointerEvent? = nil) {
        self.kind = kind
        self.message = message
        self.event = event
    }

    /// The kind and the message.
    public var description: String { "\(kind.rawValue): \(message)" }
}

/// What the engine did with an input.
public enum GestureInputResult: Sendable, Hashable {
    /// The input was valid and processed.
    case accepted
    /// The input was invalid and ignored; nothing changed.
    ///
    /// Indirect, so that the result is one word, empty for ``accepted``: every caller (most
    /// discard it) destroys it after every event, and a nine-word multi-payload value costs a
    /// call through its type's value witnesses to destroy even when it is `accepted`
    /// (Docs/Decisions.md#per-event-costs).
    indirect case rejected(GestureDiagnostic)

    /// Whether the input was accepted.
    public var isAccepted: Bool {
        if case .accepted = self { return true }
        return false
    }
}
