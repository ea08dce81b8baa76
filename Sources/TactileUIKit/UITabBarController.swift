import Foundation

/// The object asked and told when a tab bar controller changes tabs, UIKit's
/// `UITabBarControllerDelegate`. Every method has a default (UIKit's are optional).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether `viewController` may be selected; `true` by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// `viewController` was selected; nothing by default.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// `true`.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    /// Nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Controllers one of which is shown, chosen by a tab bar, UIKit's `UITabBarController`.
///
/// On Linux it keeps its controllers (each a child, `tabBarController` pointing back) and which
/// is selected, as UIKit does (an index out of range selects nothing; the first is selected when
/// the controllers are set); nothing is shown (see `UIViewController`). SwiftUI's `TabView` is
/// drawn and switches tabs.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The object asked before a tab is selected by `select(_:)` and told after.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The index of the selected controller, `NSNotFound` when none; setting an index out of range
    /// selects nothing.
    open var selectedIndex: Int {
        get { selected ?? NSNotFound }
        set { selected = children.indices.contains(newValue) ? newValue : nil }
    }
    private var selected: Int?

    /// No controllers.
    public override init() { super.init() }

    /// Not supported on Linux (no storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The controllers, in tab order; setting them selects the first (or the one already
    /// selected, if it is among them).
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers (`animated` is ignored).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        for child in children { child.removeFromParent() }
        var unique: [UIViewController] = []
        for controller in viewControllers ?? []
        where controller !== self && !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        for controller in unique {
            controller.removeFromParent()
            addChild(controller)
            controller.didMove(toParent: self)
        }
        selected = unique.firstIndex { $0 === previous } ?? (unique.isEmpty ? nil : 0)
    }

    /// The selected controller; setting one that is not among the controllers selects nothing.
    open var selectedViewController: UIViewController? {
        get { selected.map { children[$0] } }
        set { selected = newValue.flatMap { controller in children.firstIndex { $0 === controller } } }
    }

    /// Selects `viewController` as a tap on its tab would: asks the delegate first, tells it after.
    open func select(_ viewController: UIViewController) {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return }
        guard delegate?.tabBarController(self, shouldSelect: viewController) ?? true else { return }
        selected = index
        delegate?.tabBarController(self, didSelect: viewController)
    }
}

extension UIViewController {
    /// The nearest ancestor (through `parent`) that is a tab bar controller, if any.
    public var tabBarController: UITabBarController? {
        var current: UIViewController? = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
