import Foundation

/// One change of phase of one gesture: what a trace records, to print or plot.
///
/// Ask for them with ``GestureEngine/onPhaseTransition``. `gesture` names the gesture by its
/// place in the composed tree: the attachment's index on the hit path and its type, then the path
/// through combinators (`0:_EndedGesture<…>/SequenceGesture/first/LongPressGesture`).
public struct GesturePhaseTransition: Sendable, Hashable, Codable {
    /// When the change happened (engine time).
    public var time: TimeInterval
    /// Which gesture changed.
    public var gesture: String
    /// The phase before.
    public var from: GesturePhaseKind
    /// The phase after.
    public var to: GesturePhaseKind
    /// Why, when the new phase is ``GesturePhaseKind/failed``.
    public var reason: GestureFailureReason?

    /// Creates a transition record.
    public init(
        time: TimeInterval, gesture: String, from: GesturePhaseKind, to: GesturePhaseKind,
        reason: GestureFailureReason? = nil
    ) {
        self.time = time
        self.gesture = gesture
        self.from = from
        self.to = to
        self.reason = reason
    }
}
