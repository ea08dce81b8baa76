import Foundation

/// A scrolling view, UIKit's `UIScrollView`, for code that sets its appearance proxy
/// (`UIScrollView.appearance().bounces = false`) or keeps one in a representable.
///
/// On Linux it keeps its content offset, insets and flags; it does not scroll, draw indicators or
/// take touches (see `UIView`). Its appearance proxy records settings with no effect on SwiftUI's
/// `ScrollView`, which Tactile does not build from a `UIScrollView`: use
/// `scrollBounceBehavior(_:axes:)` and `scrollIndicators(_:axes:)` there.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How a drag dismisses the keyboard, UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// It does not.
        case none
        /// On the drag's start.
        case onDrag
        /// With the drag, interactively.
        case interactive
    }

    /// The point of the content at the view's origin.
    open var contentOffset: CGPoint = .zero
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// The space around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// Whether the content bounces past its edges.
    open var bounces = true
    /// Whether it bounces vertically even when the content fits.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content fits.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling is on.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds.
    open var isPagingEnabled = false
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// How a drag dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// A scroll view with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Moves the content so that `contentOffset` is at the origin; `animated` is ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// The shared proxy of `UIScrollView` (see `UIView.appearance()`).
    open override class func appearance() -> UIScrollView { AppearanceProxies.proxy { UIScrollView(frame: .zero) } }
}
