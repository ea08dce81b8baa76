import Foundation
import TactileViewCore

/// A recognizer of a drag, UIKit's `UIPanGestureRecognizer`: continuous, `.began` once the touch
/// has moved `UIPanGestureRecognizer.startDistance` points, `.changed` with each move, `.ended`
/// at the lift (`.cancelled` if Tactile's engine cancels the drag).
///
/// On Linux it runs inside a `UIGestureRecognizerRepresentable` (see `UIGestureRecognizer`),
/// recognized by a `DragGesture` of that minimum distance; its translation and velocity are
/// the drag's. One touch is tracked: `minimumNumberOfTouches` and `maximumNumberOfTouches` are
/// kept, not honoured.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far a touch moves before the pan begins, in points. UIKit does not publish its
    /// hysteresis; 10 is Tactile's estimate, and SwiftUI's `DragGesture` default.
    static let startDistance: CGFloat = 10

    /// The fewest touches the pan takes (kept; one touch is tracked on Linux).
    open var minimumNumberOfTouches = 1
    /// The most touches the pan takes (kept).
    open var maximumNumberOfTouches = Int.max

    /// The drag's translation since it started, from Tactile's engine.
    private var rawTranslation: CGPoint = .zero
    /// What `setTranslation(_:in:)` added to it.
    private var translationOffset: CGPoint = .zero
    /// The drag's velocity, points per second.
    private var currentVelocity: CGPoint = .zero
    /// Whether a touch sequence is under way (begun or refused).
    private var tracking = false

    /// A pan recognizer.
    public override init() { super.init() }

    /// How far the touch has moved since the pan began (or since `setTranslation(_:in:)`), in
    /// points; the same in every view's coordinates, as views do not scale on Linux.
    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: rawTranslation.x + translationOffset.x, y: rawTranslation.y + translationOffset.y)
    }

    /// Makes the translation read `translation` now (`.zero` to measure the next moves from here).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationOffset = CGPoint(x: translation.x - rawTranslation.x, y: translation.y - rawTranslation.y)
    }

    /// The touch's velocity, in points per second.
    open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

    override var reportedTranslation: CGPoint? { translation(in: nil) }
    override var reportedVelocity: CGPoint? { currentVelocity }

    override func makeDriverGesture(_ driver: any RecognizerDriving) -> AnyGesture<Void>? {
        let drag = DragGesture(minimumDistance: Self.startDistance, coordinateSpace: .global)
            .onChanged { [weak self, weak driver] value in
                guard let self, let driver else { return }
                self.moved(value, driver)
            }
            .onEnded { [weak self, weak driver] value in
                guard let self, let driver else { return }
                self.lifted(value, driver)
            }
            .onFailed { [weak self, weak driver] _ in
                guard let self, let driver else { return }
                self.cancelled(driver)
            }
        return AnyGesture(drag.map { _ in () })
    }

    private func take(_ value: DragGesture.Value) {
        windowLocation = value.location
        rawTranslation = CGPoint(x: value.translation.width, y: value.translation.height)
        currentVelocity = CGPoint(x: value.velocity.width, y: value.velocity.height)
    }

    private func moved(_ value: DragGesture.Value, _ driver: any RecognizerDriving) {
        if !tracking {
            tracking = true
            guard isEnabled else { return }
            translationOffset = .zero
            take(value)
            touchCount = 1
            guard driver.mayBegin() else {
                state = .failed
                return
            }
            state = .began
            driver.stateChanged()
            return
        }
        guard state == .began || state == .changed else { return }
        take(value)
        state = .changed
        driver.stateChanged()
    }

    private func lifted(_ value: DragGesture.Value, _ driver: any RecognizerDriving) {
        tracking = false
        touchCount = 0
        guard state == .began || state == .changed else { return }
        take(value)
        state = .ended
        driver.stateChanged()
    }

    private func cancelled(_ driver: any RecognizerDriving) {
        tracking = false
        touchCount = 0
        guard state == .began || state == .changed else { return }
        state = .cancelled
        driver.stateChanged()
    }
}
