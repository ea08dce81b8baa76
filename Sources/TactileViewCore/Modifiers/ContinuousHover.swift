import Foundation

/// Where a mouse pointer is over a view, SwiftUI's `HoverPhase` (`View/onContinuousHover(coordinateSpace:perform:)`).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// `onContinuousHover`: a marker holding the action the host calls as a mouse pointer moves over
/// the view, with the space its locations are in (see `HoverTracker`).
struct ContinuousHoverContent: NodeContentModifier {
    let coordinateSpace: CoordinateSpace
    nonisolated(unsafe) let action: (HoverPhase) -> Void
    var kindName: String { "onContinuousHover" }
}

extension View {
    /// Runs `action` with the pointer's location each time a mouse pointer moves over the view,
    /// and with `.ended` when it leaves (as `View/onHover(perform:)` decides "over": touches and
    /// pens never hover). Locations are in `coordinateSpace`: the view's own (`.local`), the
    /// window's (`.global`), or an ancestor's `coordinateSpace(name:)`.
    nonisolated public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        modifier(ContinuousHoverContent(coordinateSpace: coordinateSpace.coordinateSpace, action: action))
    }

    /// Runs `action` as a mouse pointer moves over the view (see
    /// `onContinuousHover(coordinateSpace:perform:)`), with the space as a `CoordinateSpace`.
    @_disfavoredOverload
    nonisolated public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        modifier(ContinuousHoverContent(coordinateSpace: coordinateSpace, action: action))
    }
}
