import Foundation

/// An effect a `UIVisualEffectView` shows, UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur, UIKit's `UIBlurEffect`, kept with its style. Not drawn on Linux (see `UIView`);
/// SwiftUI's materials (`.ultraThinMaterial`, …) are the way to show one there.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// How strong and how tinted the blur is.
    public enum Style: Int, Sendable {
        /// A light blur.
        case extraLight
        /// A light blur.
        case light
        /// A dark blur.
        case dark
        /// The regular blur, adapting to light and dark.
        case regular = 4
        /// A more prominent blur, adapting to light and dark.
        case prominent = 5
        /// The system's ultra-thin material.
        case systemUltraThinMaterial = 6
        /// The system's thin material.
        case systemThinMaterial = 7
        /// The system's material.
        case systemMaterial = 8
        /// The system's thick material.
        case systemThickMaterial = 9
        /// The system's chrome material.
        case systemChromeMaterial = 10
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy over a blur, UIKit's `UIVibrancyEffect`, kept with the blur it was made for.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view showing a visual effect, UIKit's `UIVisualEffectView`: it keeps its `effect` and a
/// `contentView` for subviews. On Linux the effect is not drawn (see `UIView`).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown; `nil` for none.
    open var effect: UIVisualEffect?

    /// The view to add subviews to, the size of this one.
    public let contentView = UIView()

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Keeps the content view the size of this one.
    open override func layoutSubviews() { contentView.frame = bounds }
}
