import Foundation

extension ViewHost {
    /// A step of an Apple Pencil squeeze a host sends (`sendPencilSqueeze(_:hoverLocation:zDistance:altitude:azimuth:roll:)`).
    public enum PencilSqueezeStep: Sendable {
        /// The user is squeezing: the views see `.active`.
        case active
        /// The user let go: the views see `.ended`.
        case ended
        /// The system took the squeeze: the views see `.failed`.
        case failed
    }

    /// Sends an Apple Pencil double tap, as the pencil's hardware does, then commits: every view in
    /// the window with `onPencilDoubleTap` runs its action, in tree order.
    ///
    /// - Parameters:
    ///   - hoverLocation: Where the pencil hovers, in window points, or `nil` when it does not
    ///     hover over the screen. A view whose bounds contain it gets a hover pose relative to
    ///     itself; the others get none.
    ///   - zDistance: The tip's height above the screen.
    ///   - altitude: The angle between the pencil and the screen.
    ///   - azimuth: The direction the pencil points in the screen's plane.
    ///   - roll: The pencil's rotation about its axis.
    public func sendPencilDoubleTap(
        hoverLocation: CGPoint? = nil, zDistance: CGFloat = 0.5, altitude: Angle = .degrees(90),
        azimuth: Angle = .zero, roll: Angle = .zero
    ) {
        let pose = PoseInput(
            location: hoverLocation, zDistance: zDistance, altitude: altitude, azimuth: azimuth, roll: roll)
        var calls: [@MainActor () -> Void] = []
        graph.root?.forEachNode { node in
            guard let marker = node.content as? PencilDoubleTapContent else { return }
            let value = PencilDoubleTapGestureValue(hoverPose: pose.relative(to: node))
            calls.append { marker.action(value) }
        }
        withTaskClock { for call in calls { call() } }
        update()
    }

    /// Sends a step of an Apple Pencil squeeze, as the pencil's hardware does, then commits: every
    /// view in the window with `onPencilSqueeze` runs its action with the phase, in tree order.
    /// The parameters after the step are those of
    /// `sendPencilDoubleTap(hoverLocation:zDistance:altitude:azimuth:roll:)`.
    public func sendPencilSqueeze(
        _ step: PencilSqueezeStep, hoverLocation: CGPoint? = nil, zDistance: CGFloat = 0.5,
        altitude: Angle = .degrees(90), azimuth: Angle = .zero, roll: Angle = .zero
    ) {
        let pose = PoseInput(
            location: hoverLocation, zDistance: zDistance, altitude: altitude, azimuth: azimuth, roll: roll)
        var calls: [@MainActor () -> Void] = []
        graph.root?.forEachNode { node in
            guard let marker = node.content as? PencilSqueezeContent else { return }
            let value = PencilSqueezeGestureValue(hoverPose: pose.relative(to: node))
            let phase: PencilSqueezeGesturePhase =
                switch step {
                case .active: .active(value)
                case .ended: .ended(value)
                case .failed: .failed
                }
            calls.append { marker.action(phase) }
        }
        withTaskClock { for call in calls { call() } }
        update()
    }
}

/// A hovering pencil as a host describes it, in window points.
private struct PoseInput {
    let location: CGPoint?
    let zDistance: CGFloat
    let altitude: Angle
    let azimuth: Angle
    let roll: Angle

    /// The pose relative to `node`, when the pencil hovers over its bounds.
    @MainActor
    func relative(to node: ViewNode) -> PencilHoverPose? {
        guard let location else { return nil }
        let local = location.applying(node.transformToWindow.inverted())
        guard node.bounds.contains(local) else { return nil }
        let anchor = UnitPoint(
            x: node.size.width > 0 ? local.x / node.size.width : 0,
            y: node.size.height > 0 ? local.y / node.size.height : 0)
        return PencilHoverPose(
            location: local, anchor: anchor, zDistance: zDistance, altitude: altitude, azimuth: azimuth, roll: roll)
    }
}
