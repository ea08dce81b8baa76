import Foundation

/// The height a sheet's card was last laid out at, for its swipe to dismiss.
@MainActor
final class SheetGeometry {
    var height: CGFloat = 0
}

/// A sheet's swipe to dismiss: the card follows a downward drag, and a release far enough down
/// (more than ``dismissFraction`` of its height) or fast enough (over ``dismissVelocity``)
/// dismisses the sheet, as its `dismiss` action does; any other release, or any release when
/// dismissal is disabled, springs the card back.
///
/// Attached to the card with `gesture(_:)`: the gestures inside the sheet win over it (a button,
/// a scroll view along the vertical axis, a drag), as in SwiftUI, where a sheet's content has
/// the first say.
@MainActor
struct SheetSwipe {
    /// A release with the card dragged down by more than this fraction of its height dismisses
    /// it: past half way the sheet is more gone than shown, where UIKit's sheets let go.
    static let dismissFraction: CGFloat = 0.5
    /// A release moving down faster than this (points a second) dismisses the sheet however far
    /// it went: a flick, about three times a deliberate drag's 300 pt/s, so a slow drag that
    /// stops short still springs back.
    static let dismissVelocity: CGFloat = 1000

    let offset: Binding<CGFloat>
    let geometry: SheetGeometry
    let isDisabled: Bool
    let dismiss: DismissAction

    /// Whether a release `translation` points down, moving at `velocity` points a second, dismisses
    /// a card `height` tall.
    static func dismisses(translation: CGFloat, velocity: CGFloat, height: CGFloat) -> Bool {
        guard translation > 0 else { return false }
        return translation > height * dismissFraction || velocity > dismissVelocity
    }

    /// The drag, in the window's space (the card moves under the finger).
    var gesture: some Gesture {
        let offset = self.offset, geometry = self.geometry, isDisabled = self.isDisabled, dismiss = self.dismiss
        return DragGesture(coordinateSpace: .global)
            .onChanged { value in offset.wrappedValue = max(0, value.translation.height) }
            .onEnded { value in
                if !isDisabled,
                    Self.dismisses(
                        translation: value.translation.height, velocity: value.velocity.height,
                        height: geometry.height)
                {
                    dismiss()
                } else {
                    withAnimation(.spring()) { offset.wrappedValue = 0 }
                }
            }
    }
}
