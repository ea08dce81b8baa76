import Foundation

/// A stack's edge swipe back, UIKit's interactive pop gesture: a drag that starts within
/// ``edgeWidth`` of the stack's leading edge moves the top level with the finger (the level below
/// shows behind it), and pops it when released past ``popFraction`` of the width or moving right
/// faster than ``popVelocity``; any other release puts the level back.
///
/// It never pops the root, nor a level whose back button is hidden
/// (`navigationBarBackButtonHidden(true)`), as UIKit turns the gesture off when the back button
/// goes. It runs alongside the gestures of the level's content (``NavigationStack`` attaches it
/// with `simultaneousGesture(_:)`): a swipe from the edge moves the level whatever it starts on.
@MainActor
final class NavigationSwipe {
    /// A drag must start this close to the stack's leading edge (points): UIKit's screen-edge pan
    /// takes touches within about 20 pt of the edge, wide enough for a thumb, narrow enough to
    /// leave the content's own horizontal drags alone.
    static let edgeWidth: CGFloat = 20
    /// A release past this fraction of the stack's width pops: past half way the level below is
    /// more shown than hidden, where UIKit's interactive pop completes.
    static let popFraction: CGFloat = 0.5
    /// A release moving right faster than this (points a second) pops however far it went: a
    /// flick, faster than a deliberate drag's 300 pt/s, so a slow short swipe still returns.
    static let popVelocity: CGFloat = 500

    /// Pops the top level (`nil` at the root).
    var popTop: (() -> Void)?
    /// What the top level asks of its bar (its back button hidden or not).
    var topBar: NavigationBarState?
    /// The stack's width at its last layout.
    var width: CGFloat = 0

    /// Whether a swipe may pop now.
    /// Made where the stack is initialised, which may be off the main actor; it only sets the
    /// defaults above.
    nonisolated init() {}

    var canPop: Bool { popTop != nil && topBar?.request.backButtonHidden != true }

    /// Whether a release at `translation` (rightwards positive), moving at `velocity`, pops a
    /// stack `width` wide.
    static func pops(translation: CGFloat, velocity: CGFloat, width: CGFloat) -> Bool {
        guard translation > 0 else { return false }
        return translation > width * popFraction || velocity > popVelocity
    }

    /// The drag, in the stack's space (the stack does not move; its top level does), writing how
    /// far the top level is moved to `offset`.
    func gesture(offset: Binding<CGFloat>) -> some Gesture {
        DragGesture()
            .onChanged { [self] value in
                guard value.startLocation.x <= Self.edgeWidth, canPop else { return }
                offset.wrappedValue = max(0, value.translation.width)
            }
            .onEnded { [self] value in
                guard value.startLocation.x <= Self.edgeWidth, canPop else { return }
                if Self.pops(translation: value.translation.width, velocity: value.velocity.width, width: width) {
                    offset.wrappedValue = 0
                    popTop?()
                } else {
                    withAnimation(.spring()) { offset.wrappedValue = 0 }
                }
            }
    }
}
