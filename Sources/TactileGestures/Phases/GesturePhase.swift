/// The state of one gesture during one attempt, as reported on every update.
///
/// `possible` and `active` may repeat; `ended` and `failed` are terminal: once a gesture
/// reports one of them it reports nothing else until its session ends.
public enum GesturePhase<Value> {
    /// The gesture may still be recognized; it carries a value when it already has one.
    case possible(Value?)
    /// The gesture is recognized and in progress (`updating` and `onChanged` run).
    case active(Value)
    /// The gesture ended successfully (`onEnded` runs).
    case ended(Value)
    /// The gesture failed or was cancelled (`onFailed` runs).
    case failed(GestureFailureReason)

    /// The phase without its value.
    public var kind: GesturePhaseKind {
        switch self {
        case .possible: .possible
        case .active: .active
        case .ended: .ended
        case .failed: .failed
        }
    }

    /// The value carried by the phase, if any.
    public var value: Value? {
        switch self {
        case .possible(let value): value
        case .active(let value), .ended(let value): value
        case .failed: nil
        }
    }

    /// Whether the phase is `ended` or `failed`.
    public var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    /// The same phase with its value transformed.
    @inlinable
    public func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible(let value): .possible(value.map(transform))
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed(let reason): .failed(reason)
        }
    }
}

extension GesturePhase: Sendable where Value: Sendable {}
extension GesturePhase: Equatable where Value: Equatable {}

/// A gesture phase without its value: what traces and timelines record.
public enum GesturePhaseKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The gesture has not started an attempt.
    case idle
    /// Tracking input; not yet recognized.
    case possible
    /// Recognized and in progress.
    case active
    /// Finished successfully.
    case ended
    /// Failed or was cancelled.
    case failed

    /// Whether this kind is `ended` or `failed`.
    public var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .idle, .possible, .active: false
        }
    }
}
