import Foundation
import Tactile
import Testing

/// `UITabBarController`, `overrideUserInterfaceStyle` and `UIHostingController.sizeThatFits(in:)`:
/// the parts of UIKit that component libraries reach for around their SwiftUI views.
@MainActor
@Suite("Tab bar controller and hosting sizes")
struct TabBarControllerTests {
    final class Vetoing: UITabBarControllerDelegate {
        var refused: UIViewController?
        var selected: [UIViewController] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        { viewController !== refused }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController)
        }
    }

    @Test func controllersAreChildrenAndTheFirstIsSelected() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        let first = UIViewController(), second = UIViewController()
        tabs.viewControllers = [first, second, first]
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.selectedViewController === first)
        #expect(second.tabBarController === tabs)
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === second)
        tabs.selectedIndex = 5
        #expect(tabs.selectedViewController == nil)
        // A controller kept when the list changes stays selected.
        tabs.selectedViewController = second
        tabs.setViewControllers([UIViewController(), second], animated: true)
        #expect(tabs.selectedIndex == 1)
        #expect(first.tabBarController == nil)
    }

    @Test func selectingAsksAndTellsTheDelegate() {
        let tabs = UITabBarController()
        let delegate = Vetoing()
        tabs.delegate = delegate
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        tabs.viewControllers = [first, second, third]
        delegate.refused = second
        tabs.select(second)
        #expect(tabs.selectedViewController === first)
        tabs.select(third)
        #expect(tabs.selectedViewController === third)
        #expect(delegate.selected.count == 1 && delegate.selected.first === third)
    }

    @Test func anOverriddenStyleIsKept() {
        let controller = UIHostingController(rootView: Text("Hi"))
        #expect(controller.overrideUserInterfaceStyle == .unspecified)
        controller.overrideUserInterfaceStyle = .dark
        controller.view.overrideUserInterfaceStyle = .light
        #expect(controller.overrideUserInterfaceStyle == .dark)
        #expect(controller.view.overrideUserInterfaceStyle == .light)
    }

    @Test func aHostingControllerMeasuresItsRootView() {
        let controller = UIHostingController(rootView: Color.red.frame(width: 120, height: 40))
        #expect(controller.sizeThatFits(in: CGSize(width: 300, height: 300)) == CGSize(width: 120, height: 40))
        let flexible = UIHostingController(
            rootView: Color.red.frame(minWidth: 10, maxWidth: .infinity).frame(height: 30))
        #expect(flexible.sizeThatFits(in: CGSize(width: 250, height: 300)) == CGSize(width: 250, height: 30))
        // Nothing offered across: the ideal width (the flexible frame's minimum).
        #expect(
            flexible.sizeThatFits(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 300)).height == 30)
    }
}
