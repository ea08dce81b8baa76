/// Why an attempt ended without success: the argument of `onFailed`.
///
/// SwiftUI calls nothing when a gesture fails or is cancelled; Tactile guarantees that every
/// attempt ends in exactly one of `onEnded` or `onFailed`, and says why.
public enum GestureFailureReason: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Every pointer lifted before the gesture was recognized (a long press released before its
    /// minimum duration, a drag that never reached its minimum distance, a pinch lifted before
    /// changing enough).
    case liftedEarly
    /// The pointer moved farther than the gesture allows (a tap's movement limit, a long press's
    /// `maximumDistance`).
    case movedTooFar
    /// A tap was held down longer than ``GestureConfiguration/tapMaximumDuration``.
    case heldTooLong
    /// The next tap of a multi-tap gesture did not begin within
    /// ``GestureConfiguration/multiTapMaximumDelay`` of the previous lift.
    case timedOut
    /// Another pointer landed while a single-pointer gesture (tap, long press, drag) was tracking.
    case tooManyPointers
    /// A gesture with precedence was recognized (exclusive composition, a child view's gesture
    /// over its parent's, a high-priority gesture).
    case otherGestureWon
    /// The host cancelled the input: a pointer `cancel` event, or ``GestureEngine/cancelAll(reason:)``
    /// (the app became inactive, the system took the touch).
    case cancelled
    /// The view or the gesture left the hierarchy while the attempt was in progress.
    case removed
    /// The gesture is absent (`nil`) or disabled, so it can never be recognized.
    case disabled

    /// A short human-readable explanation.
    public var description: String {
        switch self {
        case .liftedEarly: "lifted before the gesture was recognized"
        case .movedTooFar: "moved farther than the gesture allows"
        case .heldTooLong: "held down too long for a tap"
        case .timedOut: "the next tap did not come in time"
        case .tooManyPointers: "another pointer landed"
        case .otherGestureWon: "another gesture took precedence"
        case .cancelled: "cancelled by the host"
        case .removed: "the view or gesture was removed"
        case .disabled: "the gesture is disabled"
        }
    }
}
