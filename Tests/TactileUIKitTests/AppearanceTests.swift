// Appearance proxies SwiftUI code sets in an App's or a view's init: through `import Tactile`.
import Foundation
import Tactile
import Testing

@MainActor
@Suite("UIKit appearance proxies")
struct AppearanceTests {
    @Test("a navigation bar appearance's presets set its background and shadow")
    func navigationBarPresets() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect != nil)
        #expect(appearance.backgroundColor == nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.shadowColor == .separator)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == nil)
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let copy = appearance.copy() as? UINavigationBarAppearance
        #expect(copy?.backgroundColor == .systemIndigo)
        #expect(copy?.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    }

    @Test("each class's proxy is one shared object that keeps what is set on it")
    func proxiesRecord() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 30, weight: .bold)]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().tintColor = .systemPink
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
        #expect(UINavigationBar.appearance().scrollEdgeAppearance === appearance)
        #expect(UINavigationBar.appearance().tintColor == .systemPink)
        // A bar made afterwards is its own view, with UIKit's defaults.
        #expect(UINavigationBar().scrollEdgeAppearance == nil)

        let tabs = UITabBarAppearance()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemOrange
        UITabBar.appearance().standardAppearance = tabs
        #expect(UITabBar.appearance().standardAppearance.stackedLayoutAppearance.selected.iconColor == .systemOrange)

        UITableView.appearance().separatorStyle = .none
        UITableView.appearance().backgroundColor = .clear
        #expect(UITableView.appearance().separatorStyle == .none)
        #expect(UITableView.appearance() !== UIScrollView.appearance())
        UIScrollView.appearance().bounces = false
        #expect(!UIScrollView.appearance().bounces)
        #expect(UITableViewCell.appearance().selectionStyle == .default)

        UIPageControl.appearance().currentPageIndicatorTintColor = .systemRed
        UIPageControl.appearance().backgroundStyle = .prominent
        #expect(UIPageControl.appearance().backgroundStyle == .prominent)
        #expect(UIPageControl.appearance().currentPageIndicatorTintColor == .systemRed)

        UISegmentedControl.appearance().selectedSegmentTintColor = .systemGreen
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(
            UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white
        )
        #expect(UISegmentedControl.appearance().titleTextAttributes(for: .normal) == nil)
    }

    @Test("a segmented control keeps its selection in range")
    func segmentedControl() {
        let control = UISegmentedControl(items: ["One", "Two"])
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "Two")
        #expect(control.titleForSegment(at: 9) == nil)
    }
}
