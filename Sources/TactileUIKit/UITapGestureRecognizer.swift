import Foundation
import TactileViewCore

/// A recognizer of taps, UIKit's `UITapGestureRecognizer`: discrete, `.ended` (`.recognized`)
/// when `numberOfTapsRequired` taps land close together.
///
/// On Linux it runs inside a `UIGestureRecognizerRepresentable` (see `UIGestureRecognizer`),
/// recognized by a `SpatialTapGesture` of that count, with the tap's location. One touch is
/// tracked: `numberOfTouchesRequired` is kept, not honoured.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default; a count below 1 is taken as 1).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs (kept; one is tracked on Linux).
    open var numberOfTouchesRequired = 1

    /// A tap recognizer.
    public override init() { super.init() }

    override func makeDriverGesture(_ driver: any RecognizerDriving) -> AnyGesture<Void>? {
        let tap = SpatialTapGesture(count: max(1, numberOfTapsRequired), coordinateSpace: .global)
            .onEnded { [weak self, weak driver] value in
                guard let self, let driver, self.isEnabled else { return }
                self.windowLocation = value.location
                guard driver.mayBegin() else {
                    self.state = .failed
                    return
                }
                self.state = .ended
                driver.stateChanged()
            }
        return AnyGesture(tap.map { _ in () })
    }
}
