import Foundation

/// `onHover`: a marker holding the action the host calls when a mouse pointer enters or leaves
/// the view (see ``GestureHost``'s hover tracking).
struct HoverContent: NodeContentModifier {
    nonisolated(unsafe) let action: (Bool) -> Void
    var kindName: String { "onHover" }
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
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverContent(action: action))
    }
}
