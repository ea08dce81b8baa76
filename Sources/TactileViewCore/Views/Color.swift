import Foundation

/// A colour, usable as a view (it fills the space it is offered) and as a ``ShapeStyle``.
///
/// Named colours carry the values of iOS's system colours in light mode (`.red` is #FF3B30, `.blue`
/// #007AFF, …). ``Color/clear`` and any colour of opacity 0 are invisible *and* not hit-testable.
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
    }

    /// A colour space for component initialisers.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Standard RGB.
        case sRGB
        /// Standard RGB without gamma (treated as sRGB here).
        case sRGBLinear
        /// Display P3 (treated as sRGB here).
        case displayP3
    }

    let red: Double, green: Double, blue: Double, alpha: Double
    let name: String?

    /// A colour from sRGB components (0…1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: opacity, name: nil)
    }

    /// A grey of the given brightness (0 black … 1 white).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: opacity, name: nil)
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

    init(red: Double, green: Double, blue: Double, alpha: Double, name: String?) {
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
        self.name = name
    }

    private init(hex: UInt32, name: String) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: 1, name: name)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(
            red: red, green: green, blue: blue, alpha: alpha * opacity, name: name.map { "\($0).opacity(\(opacity))" })
    }

    /// The colour's components in `environment` (colours here do not depend on it).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(alpha))
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

    /// System black (#000000 in light mode).
    public static let black = Color(hex: 0x000000, name: "black")
    /// System white (#FFFFFF in light mode).
    public static let white = Color(hex: 0xFFFFFF, name: "white")
    /// System gray (#8E8E93 in light mode).
    public static let gray = Color(hex: 0x8E8E93, name: "gray")
    /// System red (#FF3B30 in light mode).
    public static let red = Color(hex: 0xFF3B30, name: "red")
    /// System orange (#FF9500 in light mode).
    public static let orange = Color(hex: 0xFF9500, name: "orange")
    /// System yellow (#FFCC00 in light mode).
    public static let yellow = Color(hex: 0xFFCC00, name: "yellow")
    /// System green (#34C759 in light mode).
    public static let green = Color(hex: 0x34C759, name: "green")
    /// System mint (#00C7BE in light mode).
    public static let mint = Color(hex: 0x00C7BE, name: "mint")
    /// System teal (#30B0C7 in light mode).
    public static let teal = Color(hex: 0x30B0C7, name: "teal")
    /// System cyan (#32ADE6 in light mode).
    public static let cyan = Color(hex: 0x32ADE6, name: "cyan")
    /// System blue (#007AFF in light mode).
    public static let blue = Color(hex: 0x007AFF, name: "blue")
    /// System indigo (#5856D6 in light mode).
    public static let indigo = Color(hex: 0x5856D6, name: "indigo")
    /// System purple (#AF52DE in light mode).
    public static let purple = Color(hex: 0xAF52DE, name: "purple")
    /// System pink (#FF2D55 in light mode).
    public static let pink = Color(hex: 0xFF2D55, name: "pink")
    /// System brown (#A2845E in light mode).
    public static let brown = Color(hex: 0xA2845E, name: "brown")
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0, name: "clear")
    /// The colour of primary content (black in light mode).
    public static let primary = Color(hex: 0x000000, name: "primary")
    /// The colour of secondary content (#3C3C43 at 60 % in light mode).
    public static let secondary = Color(
        red: 0x3C / 255, green: 0x3C / 255, blue: 0x43 / 255, alpha: 0.6, name: "secondary")
    /// The app's accent colour (system blue).
    public static let accentColor = Color(hex: 0x007AFF, name: "accentColor")
}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    /// ``Color/black`` as a shape style.
    public static var black: Color { .black }
    /// ``Color/white`` as a shape style.
    public static var white: Color { .white }
    /// ``Color/gray`` as a shape style.
    public static var gray: Color { .gray }
    /// ``Color/red`` as a shape style.
    public static var red: Color { .red }
    /// ``Color/orange`` as a shape style.
    public static var orange: Color { .orange }
    /// ``Color/yellow`` as a shape style.
    public static var yellow: Color { .yellow }
    /// ``Color/green`` as a shape style.
    public static var green: Color { .green }
    /// ``Color/mint`` as a shape style.
    public static var mint: Color { .mint }
    /// ``Color/teal`` as a shape style.
    public static var teal: Color { .teal }
    /// ``Color/cyan`` as a shape style.
    public static var cyan: Color { .cyan }
    /// ``Color/blue`` as a shape style.
    public static var blue: Color { .blue }
    /// ``Color/indigo`` as a shape style.
    public static var indigo: Color { .indigo }
    /// ``Color/purple`` as a shape style.
    public static var purple: Color { .purple }
    /// ``Color/pink`` as a shape style.
    public static var pink: Color { .pink }
    /// ``Color/brown`` as a shape style.
    public static var brown: Color { .brown }
    /// ``Color/clear`` as a shape style.
    public static var clear: Color { .clear }
}
