import Foundation

/// A spinning activity indicator, UIKit's `UIActivityIndicatorView`: it keeps whether it is
/// animating and hides when stopped if asked to. On Linux it is not drawn (see `UIView`);
/// SwiftUI's `ProgressView()` is drawn.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size.
    public enum Style: Int, Sendable {
        /// The medium indicator.
        case medium = 100
        /// The large indicator.
        case large = 101
    }

    /// The indicator's size.
    open var style: Style
    /// The indicator's colour.
    open var color: UIColor! = .secondaryLabel
    /// Whether the indicator hides while stopped; `true` by default, as UIKit's.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether the indicator is animating.
    open private(set) var isAnimating = false

    /// An indicator of `style`, stopped (and so hidden).
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The indicator's size: 20 pt medium, 37 pt large, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large ? 37 : 20
        return CGSize(width: side, height: side)
    }

    /// Starts animating, and shows the indicator.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops animating, and hides the indicator if `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
