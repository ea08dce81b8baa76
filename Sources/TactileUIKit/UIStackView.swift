import Foundation

/// A view that lines up its arranged subviews, UIKit's `UIStackView`.
///
/// On Linux it keeps its arranged subviews (each also a subview, as UIKit's; one removed from the
/// stack view's subviews leaves the arranged ones too) and its axis, spacing, alignment and
/// distribution. It does not lay them out (no Auto Layout on Linux) and is not drawn (see
/// `UIView`); SwiftUI's `HStack` and `VStack` are.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews line up across the axis, UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// Filling the stack view across the axis.
        case fill
        /// At the leading (or top) edge.
        case leading
        /// At their first baselines.
        case firstBaseline
        /// Centred.
        case center
        /// At the trailing (or bottom) edge.
        case trailing
        /// At their last baselines.
        case lastBaseline

        /// The top edge (of a horizontal stack): `leading`.
        public static let top = Alignment.leading
        /// The bottom edge (of a horizontal stack): `trailing`.
        public static let bottom = Alignment.trailing
    }

    /// How arranged subviews share the axis, UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// Their sizes, the stretchiest filling the rest.
        case fill
        /// Equal sizes.
        case fillEqually
        /// Sizes in proportion to their intrinsic sizes.
        case fillProportionally
        /// Equal gaps.
        case equalSpacing
        /// Equal distances between centres.
        case equalCentering
    }

    private var arranged: [UIView] = []

    /// The arranged subviews, in order: those still subviews of this stack view.
    open var arrangedSubviews: [UIView] { arranged.filter { $0.superview === self } }
    /// The direction they line up in: horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// The space between neighbours.
    open var spacing: CGFloat = 0
    /// How they line up across the axis.
    open var alignment: Alignment = .fill
    /// How they share the axis.
    open var distribution: Distribution = .fill
    /// Whether they are laid out within the layout margins (kept only).
    open var isLayoutMarginsRelativeArrangement = false

    /// An empty stack view with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A stack view of `views`, each also added as a subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Adds `view` at the end of the arranged subviews, and as a subview.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` among the arranged subviews at `stackIndex` (clamped to their range), and
    /// adds it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arranged = arrangedSubviews.filter { $0 !== view }
        arranged.insert(view, at: min(max(0, stackIndex), arranged.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Takes `view` out of the arranged subviews; it stays a subview, as in UIKit (call
    /// `removeFromSuperview()` too to take it away).
    open func removeArrangedSubview(_ view: UIView) { arranged.removeAll { $0 === view } }
}
