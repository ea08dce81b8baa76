import Foundation

/// A controller of a view, UIKit's `UIViewController`, for SwiftUI code that wraps one in a
/// `UIViewControllerRepresentable` or keeps one as a window's root.
///
/// What it does on Linux: its `view` is loaded on first use (`loadView()` then
/// `viewDidLoad()`); a representable that hosts it calls the appearance methods as the
/// SwiftUI view appears and disappears and gives its view the laid-out frame; children and
/// presentations are recorded (`children`, `presentedViewController`), and `present` and
/// `dismiss` call their completions at once.
///
/// What it does not do: nothing it presents is shown (UIKit does not exist on Linux), and no
/// navigation or transition animation runs.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The controller's view, loaded on first use.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? UIView(frame: UIScreen.main.bounds)
            loadedView = view
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    /// Whether `view` is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The controller's title.
    open var title: String?
    /// The light or dark style this controller and its views use instead of the system's
    /// (`.unspecified`: the system's). Kept only: nothing is drawn from it on Linux.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The controller's child controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []

    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?

    /// The controller this one presents.
    open private(set) var presentedViewController: UIViewController?

    /// The controller that presents this one.
    open private(set) weak var presentingViewController: UIViewController?

    /// The size the controller would like when presented (stored only).
    open var preferredContentSize: CGSize = .zero

    /// The presentation style (stored only).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// A controller with no view yet.
    public override init() { super.init() }

    /// A controller from a nib: Linux has no nibs, so the names are ignored.
    public convenience init(nibName: String?, bundle: Bundle?) { self.init() }

    /// Not supported on Linux (no storyboards): answers `nil`, as a failed decode does.
    public required init?(coder: NSCoder) { nil }

    /// Makes `view`; the default makes a plain view the size of the screen.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Adds `child` as a child controller.
    open func addChild(_ child: UIViewController) {
        guard child !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
        child.willMove(toParent: self)
    }

    /// Takes the controller out of its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Called before the controller moves to `parent`.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to `parent`.
    open func didMove(toParent parent: UIViewController?) {}

    /// Records `controller` as presented and calls `completion` at once (nothing is shown on Linux).
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        controller.presentingViewController = self
        completion?()
    }

    /// Dismisses what this controller presents (or this controller, if it is presented) and
    /// calls `completion` at once.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
            presented.presentationDidEnd()
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
            presentationDidEnd()
        }
        completion?()
    }

    /// Called on a presented controller once it is dismissed; subclasses of this module report it
    /// (a share sheet's completion handler).
    func presentationDidEnd() {}
}

/// How a controller is presented, UIKit's `UIModalPresentationStyle` (stored only on Linux).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice.
    case automatic = -2
    /// No adaptation.
    case none = -1
    /// Covers the screen.
    case fullScreen = 0
    /// A sheet over part of the screen.
    case pageSheet
    /// A smaller sheet.
    case formSheet
    /// Covers the presenter's context.
    case currentContext
    /// Presented by the controller's own code.
    case custom
    /// Covers the screen, keeping what is below visible.
    case overFullScreen
    /// Covers the presenter's context, keeping what is below visible.
    case overCurrentContext
    /// A popover.
    case popover
}
