import Foundation

/// A colour, usable as a view (it fills the space it is offered) and as a `ShapeStyle`.
///
/// Named colours carry the values of iOS's system colours in light and in dark mode (`.red` is
/// #FF3B30 in light mode and #FF453A in dark mode, `.blue` #007AFF and #0A84FF, …, Apple's published
/// values), and resolve to one or the other by the `EnvironmentValues/colorScheme` of the view
/// that draws them. `Color/clear` and any colour of opacity 0 are invisible *and* not
/// hit-testable.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The resolved components of a colour, in sRGB, 0…1.
    public struct Resolved: Hashable, Sendable {
        /// Red.
        public var red: Float
        /// Green.
        public var green: Float
        /// Blue.
        public var blue: Float
        /// Opacity.
        public var opacity: Float

        /// Components in sRGB, each 0…1.
        package init(red: Float, green: Float, blue: Float, opacity: Float) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    /// A colour space for component initialisers.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Standard RGB.
        case sRGB
        /// Standard RGB's primaries without its transfer curve (linear light): converted to sRGB.
        case sRGBLinear
        /// Display P3: converted to sRGB, clamped to its gamut.
        case displayP3
    }

    let red: Double, green: Double, blue: Double, alpha: Double
    let name: String?
    /// The components in dark mode, for a colour that changes with the colour scheme (the system
    /// and semantic colours); `nil` for one that looks the same in both.
    let dark: Resolved?

    /// A colour from components (0…1) in `colorSpace`, converted to sRGB.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = ColorSpaceConversion.sRGB(from: colorSpace, red: red, green: green, blue: blue)
        self.init(red: r, green: g, blue: b, alpha: opacity, name: nil)
    }

    /// A grey of the given brightness (0 black … 1 white) in `colorSpace`, converted to sRGB.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        let (r, g, b) = ColorSpaceConversion.sRGB(from: colorSpace, red: white, green: white, blue: white)
        self.init(red: r, green: g, blue: b, alpha: opacity, name: nil)
    }

    /// A colour from hue, saturation and brightness (each 0…1; a hue of 1 is red again, as 0),
    /// converted to sRGB. Out-of-range or NaN components are clamped (NaN as 0).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let unit = { (v: Double) in v.isNaN ? 0 : min(1, max(0, v)) }
        let h = hue.isFinite ? hue - hue.rounded(.down) : 0
        let s = unit(saturation), v = unit(brightness)
        let sector = h * 6, i = Int(sector.rounded(.down)) % 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch i {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: opacity, name: nil)
    }

    /// A colour from resolved components.
    public init(_ resolved: Resolved) {
        self.init(
            red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            alpha: Double(resolved.opacity), name: nil)
    }

    init(red: Double, green: Double, blue: Double, alpha: Double, name: String?, dark: Resolved? = nil) {
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
        self.name = name
        self.dark = dark
    }

    /// A colour that is `light` in the light colour scheme and `dark` in the dark one (UIKit's
    /// system colours, `Color(.systemBackground)`), named `name` in descriptions.
    package init(light: Resolved, dark: Resolved, name: String?) {
        self.init(
            red: Double(light.red), green: Double(light.green), blue: Double(light.blue),
            alpha: Double(light.opacity), name: name, dark: light == dark ? nil : dark)
    }

    /// A system colour from its published light and dark hex values (`0xRRGGBB`), each at its own
    /// opacity.
    init(light: UInt32, dark: UInt32, lightOpacity: Double = 1, darkOpacity: Double = 1, name: String) {
        let changes = light != dark || lightOpacity != darkOpacity
        self.init(
            red: Double((light >> 16) & 0xFF) / 255, green: Double((light >> 8) & 0xFF) / 255,
            blue: Double(light & 0xFF) / 255, alpha: lightOpacity, name: name,
            dark: changes ? Resolved(hex: dark, opacity: darkOpacity) : nil)
    }

    private init(hex: UInt32, name: String) {
        self.init(light: hex, dark: hex, name: name)
    }

    /// This colour with its opacity multiplied by `opacity` (in both colour schemes).
    public func opacity(_ opacity: Double) -> Color {
        let darkened = dark.map {
            Resolved(red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.opacity * Float(opacity))
        }
        return Color(
            red: red, green: green, blue: blue, alpha: alpha * opacity, name: name.map { "\($0).opacity(\(opacity))" },
            dark: darkened)
    }

    /// The colour's components in `environment`: its dark-mode value where the
    /// `EnvironmentValues/colorScheme` is `.dark` and it has one, its light-mode value otherwise.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let color = resolved(for: environment.colorScheme)
        return Resolved(
            red: Float(color.red), green: Float(color.green), blue: Float(color.blue), opacity: Float(color.alpha))
    }

    /// This colour as drawn in `scheme`: in the light scheme the colour itself (its components are
    /// the light ones, so it compares equal to the named colour, as before dark values existed); in
    /// the dark scheme its dark value, named as before, with no variant left.
    package func resolved(for scheme: ColorScheme) -> Color {
        guard scheme == .dark, let dark else { return self }
        return Color(
            red: Double(dark.red), green: Double(dark.green), blue: Double(dark.blue), alpha: Double(dark.opacity),
            name: name)
    }

    /// Whether the colour paints nothing (and so does not catch touches).
    var isClear: Bool { alpha <= 0 }

    /// `#RRGGBB`, for SVG.
    var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((v * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[b >> 4], digits[b & 15]])
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// A textual description for debugging.
    public var description: String { name ?? "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(alpha))" }

    /// Black (#000000 in either colour scheme).
    public static let black = Color(hex: 0x000000, name: "black")
    /// White (#FFFFFF in either colour scheme).
    public static let white = Color(hex: 0xFFFFFF, name: "white")
    /// System gray (#8E8E93 in light and in dark mode).
    public static let gray = Color(hex: 0x8E8E93, name: "gray")
    /// System red (#FF3B30 in light mode, #FF453A in dark mode).
    public static let red = Color(light: 0xFF3B30, dark: 0xFF453A, name: "red")
    /// System orange (#FF9500 in light mode, #FF9F0A in dark mode).
    public static let orange = Color(light: 0xFF9500, dark: 0xFF9F0A, name: "orange")
    /// System yellow (#FFCC00 in light mode, #FFD60A in dark mode).
    public static let yellow = Color(light: 0xFFCC00, dark: 0xFFD60A, name: "yellow")
    /// System green (#34C759 in light mode, #30D158 in dark mode).
    public static let green = Color(light: 0x34C759, dark: 0x30D158, name: "green")
    /// System mint (#00C7BE in light mode, #63E6E2 in dark mode).
    public static let mint = Color(light: 0x00C7BE, dark: 0x63E6E2, name: "mint")
    /// System teal (#30B0C7 in light mode, #40C8E0 in dark mode).
    public static let teal = Color(light: 0x30B0C7, dark: 0x40C8E0, name: "teal")
    /// System cyan (#32ADE6 in light mode, #64D2FF in dark mode).
    public static let cyan = Color(light: 0x32ADE6, dark: 0x64D2FF, name: "cyan")
    /// System blue (#007AFF in light mode, #0A84FF in dark mode).
    public static let blue = Color(light: 0x007AFF, dark: 0x0A84FF, name: "blue")
    /// System indigo (#5856D6 in light mode, #5E5CE6 in dark mode).
    public static let indigo = Color(light: 0x5856D6, dark: 0x5E5CE6, name: "indigo")
    /// System purple (#AF52DE in light mode, #BF5AF2 in dark mode).
    public static let purple = Color(light: 0xAF52DE, dark: 0xBF5AF2, name: "purple")
    /// System pink (#FF2D55 in light mode, #FF375F in dark mode).
    public static let pink = Color(light: 0xFF2D55, dark: 0xFF375F, name: "pink")
    /// System brown (#A2845E in light mode, #AC8E68 in dark mode).
    public static let brown = Color(light: 0xA2845E, dark: 0xAC8E68, name: "brown")
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0, name: "clear")
    /// The colour of primary content, iOS's `label` (black in light mode, white in dark mode).
    public static let primary = Color(light: 0x000000, dark: 0xFFFFFF, name: "primary")
    /// The colour of secondary content, iOS's `secondaryLabel` (#3C3C43 at 60 % in light mode,
    /// #EBEBF5 at 60 % in dark mode).
    public static let secondary = Color(
        light: 0x3C3C43, dark: 0xEBEBF5, lightOpacity: SystemPalette.secondaryOpacity,
        darkOpacity: SystemPalette.secondaryOpacity, name: "secondary")
    /// The app's accent colour (system blue: #007AFF in light mode, #0A84FF in dark mode).
    public static let accentColor = Color(light: 0x007AFF, dark: 0x0A84FF, name: "accentColor")
}

