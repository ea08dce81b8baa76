import Foundation
import TactileViewCore
import Testing

/// Hosts `view` in a window of `width` × `height`.
@MainActor
package func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 400, defaults: UserDefaults? = nil)
    -> ViewHost
{
    ViewHost(view, size: CGSize(width: width, height: height), defaults: defaults)
}

extension ViewHost {
    /// Runs the action of the button whose accessibility identifier is `id` (at its centre), then
    /// commits. Returns whether a button was found.
    @discardableResult
    package func tap(_ id: String) -> Bool {
        guard let frame = frame(ofAccessibilityIdentifier: id),
            let action = buttonAction(at: CGPoint(x: frame.midX, y: frame.midY))
        else {
            return false
        }
        action()
        update()
        return true
    }

    /// The window frame of the view with accessibility identifier `id`, or `.null`.
    package func rect(_ id: String) -> CGRect { frame(ofAccessibilityIdentifier: id) ?? .null }
}
