import Foundation

/// The object told when a navigation controller shows a controller, UIKit's
/// `UINavigationControllerDelegate`. Every method has a default (UIKit's are optional): nothing.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown; nothing by default.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` was shown; nothing by default.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// A stack of controllers, UIKit's `UINavigationController`.
///
/// On Linux it keeps its stack (each controller a child, `navigationController` pointing back),
/// pushes and pops as UIKit does (the root is never popped) and tells its delegate before and
/// after the top changes; nothing is shown and no transition runs (see `UIViewController`).
/// SwiftUI's `NavigationStack` is drawn and navigates.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The object told when the top controller changes.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The bar at the top (kept only; see `UINavigationBar`).
    open private(set) lazy var navigationBar = UINavigationBar(frame: .zero)
    /// Whether the bar is hidden.
    open private(set) var isNavigationBarHidden = false
    /// Whether the toolbar is hidden: `true` by default, as UIKit's.
    open var isToolbarHidden = true

    /// An empty stack.
    public override init() { super.init() }

    /// A stack of `rootViewController` (designated, as UIKit's, so subclasses can override it).
    public init(rootViewController: UIViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// Not supported on Linux (no storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The controllers of the stack, root first; setting it replaces the stack.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// The controller shown: the one this presents, else the top one.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Replaces the stack with `viewControllers` (a controller listed twice is kept once); the
    /// delegate hears of the new top when it changes.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where controller !== self && !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let oldTop = topViewController
        let newTop = unique.last
        if let newTop, newTop !== oldTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        for child in children where !unique.contains(where: { $0 === child }) { child.removeFromParent() }
        for controller in unique {
            controller.removeFromParent()
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if let newTop, newTop !== oldTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
    }

    /// Pushes `viewController` onto the stack; a controller already in it is ignored, as UIKit
    /// refuses to push one twice.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard viewController !== self, !children.contains(where: { $0 === viewController }) else { return }
        setViewControllers(children + [viewController], animated: animated)
    }

    /// Pops the top controller and answers it; answers `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        setViewControllers(Array(children.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and answers them, bottom first (`nil` when none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `viewController` and answers them, bottom first; `nil` when
    /// `viewController` is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        if !popped.isEmpty { setViewControllers(Array(children[...index]), animated: animated) }
        return popped
    }

    /// Hides or shows the bar (`animated` is ignored).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Hides or shows the toolbar (`animated` is ignored).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

extension UIViewController {
    /// The nearest ancestor (through `parent`) that is a navigation controller, if any.
    public var navigationController: UINavigationController? {
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller as? UINavigationController, navigation !== self { return navigation }
            current = controller.parent
        }
        return nil
    }
}
