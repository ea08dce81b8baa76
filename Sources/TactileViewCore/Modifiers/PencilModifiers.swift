import Foundation

/// `onPencilDoubleTap`: a marker holding the action the host calls when the Apple Pencil is
/// double-tapped (`ViewHost/sendPencilDoubleTap(hoverLocation:zDistance:altitude:azimuth:roll:)`).
struct PencilDoubleTapContent: NodeContentModifier {
    nonisolated(unsafe) let action: (PencilDoubleTapGestureValue) -> Void
    var kindName: String { "onPencilDoubleTap" }
    var isLayoutNeutral: Bool { true }
}

/// `onPencilSqueeze`: a marker holding the action the host calls as the Apple Pencil is squeezed
/// (`ViewHost/sendPencilSqueeze(_:hoverLocation:zDistance:altitude:azimuth:roll:)`).
struct PencilSqueezeContent: NodeContentModifier {
    nonisolated(unsafe) let action: (PencilSqueezeGesturePhase) -> Void
    var kindName: String { "onPencilSqueeze" }
    var isLayoutNeutral: Bool { true }
}

extension View {
    /// Runs `action` when the user double-taps their Apple Pencil while this view is in the
    /// window. The value's hover pose says where the pencil hovered, relative to this view, when
    /// it hovered above the view's bounds. Read `EnvironmentValues/preferredPencilDoubleTapAction`
    /// to do what the user chose in Settings.
    nonisolated public func onPencilDoubleTap(
        perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void
    ) -> some View {
        modifier(PencilDoubleTapContent(action: action))
    }

    /// Runs `action` with each phase of a squeeze of the user's Apple Pencil while this view is in
    /// the window: `.active` while squeezing, then `.ended` (or `.failed`). Read
    /// `EnvironmentValues/preferredPencilSqueezeAction` to do what the user chose in Settings.
    nonisolated public func onPencilSqueeze(
        perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void
    ) -> some View {
        modifier(PencilSqueezeContent(action: action))
    }
}
