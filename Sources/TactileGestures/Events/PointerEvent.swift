import Foundation

/// Identifies one pointer (a finger, the mouse, a pen) for as long as it is down.
///
/// Hosts choose the numbers; the engine only requires that a pointer's id is unique among the
/// pointers down at the same time. An id may be reused after its pointer has gone up.
public typealias PointerID = Int

/// What happened to a pointer.
public enum PointerPhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// The pointer touched down (or the primary mouse button was pressed).
    case down
    /// The pointer moved while down.
    case move
    /// The pointer lifted (or the primary mouse button was released).
    case up
    /// The system took the pointer away: the gestures it drives fail with
    /// ``GestureFailureReason/cancelled``.
    case cancel
}

/// The kind of device behind a pointer.
public enum PointerKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A finger on a touch screen.
    case touch
    /// A mouse or trackpad pointer (primary button).
    case mouse
    /// A stylus.
    case pen
}

/// One input sample, as a host hands it to the engine.
///
/// Locations are in the host's space (for a window, points from its top-left corner). Time is
/// in seconds on the host's clock: any origin works as long as it never goes backwards. The
/// engine never reads a clock of its own; this timestamp and ``GestureEngine/advance(to:)`` are
/// the only sources of time.
public struct PointerEvent: Sendable, Hashable, Codable {
    /// Which pointer this sample belongs to.
    public var pointer: PointerID
    /// What happened.
    public var phase: PointerPhase
    /// Where, in the host's space.
    public var location: CGPoint
    /// When, in seconds on the host's clock.
    public var time: TimeInterval
    /// The device behind the pointer.
    public var kind: PointerKind
    /// How a pen was held (its altitude and azimuth), when its device reports it; `nil` for
    /// touches and a mouse. `SpatialEventGesture` reports it as each event's `inputDevicePose`.
    /// Traces and the playground's wire do not carry it.
    public var devicePose: SpatialEventCollection.Event.InputDevicePose?

    /// Creates a pointer event.
    public init(
        pointer: PointerID = 0, phase: PointerPhase, location: CGPoint, time: TimeInterval,
        kind: PointerKind = .touch, devicePose: SpatialEventCollection.Event.InputDevicePose? = nil
    ) {
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.time = time
        self.kind = kind
        self.devicePose = devicePose
    }
}

/// What the engine knows about a pointer that is currently down in a session.
struct PointerState: Sendable {
    var id: PointerID
    var kind: PointerKind
    /// The latest location, host space.
    var location: CGPoint
    var downLocation: CGPoint
    var downTime: TimeInterval
    /// The pen's pose at the down, if its device reported one.
    var devicePose: SpatialEventCollection.Event.InputDevicePose? = nil
}
