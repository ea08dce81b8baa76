import Foundation

/// `onHover`: a marker holding the action the host calls when a mouse pointer enters or leaves
/// the view (see ``GestureHost``'s hover tracking).
package struct HoverContent: NodeContentModifier {
    package let action: (Bool) -> Void
    package var kindName: String { "onHover" }
}

extension View {
    /// Runs `action` with `true` when a mouse pointer enters the view and `false` when it leaves.
    ///
    /// The pointer is over the view when a hit test at its location passes through the view (so a
    /// view in front hides the views behind it, as for taps). Only a mouse hovers: the host tracks
    /// the location of every mouse event it is sent (moves with or without the button down), and a
    /// `cancel` leaves every view; touches and pens never hover. The view is left when it leaves the
    /// tree under the pointer only at the next mouse event.
    ///
    /// - Parameter action: Called with whether the pointer is now over the view.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverContent(action: action))
    }
}

/// The views a mouse pointer is over, and what to tell them when it leaves.
package struct HoverTracker {
    /// The `onHover` views under the pointer, outermost last, with the action to call on leaving.
    package private(set) var hovered: [(identity: ViewIdentity, action: (Bool) -> Void)] = []

    /// Moves the pointer to `location` (`nil`: it left the window): tells the views it left, then
    /// the views it entered, innermost first. Returns whether any action ran.
    @MainActor
    package mutating func move(to location: CGPoint?, in host: ViewHost) -> Bool {
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
