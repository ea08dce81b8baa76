import Foundation

/// How a navigation bar looks, UIKit's `UINavigationBarAppearance`: background and shadow (from
/// `UIBarAppearance`), title attributes and button looks.
///
/// On Linux it records what is set, with no effect: Tactile's `NavigationStack` bar is not a
/// `UINavigationBar` (style it with `toolbarBackground(_:for:)` and
/// `toolbarColorScheme(_:for:)`). See `UIBarAppearance` for the presets.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's text attributes (`.foregroundColor`, `.font`, …).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Where the inline title sits.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain bar buttons.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// The look of done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// The back button's chevron, if replaced.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the chevron's transition, if replaced.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// An appearance with the default background.
    public override init() { super.init() }

    /// A copy of `barAppearance`'s background and shadow.
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }

    /// Replaces the back button's chevron and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    /// A copy of this appearance, title attributes and all (the button appearances are shared).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UINavigationBarAppearance(barAppearance: self)
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.buttonAppearance = buttonAppearance
        copy.doneButtonAppearance = doneButtonAppearance
        copy.backButtonAppearance = backButtonAppearance
        copy.setBackIndicatorImage(backIndicatorImage, transitionMaskImage: backIndicatorTransitionMaskImage)
        return copy
    }
}

/// Which bar size an image is for, UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    /// The standard bar.
    case `default`
    /// The compact bar (a phone held sideways).
    case compact
    /// The standard bar with a prompt.
    case defaultPrompt = 101
    /// The compact bar with a prompt.
    case compactPrompt
}

/// The bar at the top of a navigation stack, UIKit's `UINavigationBar`, for code that styles
/// SwiftUI's navigation bar through `UINavigationBar.appearance()`.
///
/// On Linux the proxy and every bar record what is set, with no effect on Tactile's
/// `NavigationStack` (see `UINavigationBarAppearance`).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The look of a standard-height bar.
    open var standardAppearance = UINavigationBarAppearance()
    /// The look of a compact bar; `standardAppearance` when `nil`.
    open var compactAppearance: UINavigationBarAppearance?
    /// The look when content is scrolled to the bar's edge; `standardAppearance` when `nil`.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look of a compact bar at the scroll edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's colour, before iOS 13's appearances.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether the bar shows large titles.
    open var prefersLargeTitles = false
    /// The inline title's text attributes, before iOS 13's appearances.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes, before iOS 13's appearances.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The line under the bar, before iOS 13's appearances.
    open var shadowImage: UIImage?
    /// The back button's chevron, before iOS 13's appearances.
    open var backIndicatorImage: UIImage?
    /// The chevron's transition mask, before iOS 13's appearances.
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// A bar with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Sets the background image for bars of `barMetrics` (`nil` removes it).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The background image for bars of `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    /// The shared proxy of `UINavigationBar` (see `UIView.appearance()`).
    open override class func appearance() -> UINavigationBar {
        AppearanceProxies.proxy { UINavigationBar(frame: .zero) }
    }
}
