import Foundation

/// Which user callback of a gesture ran.
public enum GestureCallbackKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// An `updating` body (the gesture is active and its `@GestureState` is written).
    case updating
    /// An `onChanged` action.
    case changed
    /// An `onEnded` action.
    case ended
    /// An `onFailed` action.
    case failed
}

/// One run of a user callback, with the argument it was given: what a replay log records beside
/// the phase transitions.
///
/// Ask for them with ``GestureEngine/onCallback``. The record is made just before the callback
/// runs, so records and ``GesturePhaseTransition``s arrive in the order things happen: the
/// transitions of an update first, then its `updating` bodies as the tree is walked, then its
/// queued `onChanged`/`onEnded`/`onFailed` actions, innermost modifier first.
///
/// Not `Sendable`: ``value`` is the gesture's own value, whatever its type.
public struct GestureCallbackRecord {
    /// When the callback ran (engine time).
    public var time: TimeInterval
    /// The gesture whose value the callback receives, named as in ``GesturePhaseTransition/gesture``
    /// (callback modifiers have no name of their own: this is the nearest named gesture they wrap).
    public var gesture: String
    /// Which callback.
    public var kind: GestureCallbackKind
    /// The value passed to `updating`, `onChanged` or `onEnded`; `nil` for `onFailed`.
    public var value: Any?
    /// The reason passed to `onFailed`.
    public var reason: GestureFailureReason?

    /// Creates a callback record.
    public init(
        time: TimeInterval, gesture: String, kind: GestureCallbackKind, value: Any? = nil,
        reason: GestureFailureReason? = nil
    ) {
        self.time = time
        self.gesture = gesture
        self.kind = kind
        self.value = value
        self.reason = reason
    }
}
