import Foundation

extension UIView {
    /// The timing of a UIKit animation, UIKit's `UIView.AnimationCurve`, as the keyboard
    /// notifications' `keyboardAnimationCurveUserInfoKey` carries it. Kept only: UIKit animations
    /// do not run on Linux (Tactile animates SwiftUI views).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even throughout.
        case linear
    }
}
