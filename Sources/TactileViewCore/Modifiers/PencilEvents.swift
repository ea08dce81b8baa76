import Foundation

/// Where an Apple Pencil hovers above a view and how it is held, SwiftUI's `PencilHoverPose`: part
/// of a double tap's or a squeeze's value when the pencil hovered over the view's bounds.
public struct PencilHoverPose: Hashable {
    /// The pencil's location in the view's own space.
    public let location: CGPoint
    /// The pencil's location as a unit point of the view's bounds (`(0, 0)` top-leading).
    public let anchor: UnitPoint
    /// How far above the screen the pencil's tip is, in points.
    public let zDistance: CGFloat
    /// The angle between the pencil and the screen's plane.
    public let altitude: Angle
    /// The direction the pencil points in the screen's plane.
    public let azimuth: Angle
    /// How the pencil is rotated about its own axis.
    public let roll: Angle
}

/// The value of an Apple Pencil double tap, SwiftUI's `PencilDoubleTapGestureValue`.
public struct PencilDoubleTapGestureValue: Hashable {
    /// The pencil's pose relative to the view when it hovered above the view's bounds, `nil`
    /// otherwise.
    public let hoverPose: PencilHoverPose?
}

/// The value of an Apple Pencil squeeze, SwiftUI's `PencilSqueezeGestureValue`.
public struct PencilSqueezeGestureValue: Hashable {
    /// The pencil's pose relative to the view when it hovered above the view's bounds, `nil`
    /// otherwise.
    public let hoverPose: PencilHoverPose?
}

/// Where an Apple Pencil squeeze is, SwiftUI's `PencilSqueezeGesturePhase`.
@frozen public enum PencilSqueezeGesturePhase: Equatable {
    /// The squeeze is under way.
    case active(PencilSqueezeGestureValue)
    /// The squeeze ended: the user let go.
    case ended(PencilSqueezeGestureValue)
    /// The squeeze failed (the system took it).
    case failed
}
