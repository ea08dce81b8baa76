import Foundation

// A resolved colour's components in linear light, the initialiser from another colour space, its
// animatable data and its description: Color.Resolved keeps gamma-encoded sRGB components, and
// these convert to and from them.

extension Color.Resolved {
    /// A resolved colour from components in `colorSpace`, converted to sRGB.
    ///
    /// - Parameters:
    ///   - colorSpace: The space the components are in: gamma-encoded sRGB (the default), linear
    ///     sRGB, or Display P3 (gamma-encoded, converted through linear light). Components outside
    ///     sRGB's gamut stay outside `0...1`, as extended sRGB does.
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - opacity: The opacity, 0 to 1. Defaults to 1.
    public init(
        colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1
    ) {
        let (r, g, b): (Float, Float, Float)
        switch colorSpace {
        case .sRGB:
            (r, g, b) = (red, green, blue)
        case .sRGBLinear:
            (r, g, b) = (Self.encode(red), Self.encode(green), Self.encode(blue))
        case .displayP3:
            let (lr, lg, lb) = (Self.decode(red), Self.decode(green), Self.decode(blue))
            // Linear Display P3 to linear sRGB (both D65), the standard 3×3 matrix.
            (r, g, b) = (
                Self.encode(1.224_940_2 * lr - 0.224_940_4 * lg),
                Self.encode(-0.042_056_9 * lr + 1.042_057_1 * lg),
                Self.encode(-0.019_637_6 * lr - 0.078_636_1 * lg + 1.098_273_5 * lb)
            )
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The red component in linear light.
    public var linearRed: Float {
        get { Self.decode(red) }
        set { red = Self.encode(newValue) }
    }

    /// The green component in linear light.
    public var linearGreen: Float {
        get { Self.decode(green) }
        set { green = Self.encode(newValue) }
    }

    /// The blue component in linear light.
    public var linearBlue: Float {
        get { Self.decode(blue) }
        set { blue = Self.encode(newValue) }
    }

    /// sRGB's transfer function, gamma-encoded to linear; odd, so negative (extended) components
    /// keep their sign.
    static func decode(_ c: Float) -> Float {
        let magnitude = abs(c)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    /// The inverse of ``decode(_:)``.
    static func encode(_ c: Float) -> Float {
        let magnitude = abs(c)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return c < 0 ? -encoded : encoded
    }
}

extension Color.Resolved: Animatable {
    /// The components in linear light and the opacity: red, then green, then blue and opacity.
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    /// The components in linear light and the opacity, so that interpolating them mixes light as
    /// it mixes on screen.
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

extension Color.Resolved: CustomStringConvertible {
    /// The colour as `#RRGGBBAA`, each component rounded to a byte and clamped to `0...255`.
    public var description: String {
        let bytes = [red, green, blue, opacity].map { component -> Int in
            guard component.isFinite else { return 0 }
            return Int((min(max(component, 0), 1) * 255).rounded())
        }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }
}
