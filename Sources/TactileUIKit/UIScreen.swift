import Foundation
import TactileViewCore

/// The screen, UIKit's `UIScreen`: on Linux the screen is Tactile's default window.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen apps are shown on.
    public static let main = UIScreen()

    /// The screen's bounds in points: Tactile's default window (`ViewHost.defaultSize`,
    /// 400 × 800), so that code sizing views from it matches what is hosted. A host of another size
    /// does not change it.
    public let bounds = CGRect(origin: .zero, size: ViewHost.defaultSize)

    /// Pixels a point: 3, a current iPhone's. Tactile draws in points (SVG); nothing is rasterised.
    public let scale: CGFloat = 3

    /// `bounds` in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// `scale`.
    public var nativeScale: CGFloat { scale }
}
