import Foundation
import TactileViewCore

/// A colour, UIKit's `UIColor`: components in sRGB, and for the system and semantic colours
/// (`.systemBackground`, `.label`, `.systemBlue`, …) a light and a dark value, Apple's published ones.
///
/// `Color(uiColor:)` (and `Color(_:)`) keep both values: the colour resolves to one or the other by
/// the `colorScheme` of the view that draws it, as SwiftUI's does. ``resolvedColor(with:)`` gives
/// either value. `cgColor` is not provided: there is no Core
/// Graphics colour type on Linux.
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible, _ExpressibleByColorLiteral {
    /// The components in light mode.
    let light: Components
    /// The components in dark mode (the light ones for a colour that does not change).
    let dark: Components

    struct Components: Hashable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    init(light: Components, dark: Components) {
        self.light = light
        self.dark = dark
    }

    /// A colour from sRGB components, each 0…1.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        light = Components(red: red, green: green, blue: blue, alpha: alpha)
        dark = light
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`, sRGB components each 0…1.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A grey: `white` 0 is black, 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let resolved = Color(hue: hue, saturation: saturation, brightness: brightness).resolvedComponents
        self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: alpha)
    }

    /// A colour that is `provider`'s answer for light and for dark traits.
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        self.init(
            light: provider(UITraitCollection(userInterfaceStyle: .light)).light,
            dark: provider(UITraitCollection(userInterfaceStyle: .dark)).dark)
    }

    /// A SwiftUI colour's light and dark values.
    public convenience init(_ color: Color) {
        func components(_ scheme: ColorScheme) -> Components {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let resolved = color.resolve(in: environment)
            return Components(
                red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
                alpha: CGFloat(resolved.opacity))
        }
        self.init(light: components(.light), dark: components(.dark))
    }

    /// A colour of the app's asset catalogue. Always `nil` on Linux (UIKit's answer when the name
    /// is not found): Tactile reads no colour assets.
    public convenience init?(named name: String) { return nil }

    /// This colour as it appears with `traitCollection`'s light or dark style.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let components = traitCollection.userInterfaceStyle == .dark ? dark : light
        return UIColor(light: components, dark: components)
    }

    /// This colour with its opacity replaced by `alpha`, in light and dark.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var light = light
        var dark = dark
        light.alpha = alpha
        dark.alpha = alpha
        return UIColor(light: light, dark: dark)
    }

    /// Writes the light value's components; `true`, as every colour here is RGB.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = light.red
        green?.pointee = light.green
        blue?.pointee = light.blue
        alpha?.pointee = light.alpha
        return true
    }

    /// Writes the light value's hue, saturation, brightness and opacity; `true`.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maximum = max(light.red, light.green, light.blue)
        let minimum = min(light.red, light.green, light.blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == light.red {
                h = (light.green - light.blue) / delta
            } else if maximum == light.green {
                h = 2 + (light.blue - light.red) / delta
            } else {
                h = 4 + (light.red - light.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum == 0 ? 0 : delta / maximum
        brightness?.pointee = maximum
        alpha?.pointee = light.alpha
        return true
    }

    /// Equal when the light and dark values are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.light == rhs.light && lhs.dark == rhs.dark }

    /// Hashes the light and dark values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
    }

    /// `UIColor(red: …, green: …, blue: …, alpha: …)` of the light value.
    public var description: String {
        "UIColor(red: \(light.red), green: \(light.green), blue: \(light.blue), alpha: \(light.alpha))"
    }
}

extension UIColor {
    /// A colour from a hex RGB value and opacity, light and dark given separately.
    static func system(_ light: UInt32, _ dark: UInt32, lightAlpha: CGFloat = 1, darkAlpha: CGFloat = 1) -> UIColor {
        func components(_ hex: UInt32, _ alpha: CGFloat) -> Components {
            Components(
                red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
        }
        return UIColor(light: components(light, lightAlpha), dark: components(dark, darkAlpha))
    }
}

extension Color {
    /// The sRGB components and opacity of this colour, in its light value.
    var resolvedComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let resolved = resolve(in: EnvironmentValues())
        return (CGFloat(resolved.red), CGFloat(resolved.green), CGFloat(resolved.blue), CGFloat(resolved.opacity))
    }

    /// A SwiftUI colour with `color`'s light and dark values, drawn in the one the view's colour
    /// scheme asks for.
    public init(uiColor color: UIColor) {
        func resolved(_ components: UIColor.Components) -> Color.Resolved {
            Color.Resolved(
                red: Float(components.red), green: Float(components.green), blue: Float(components.blue),
                opacity: Float(components.alpha))
        }
        self.init(light: resolved(color.light), dark: resolved(color.dark), name: nil)
    }

    /// A SwiftUI colour with `color`'s light and dark values: `Color(.secondarySystemBackground)`.
    ///
    /// Disfavoured as SwiftUI declares it, so that `Color(.init(red:green:blue:alpha:))` and
    /// other leading-dot arguments are checked against the favoured initializers first.
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(uiColor: color) }
}
