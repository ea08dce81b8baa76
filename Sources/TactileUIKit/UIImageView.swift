import Foundation

/// A view that shows an image, UIKit's `UIImageView`.
///
/// On Linux it keeps its image, highlighted image and content mode; the image is not drawn (see
/// `UIView`), and as a `UIImage` there names an image rather than holding pixels, the view has no
/// intrinsic size. SwiftUI's `Image(uiImage:)` draws the image. Like UIKit's, it takes no
/// touches by default (`isUserInteractionEnabled` is `false`).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image is the one shown.
    open var isHighlighted = false
    /// The images of an animation (kept only: UIKit animations do not run on Linux).
    open var animationImages: [UIImage]?
    /// Whether the animation is running: never on Linux.
    open var isAnimating: Bool { false }

    /// A view showing `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// A view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// A view with no image and `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Starts the animation: accepted, nothing runs on Linux.
    open func startAnimating() {}
    /// Stops the animation: accepted.
    open func stopAnimating() {}
}
