import Foundation

extension Color.Resolved {
    /// Components in `colorSpace` (each 0…1 in sRGB; linear sRGB is encoded with sRGB's transfer
    /// curve, Display P3 converted to sRGB and clamped to its gamut).
    public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
        let (r, g, b) = ColorSpaceConversion.sRGB(
            from: colorSpace, red: Double(red), green: Double(green), blue: Double(blue))
        self.init(red: Float(r), green: Float(g), blue: Float(b), opacity: opacity)
    }

    /// The red component without sRGB's transfer curve (linear light).
    public var linearRed: Float {
        get { Float(ColorSpaceConversion.linear(Double(red))) }
        set { red = Float(ColorSpaceConversion.encoded(Double(newValue))) }
    }

    /// The green component without sRGB's transfer curve (linear light).
    public var linearGreen: Float {
        get { Float(ColorSpaceConversion.linear(Double(green))) }
        set { green = Float(ColorSpaceConversion.encoded(Double(newValue))) }
    }

    /// The blue component without sRGB's transfer curve (linear light).
    public var linearBlue: Float {
        get { Float(ColorSpaceConversion.linear(Double(blue))) }
        set { blue = Float(ColorSpaceConversion.encoded(Double(newValue))) }
    }
}

extension Color.Resolved: CustomStringConvertible {
    /// The colour as `#RRGGBBAA`.
    public var description: String {
        func byte(_ v: Float) -> String {
            let n = Int((min(1, max(0, v)) * 255).rounded())
            return String(n, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
    }
}

extension String {
    /// The string with zeros before it up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

extension Color.Resolved: Codable {
    private enum CodingKeys: String, CodingKey { case red, green, blue, opacity }

    /// Decodes the sRGB components and opacity.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            red: try container.decode(Float.self, forKey: .red),
            green: try container.decode(Float.self, forKey: .green),
            blue: try container.decode(Float.self, forKey: .blue),
            opacity: try container.decode(Float.self, forKey: .opacity))
    }

    /// Encodes the sRGB components and opacity.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(opacity, forKey: .opacity)
    }
}

extension Color.Resolved: Animatable {
    /// The linear components and opacity, as an animation moves them.
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    /// The linear red, green and blue and the opacity: a colour animates in linear light.
    public var animatableData: AnimatableData {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            linearRed = newValue.first
            linearGreen = newValue.second.first
            linearBlue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }
}

extension Color.Resolved: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { .color(Color(self)) }
}

extension Color {
    /// This colour mixed with `rhs`: `fraction` of the way from this one (0) to `rhs` (1), in
    /// `colorSpace` (`Gradient/ColorSpace/perceptual` mixes in the Oklab space, so the mid-way
    /// colour looks half-way; `Gradient/ColorSpace/device` mixes the sRGB components). The
    /// mix keeps both colours' light and dark values.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let light = ColorMixing.mix(resolve(for: .light), rhs.resolve(for: .light), by: t, in: colorSpace)
        let dark = ColorMixing.mix(resolve(for: .dark), rhs.resolve(for: .dark), by: t, in: colorSpace)
        return Color(light: light, dark: dark, name: nil)
    }

    /// The components in `scheme`.
    private func resolve(for scheme: ColorScheme) -> Resolved {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return resolve(in: environment)
    }
}

/// Mixing colours in a gradient's colour space.
enum ColorMixing {
    /// `a` mixed `t` of the way to `b` in `space`.
    static func mix(_ a: Color.Resolved, _ b: Color.Resolved, by t: Double, in space: Gradient.ColorSpace)
        -> Color.Resolved
    {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let opacity = Float(lerp(Double(a.opacity), Double(b.opacity)))
        guard space == .perceptual else {
            return Color.Resolved(
                red: Float(lerp(Double(a.red), Double(b.red))), green: Float(lerp(Double(a.green), Double(b.green))),
                blue: Float(lerp(Double(a.blue), Double(b.blue))), opacity: opacity)
        }
        let p = Oklab(a), q = Oklab(b)
        let mixed = Oklab(l: lerp(p.l, q.l), a: lerp(p.a, q.a), b: lerp(p.b, q.b))
        let (r, g, bl) = mixed.sRGB
        return Color.Resolved(red: Float(r), green: Float(g), blue: Float(bl), opacity: opacity)
    }
}

/// A colour in the Oklab space (Björn Ottosson's), where equal steps look equal.
struct Oklab {
    var l: Double, a: Double, b: Double

    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// `color`'s lightness and opponent axes.
    init(_ color: Color.Resolved) {
        let r = ColorSpaceConversion.linear(Double(color.red))
        let g = ColorSpaceConversion.linear(Double(color.green))
        let bl = ColorSpaceConversion.linear(Double(color.blue))
        let lc = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let mc = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let sc = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        l = 0.2104542553 * lc + 0.7936177850 * mc - 0.0040720468 * sc
        a = 1.9779984951 * lc - 2.4285922050 * mc + 0.4505937099 * sc
        b = 0.0259040371 * lc + 0.7827717662 * mc - 0.8086757660 * sc
    }

    /// The colour's sRGB components, clamped to 0…1.
    var sRGB: (Double, Double, Double) {
        let lc = l + 0.3963377774 * a + 0.2158037573 * b
        let mc = l - 0.1055613458 * a - 0.0638541728 * b
        let sc = l - 0.0894841775 * a - 1.2914855480 * b
        let (l3, m3, s3) = (lc * lc * lc, mc * mc * mc, sc * sc * sc)
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let bl = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        func out(_ v: Double) -> Double { min(1, max(0, ColorSpaceConversion.encoded(v))) }
        return (out(r), out(g), out(bl))
    }
}

/// sRGB's transfer curve and the conversion of the other RGB spaces to sRGB.
enum ColorSpaceConversion {
    /// An sRGB component without its transfer curve.
    static func linear(_ v: Double) -> Double {
        let m = abs(v)
        let out = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return v < 0 ? -out : out
    }

    /// A linear component with sRGB's transfer curve.
    static func encoded(_ v: Double) -> Double {
        let m = abs(v)
        let out = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
        return v < 0 ? -out : out
    }

    /// Components in `space` as sRGB components.
    static func sRGB(from space: Color.RGBColorSpace, red: Double, green: Double, blue: Double) -> (
        Double, Double, Double
    ) {
        switch space {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (encoded(red), encoded(green), encoded(blue))
        case .displayP3:
            // P3 shares sRGB's transfer curve and white point: decode, change primaries, encode.
            let (r, g, b) = (linear(red), linear(green), linear(blue))
            let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
            let sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
            let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            return (encoded(sr), encoded(sg), encoded(sb))
        }
    }
}
