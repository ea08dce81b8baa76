import Foundation

/// An object that can receive events, UIKit's `UIResponder`: the base of `UIView` and
/// `UIViewController`.
///
/// On Linux nothing delivers UIKit events: Tactile's hosts send pointer events to SwiftUI
/// gestures, not to UIKit responders, so overrides of the `touches…` methods are accepted and
/// never called. First responder status is kept, one responder at a time in the app, for the
/// responders that can take it (`UITextField` and `UITextView`); it brings no keyboard.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The app's first responder, if any.
    static weak var current: UIResponder?
    /// Whether `UIView.endEditing(true)` is resigning: the responder must give up its status
    /// whatever its delegate answers.
    static var isForcingResign = false

    /// The next responder in the chain: `nil`, as no responder chain is built on Linux.
    open var next: UIResponder? { nil }

    /// Whether this responder can become first responder: `false` unless a subclass says so.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder is the app's first responder.
    open var isFirstResponder: Bool { UIResponder.current === self }

    /// Makes this responder the first responder, if it can become one and the current one resigns;
    /// answers whether it is. Subclasses ask their delegates before calling this.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.current, !current.resignFirstResponder() { return false }
        UIResponder.current = self
        return true
    }

    /// Gives up first responder status; answers `true` (also when there was none to give up).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponder { UIResponder.current = nil }
        return true
    }

    /// Touches began: never called on Linux (Tactile delivers touches to SwiftUI gestures).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches moved: never called on Linux.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches ended: never called on Linux.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches cancelled: never called on Linux.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A motion (a shake) began: never called by Tactile on Linux, which has no motion sensor;
    /// a subclass may override it, and code (a test) may call it.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    /// A motion ended: never called by Tactile on Linux (see `motionBegan(_:with:)`). Override it
    /// in a `UIWindow` subclass to detect a shake; the `extension UIWindow { override … }` form
    /// does not compile on Linux, where Swift overrides only in a class's own declaration.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    /// A motion was cancelled: never called by Tactile on Linux.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
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

/// An input event, UIKit's `UIEvent`, so that responder overrides compile; Tactile never creates
/// one on Linux.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The event's touches: none.
    open var allTouches: Set<UITouch>? { nil }
    /// The kind of event: `.touches` unless a subclass says otherwise.
    open var type: EventType { .touches }
    /// The event's subtype: `.none` unless a subclass says otherwise.
    open var subtype: EventSubtype { .none }
    /// When the event happened, in seconds: 0.
    open var timestamp: TimeInterval { 0 }

    /// The kind of an event, UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// A motion of the device (a shake).
        case motion
        /// A remote control's command.
        case remoteControl
        /// Presses of physical buttons.
        case presses
        /// A scroll from a pointer device.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A pinch or rotation from a trackpad.
        case transform = 14
    }

    /// What a motion or remote-control event is, UIKit's `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        /// No subtype (touches and presses).
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Start seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// Stop seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Start seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// Stop seeking forward.
        case remoteControlEndSeekingForward = 109
    }
}

/// The keyboard's notifications and their keys, which SwiftUI code observes to move content out of
/// the keyboard's way. Tactile has no on-screen keyboard (a text field becoming first responder
/// brings none), so they are never posted.
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
    /// The user-info key of the keyboard animation's curve (a `UIView.AnimationCurve` raw value).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The user-info key of whether the keyboard belongs to this app.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
