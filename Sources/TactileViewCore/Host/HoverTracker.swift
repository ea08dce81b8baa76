import Foundation

/// The views a mouse pointer is over, and what to tell them when it leaves.
struct HoverTracker {
    /// The `onHover` views under the pointer, outermost last, with the action to call on leaving.
    private(set) var hovered: [(identity: ViewIdentity, action: (Bool) -> Void)] = []

    /// Moves the pointer to `location` (`nil`: it left the window): tells the views it left, then
    /// the views it entered, innermost first. Returns whether any action ran.
    @MainActor
    mutating func move(to location: CGPoint?, in host: ViewHost) -> Bool {
        let result = location.flatMap { host.hitTest($0) }
        let path = result?.path ?? []
        let continuous = moveContinuous(to: location, result: result)
        let now: [(identity: ViewIdentity, action: (Bool) -> Void)] = path.compactMap { entry in
            (entry.content as? HoverContent).map { (entry.identity, $0.action) }
        }
        let nowIdentities = Set(now.map(\.identity))
        let before = Set(hovered.map(\.identity))
        let left = hovered.filter { !nowIdentities.contains($0.identity) }
        let entered = now.filter { !before.contains($0.identity) }
        hovered = now
        for view in left { view.action(false) }
        for view in entered { view.action(true) }
        return continuous || !left.isEmpty || !entered.isEmpty
    }

    /// The `onContinuousHover` views under the pointer, with the action to call on leaving.
    private(set) var continuouslyHovered: [(identity: ViewIdentity, action: (HoverPhase) -> Void)] = []

    /// Tells the `onContinuousHover` views the pointer left that it ended, then the views under it
    /// where it is. Returns whether any action ran.
    @MainActor
    private mutating func moveContinuous(to location: CGPoint?, result: HitTestResult?) -> Bool {
        var now: [(identity: ViewIdentity, action: (HoverPhase) -> Void)] = []
        var located: [(action: (HoverPhase) -> Void, point: CGPoint)] = []
        if let location, let result {
            let named = result.namedCoordinateSpaces
            for entry in result.path {
                guard let hover = entry.content as? ContinuousHoverContent else { continue }
                let point: CGPoint
                switch hover.coordinateSpace {
                case .global: point = location
                case .local: point = entry.convertFromWindow(location)
                case .named(let name): point = named[name].map { location.applying($0.inverted()) } ?? location
                }
                now.append((entry.identity, hover.action))
                located.append((hover.action, point))
            }
        }
        let nowIdentities = Set(now.map(\.identity))
        let left = continuouslyHovered.filter { !nowIdentities.contains($0.identity) }
        continuouslyHovered = now
        for view in left { view.action(.ended) }
        for view in located { view.action(.active(view.point)) }
        return !left.isEmpty || !located.isEmpty
    }
}
