import Foundation

/// How a bar looks, UIKit's `UIBarAppearance`: the base of `UINavigationBarAppearance` and
/// `UITabBarAppearance`, set on a bar's `standardAppearance` and its variants.
///
/// On Linux it keeps what is set and the three `configureWith…` presets set the background and
/// shadow as below; no bar draws it (see `AppearanceProxies`). The presets' colours are Tactile's
/// reading of UIKit's (UIKit does not publish them): opaque is `.systemBackground` with a
/// `.separator` shadow line, transparent has neither, default has no colour, the chrome material
/// blur and the separator line.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The bar's background colour (drawn over `backgroundEffect`).
    open var backgroundColor: UIColor?
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// The blur behind the bar.
    open var backgroundEffect: UIBlurEffect?
    /// The colour of the line under (or over) the bar; `nil` for none.
    open var shadowColor: UIColor?
    /// The image of that line.
    open var shadowImage: UIImage?

    /// An appearance with the default background.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    /// A blurred, translucent background with a shadow line.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = .separator
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with a shadow line.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = .separator
        shadowImage = nil
    }

    /// No background and no shadow line.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy of this appearance (a subclass copies its own settings too).
    open func copy(with zone: NSZone? = nil) -> Any { UIBarAppearance(barAppearance: self) }

    /// Takes `other`'s background and shadow.
    func copyBackground(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundEffect = other.backgroundEffect
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}

/// The look of a bar button's title in one state, UIKit's `UIBarButtonItemStateAppearance`.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance: NSObject {
    /// The title's text attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Where the title sits.
    public var titlePositionAdjustment: UIOffset = .zero
}

/// The look of bar buttons, UIKit's `UIBarButtonItemAppearance`, per state.
@preconcurrency @MainActor
public final class UIBarButtonItemAppearance: NSObject {
    /// A button in its normal state.
    public let normal = UIBarButtonItemStateAppearance()
    /// A button being touched.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// A disabled button.
    public let disabled = UIBarButtonItemStateAppearance()
    /// A focused button.
    public let focused = UIBarButtonItemStateAppearance()
}
