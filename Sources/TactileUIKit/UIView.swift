import Foundation

/// A rectangular view of UIKit, `UIView`, for SwiftUI code that wraps one in a
/// `UIViewRepresentable` or reads a window's geometry.
///
/// What it does on Linux: it keeps its geometry (`frame`, `bounds`, `center`), its subview tree
/// and its properties; a view that a representable hosts gets the frame SwiftUI's layout gives it,
/// and its `backgroundColor` is drawn there (at its `alpha`, unless `isHidden`).
/// `intrinsicContentSize` and `sizeThatFits(_:)` are asked when SwiftUI sizes it.
///
/// What it does not do: UIKit does not exist on Linux, so nothing else a UIKit view would draw
/// (subviews, text, images, layers, `draw(_:)`) appears, and no touches reach it (see
/// `UIResponder`).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The size a view with no intrinsic size in a dimension reports for it, as UIKit's.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        get {
            CGRect(origin: CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2), size: bounds.size)
        }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The view's own coordinate space: its size, at its origin.
    open var bounds: CGRect = .zero {
        didSet { if oldValue.size != bounds.size { setNeedsLayout() } }
    }
    /// The view's centre in its superview's coordinates.
    open var center: CGPoint = .zero
    /// The colour filling the view; drawn on Linux when a representable hosts the view.
    open var backgroundColor: UIColor?
    /// The light or dark style this view and its subviews use instead of the system's
    /// (`.unspecified`: inherited). Kept only: nothing is drawn from it on Linux.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The view's opacity, 0 to 1.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether the view is opaque (a drawing hint; stored only).
    open var isOpaque = true
    /// A number to find the view by with `viewWithTag(_:)`.
    open var tag = 0
    /// Whether subviews are clipped to the bounds (stored only: subviews are not drawn on Linux).
    open var clipsToBounds = false
    /// Whether the view takes touches (stored only: no touches reach UIKit views on Linux).
    open var isUserInteractionEnabled = true
    /// The view's tint colour: its own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    private var ownTintColor: UIColor?
    /// How the content follows bounds changes (stored only).
    open var contentMode: ContentMode = .scaleToFill
    /// Which sizes and margins follow the superview (stored only).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the autoresizing mask becomes constraints (stored only: no Auto Layout on Linux).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The insets of the safe area: zero, as Tactile's hosts have none by default.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The view's superview, if it is in one.
    open private(set) weak var superview: UIView?
    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The window the view is in: the nearest ancestor that is one.
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }

    /// Whether `layoutSubviews()` is due.
    private var needsLayout = true
    /// The recognizers attached with `addGestureRecognizer(_:)`.
    var attachedRecognizers: [UIGestureRecognizer] = []

    /// A view with `frame`.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// A view decoded from an archive: not supported on Linux (no storyboards or nibs), so it
    /// answers `nil`, as a failed decode does.
    public required init?(coder: NSCoder) { nil }

    /// The appearance proxy of the class, UIKit's `UIAppearance`: one shared view that records
    /// what is set on it, with no effect on Linux (see `UIAppearance.swift`'s `AppearanceProxies`).
    /// Subclasses of TactileUIKit override it to return their own proxy.
    open class func appearance() -> UIView { AppearanceProxies.proxy { UIView(frame: .zero) } }

    // MARK: Hierarchy

    /// Adds `view` as the frontmost subview, taking it out of its old superview.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` among the subviews at `index` (clamped to the subviews' range).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        setNeedsLayout()
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// Moves `view`, a subview, to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view`, a subview, to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// This view or the first descendant (depth first) whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Editing

    /// Asks the first responder to resign when it is this view or one of its subviews; a window
    /// asks it wherever it is, as on Linux the views SwiftUI's representables host are not in the
    /// window's subview tree, and `UIApplication.shared.windows.first?.endEditing(true)` is how
    /// SwiftUI code hides the keyboard. With `force`, the responder resigns whatever its delegate
    /// answers. Answers whether no such responder is left.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.current else { return true }
        if !(self is UIWindow) {
            guard let view = responder as? UIView, view.isDescendant(of: self) else { return true }
        }
        let wasForcing = UIResponder.isForcingResign
        UIResponder.isForcingResign = force
        defer { UIResponder.isForcingResign = wasForcing }
        return responder.resignFirstResponder()
    }

    // MARK: Sizing and layout

    /// The size the content wants: `noIntrinsicMetric` in both dimensions unless a subclass
    /// says otherwise.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// The size that best fits `size`: the current bounds' size, as UIKit's default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }

    /// Marks the layout as due; `layoutIfNeeded()` runs it.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs `layoutSubviews()` if a layout is due, then its subviews' layouts.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Lays out the subviews; the default does nothing (no Auto Layout on Linux).
    open func layoutSubviews() {}

    /// Marks the content as needing drawing: accepted; Tactile draws only `backgroundColor`.
    open func setNeedsDisplay() {}

    /// Draws the content: never called on Linux (see `UIView`).
    open func draw(_ rect: CGRect) {}

    /// Whether `point`, in this view's coordinates, is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive descendant (or this view) containing `point`, in this
    /// view's coordinates, front to back, as UIKit's hit testing walks the tree. Tactile never
    /// calls it (no touches reach UIKit views on Linux); code and overrides may.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for view in subviews.reversed() {
            if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
        }
        return self
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when `nil`),
    /// through the superview chain's frames.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = windowPoint(point)
        guard let view else { return inWindow }
        let origin = view.windowPoint(.zero)
        return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
    }

    /// Converts `point` from `view`'s coordinates (the window's when `nil`) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.windowPoint(point) ?? point
        let origin = windowPoint(.zero)
        return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
    }

    private func windowPoint(_ point: CGPoint) -> CGPoint {
        var result = CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            result.x += current.frame.minX
            result.y += current.frame.minY
            view = current.superview
            if let parent = view { result.x -= parent.bounds.minX; result.y -= parent.bounds.minY }
        }
        return result
    }
}
