import Foundation

/// A row of page dots, UIKit's `UIPageControl`: it keeps the number of pages, the current page
/// (kept in range) and its colours, and sizes itself close to UIKit's default style. On Linux it is not drawn
/// (see `UIView`) and takes no taps; a page-style `TabView` draws its own dots.
@preconcurrency @MainActor
open class UIPageControl: UIView {
    /// How many pages there are; the current page stays in range.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
        }
    }
    /// The page shown, from 0 to `numberOfPages - 1`.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
        }
    }
    /// Whether a single page hides the control.
    open var hidesForSinglePage = false
    /// The colour of the dots of other pages.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// The background behind the dots.
    open var backgroundStyle: BackgroundStyle = .automatic

    /// The background behind the dots, UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// A background while the user interacts.
        case automatic
        /// A background always.
        case prominent
        /// No background.
        case minimal
    }

    /// A control with no pages.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The size for `pageCount` dots: 26 pt tall, 16 pt a dot plus 8 pt either side. UIKit does
    /// not document its sizes; these are Tactile's estimate of its default style (7 pt dots with
    /// 9 pt between them).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        return CGSize(width: count == 0 ? 0 : count * Self.dotPitch + 2 * Self.sideInset, height: Self.height)
    }

    /// `size(forNumberOfPages:)` of `numberOfPages`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The shared proxy of `UIPageControl` (see `UIView.appearance()`): recorded, with no effect
    /// on a page-style `TabView`'s dots, which Tactile draws itself.
    open override class func appearance() -> UIPageControl { AppearanceProxies.proxy { UIPageControl(frame: .zero) } }

    /// A dot and the gap after it.
    static let dotPitch: CGFloat = 16
    /// The space before the first dot and after the last.
    static let sideInset: CGFloat = 8
    /// The control's height.
    static let height: CGFloat = 26
}
