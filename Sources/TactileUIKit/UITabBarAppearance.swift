import Foundation

/// How a tab bar looks, UIKit's `UITabBarAppearance`: background and shadow (from
/// `UIBarAppearance`) and the items' looks per layout.
///
/// On Linux it records what is set, with no effect: Tactile's `TabView` bar is not a `UITabBar`
/// (style it with `toolbarBackground(_:for:)` and `tint(_:)`).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look with the title under the icon (a phone held upright).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look with the title beside the icon (a wide bar).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items' look with the title beside the icon in a compact bar.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The tint of the selected item's indicator.
    open var selectionIndicatorTintColor: UIColor?
    /// The image of the selected item's indicator.
    open var selectionIndicatorImage: UIImage?

    /// An appearance with the default background.
    public override init() { super.init() }

    /// A copy of `barAppearance`'s background and shadow.
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }

    /// A copy of this appearance (the item appearances are shared).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarAppearance(barAppearance: self)
        copy.stackedLayoutAppearance = stackedLayoutAppearance
        copy.inlineLayoutAppearance = inlineLayoutAppearance
        copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance
        copy.selectionIndicatorTintColor = selectionIndicatorTintColor
        copy.selectionIndicatorImage = selectionIndicatorImage
        return copy
    }
}

/// The look of a tab item in one state, UIKit's `UITabBarItemStateAppearance`.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance: NSObject {
    /// The title's text attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Where the title sits.
    public var titlePositionAdjustment: UIOffset = .zero
    /// The icon's colour.
    public var iconColor: UIColor?
    /// The badge's background colour.
    public var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// The look of tab items, UIKit's `UITabBarItemAppearance`, per state.
@preconcurrency @MainActor
public final class UITabBarItemAppearance: NSObject {
    /// An item not selected.
    public let normal = UITabBarItemStateAppearance()
    /// The selected item.
    public let selected = UITabBarItemStateAppearance()
    /// A disabled item.
    public let disabled = UITabBarItemStateAppearance()
    /// A focused item.
    public let focused = UITabBarItemStateAppearance()
}

/// The bar of a tab view, UIKit's `UITabBar`, for code that styles SwiftUI's `TabView` through
/// `UITabBar.appearance()`. On Linux the proxy and every bar record what is set, with no effect
/// on Tactile's `TabView` (see `UITabBarAppearance`).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The look of the bar.
    open var standardAppearance = UITabBarAppearance()
    /// The look when content is scrolled to the bar's edge; `standardAppearance` when `nil`.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The bar's colour, before iOS 13's appearances.
    open var barTintColor: UIColor?
    /// The colour of items not selected.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background image, before iOS 13's appearances.
    open var backgroundImage: UIImage?
    /// The line over the bar, before iOS 13's appearances.
    open var shadowImage: UIImage?

    /// A bar with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The shared proxy of `UITabBar` (see `UIView.appearance()`).
    open override class func appearance() -> UITabBar { AppearanceProxies.proxy { UITabBar(frame: .zero) } }
}
