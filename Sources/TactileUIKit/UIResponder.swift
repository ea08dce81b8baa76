import Foundation

/// An object that can receive events, UIKit's `UIResponder`: the base of `UIView` and
/// `UIViewController`.
///
/// On Linux nothing delivers UIKit events: Tactile's hosts send pointer events to SwiftUI
/// gestures, not to UIKit responders, so overrides of the `touches…` methods are accepted and
/// never called. The first-responder calls answer as a responder that cannot become first
/// responder does.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The next responder in the chain: `nil`, as no responder chain is built on Linux.
    open var next: UIResponder? { nil }

    /// Whether this responder can become first responder: `false` unless a subclass says so.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder is first responder: never on Linux.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder; answers `false`, as no keyboard focus exists for UIKit
    /// objects on Linux.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first responder status; answers `true` (there was none to give up).
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Touches began: never called on Linux (Tactile delivers touches to SwiftUI gestures).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches moved: never called on Linux.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches ended: never called on Linux.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches cancelled: never called on Linux.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// One touch, UIKit's `UITouch`, so that responder overrides compile. Tactile never creates one
/// on Linux: its touches reach SwiftUI gestures as pointer events.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The touch's location in `view`'s coordinates; the origin, as no touch exists.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// The touch's previous location in `view`'s coordinates; the origin, as no touch exists.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
    /// The view the touch began in: none.
    open var view: UIView? { nil }
    /// How many taps this touch is part of.
    open var tapCount: Int { 0 }
}

/// An input event, UIKit's `UIEvent`, so that responder overrides compile; never created on Linux.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The event's touches: none.
    open var allTouches: Set<UITouch>? { nil }
}

/// The keyboard's notifications and their keys, which SwiftUI code observes to move content out of
/// the keyboard's way. Tactile has no on-screen keyboard, so they are never posted.
extension UIResponder {
    /// Posted before the keyboard appears; never, on Linux.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appears; never, on Linux.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears; never, on Linux.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappears; never, on Linux.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes; never, on Linux.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// The user-info key of the keyboard's frame at the end of its animation.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard's frame at the start of its animation.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard animation's duration.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}
