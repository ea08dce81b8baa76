import Foundation

/// The views a mouse pointer is over, and what to tell them when it leaves.
struct HoverTracker {
    /// The `onHover` views under the pointer, outermost last, with the action to call on leaving.
    private(set) var hovered: [(identity: ViewIdentity, action: (Bool) -> Void)] = []

    /// Moves the pointer to `location` (`nil`: it left the window): tells the views it left, then
    /// the views it entered, innermost first. Returns whether any action ran.
    @MainActor
    mutating func move(to location: CGPoint?, in host: ViewHost) -> Bool {
        let path = location.flatMap { host.hitTest($0)?.path } ?? []
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
        return !left.isEmpty || !entered.isEmpty
    }
}
