import Foundation
import TactileViewCore

/// A recognizer of one kind of touch sequence, UIKit's `UIGestureRecognizer`: the base of
/// `UIPanGestureRecognizer`, `UITapGestureRecognizer` and `UILongPressGestureRecognizer`.
///
/// On Linux a recognizer runs only inside a SwiftUI `UIGestureRecognizerRepresentable` (attached
/// with `.gesture(_:)`): Tactile's gesture engine recognizes the touches with the matching
/// SwiftUI gesture, moves the recognizer through UIKit's states (`.began`, `.changed`, `.ended`,
/// `.cancelled`, or `.ended` alone for a tap) with its location, translation and velocity, and
/// calls the representable's `handleUIGestureRecognizerAction(_:context:)`. Not provided:
/// target–action (`init(target:action:)`, `addTarget(_:action:)`: Swift on Linux has no
/// Objective-C selectors) and attaching a recognizer to a `UIView` (`addGestureRecognizer(_:)`
/// is kept, but no touches reach UIKit views).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognizing, UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not recognized yet (the state between gestures).
        case possible
        /// A continuous gesture was recognized and started.
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture ended (for a discrete gesture such as a tap: it was recognized).
        case ended
        /// The gesture was cancelled after it began.
        case cancelled
        /// The touches were not this gesture.
        case failed

        /// A discrete gesture was recognized: `.ended`.
        public static var recognized: State { .ended }
    }

    /// The recognizer's state; Tactile sets it as it recognizes.
    open internal(set) var state: State = .possible
    /// Whether the recognizer takes touches; a disabled one stays `.possible` and runs no action.
    open var isEnabled = true
    /// The object asked whether the recognizer may begin.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view the recognizer is attached to with `addGestureRecognizer(_:)`; `nil` inside a
    /// representable (locations are then in the window's coordinates, see `location(in:)`).
    open internal(set) weak var view: UIView?
    /// A name for debugging.
    open var name: String?
    /// Whether touches of a recognized gesture are cancelled in the view (kept; no UIKit view
    /// receives touches on Linux).
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the gesture fails (kept).
    open var delaysTouchesBegan = false
    /// Whether lifting reaches the view only after the gesture fails (kept).
    open var delaysTouchesEnded = true

    /// The last location of the touches, in the window's coordinates.
    var windowLocation: CGPoint = .zero
    /// The number of touches in the gesture now.
    var touchCount = 0

    /// A recognizer with no target (the only form on Linux, see `UIGestureRecognizer`).
    public override init() { super.init() }

    /// The number of touches in the gesture now: 1 while one is down, 0 between gestures.
    open var numberOfTouches: Int { touchCount }

    /// The gesture's location in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The location of touch `touchIndex` in `view`'s coordinates: the gesture's location (one
    /// touch is tracked on Linux).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail: kept, not honoured (each
    /// representable's gesture is arbitrated by Tactile's engine as SwiftUI gestures are).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// Resets the recognizer between gestures; subclasses reset their own values.
    open func reset() {}

    /// The translation a representable's converter reports: `nil` but for a pan.
    var reportedTranslation: CGPoint? { nil }
    /// The velocity a representable's converter reports: `nil` but for a pan.
    var reportedVelocity: CGPoint? { nil }

    /// The SwiftUI gesture that recognizes this recognizer's touches, telling `driver` what
    /// happens; `nil` for a recognizer Tactile cannot drive (the base class).
    func makeDriverGesture(_ driver: any RecognizerDriving) -> AnyGesture<Void>? { nil }
}

/// What a recognizer tells the representable that hosts it when its state changes.
@MainActor
protocol RecognizerDriving: AnyObject {
    /// Whether the gesture may begin: the recognizer is enabled and its delegate agrees.
    func mayBegin() -> Bool
    /// The recognizer's state changed (its location and values are set); run the action.
    func stateChanged()
}

extension UIView {
    /// Attaches `gestureRecognizer` to the view: kept in `gestureRecognizers`; on Linux no touches
    /// reach UIKit views, so it never recognizes (use a `UIGestureRecognizerRepresentable`).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
        attachedRecognizers.append(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// The recognizers attached with `addGestureRecognizer(_:)`, `nil` when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
}