extension Color: ShapeStyle {}

extension Color.Resolved {
    /// The components of a hex RGB value (`0xRRGGBB`) at `opacity`.
    init(hex: UInt32, opacity: Double) {
        self.init(
            red: Float((hex >> 16) & 0xFF) / 255, green: Float((hex >> 8) & 0xFF) / 255, blue: Float(hex & 0xFF) / 255,
            opacity: Float(opacity))
    }
}

/// The opacities of Apple's published label colours (Human Interface Guidelines, "Color",
/// iOS system colours): the secondary, tertiary and quaternary labels are grey at these fractions.
enum SystemPalette {
    /// `secondaryLabel`: 60 % in both colour schemes.
    static let secondaryOpacity = 0.6
    /// `tertiaryLabel`: 30 % in both colour schemes.
    static let tertiaryOpacity = 0.3
    /// `quaternaryLabel`: 18 % in light mode, 16 % in dark mode.
    static let quaternaryLightOpacity = 0.18
    /// `quaternaryLabel` in dark mode.
    static let quaternaryDarkOpacity = 0.16
}

extension ShapeStyle where Self == Color {
    /// `Color/black` as a shape style.
    public static var black: Color { .black }
    /// `Color/white` as a shape style.
    public static var white: Color { .white }
    /// `Color/gray` as a shape style.
    public static var gray: Color { .gray }
    /// `Color/red` as a shape style.
    public static var red: Color { .red }
    /// `Color/orange` as a shape style.
    public static var orange: Color { .orange }
    /// `Color/yellow` as a shape style.
    public static var yellow: Color { .yellow }
    /// `Color/green` as a shape style.
    public static var green: Color { .green }
    /// `Color/mint` as a shape style.
    public static var mint: Color { .mint }
    /// `Color/teal` as a shape style.
    public static var teal: Color { .teal }
    /// `Color/cyan` as a shape style.
    public static var cyan: Color { .cyan }
    /// `Color/blue` as a shape style.
    public static var blue: Color { .blue }
    /// `Color/indigo` as a shape style.
    public static var indigo: Color { .indigo }
    /// `Color/purple` as a shape style.
    public static var purple: Color { .purple }
    /// `Color/pink` as a shape style.
    public static var pink: Color { .pink }
    /// `Color/brown` as a shape style.
    public static var brown: Color { .brown }
    /// `Color/clear` as a shape style.
    public static var clear: Color { .clear }
}
