import Foundation
import TactileViewCore

/// A recognizer of a press held in place, UIKit's `UILongPressGestureRecognizer`: continuous,
/// `.began` once the touch has stayed within `allowableMovement` for `minimumPressDuration`,
/// `.changed` with each move after that, `.ended` at the lift.
///
/// On Linux it runs inside a `UIGestureRecognizerRepresentable` (see `UIGestureRecognizer`),
/// recognized by a `LongPressGesture` of that duration and distance, beside a drag that follows
/// the touch's location. One touch is tracked; `numberOfTapsRequired` and
/// `numberOfTouchesRequired` are kept, not honoured.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the touch must be held, in seconds (0.5, UIKit's default; a negative value is 0).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the touch may move before the press fails, in points (10, UIKit's default).
    open var allowableMovement: CGFloat = 10
    /// Taps before the press (kept; not honoured on Linux).
    open var numberOfTapsRequired = 0
    /// Fingers in the press (kept; one is tracked on Linux).
    open var numberOfTouchesRequired = 1

    /// A long-press recognizer.
    public override init() { super.init() }

    override func makeDriverGesture(_ driver: any RecognizerDriving) -> AnyGesture<Void>? {
        let follow = DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .onChanged { [weak self, weak driver] value in
                guard let self, let driver else { return }
                self.windowLocation = value.location
                self.touchCount = 1
                guard self.state == .began || self.state == .changed else { return }
                self.state = .changed
                driver.stateChanged()
            }
            .onEnded { [weak self, weak driver] value in
                guard let self, let driver else { return }
                self.touchCount = 0
                guard self.state == .began || self.state == .changed else { return }
                self.windowLocation = value.location
                self.state = .ended
                driver.stateChanged()
            }
        let press = LongPressGesture(
            minimumDuration: max(0, minimumPressDuration), maximumDistance: max(0, allowableMovement)
        )
        .onEnded { [weak self, weak driver] _ in
            guard let self, let driver, self.isEnabled else { return }
            guard driver.mayBegin() else {
                self.state = .failed
                return
            }
            self.state = .began
            driver.stateChanged()
        }
        return AnyGesture(follow.simultaneously(with: press).map { _ in () })
    }
}
