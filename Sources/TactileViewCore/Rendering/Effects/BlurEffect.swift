import Foundation

/// `blur(radius:opaque:)`: how much an item is blurred, the sum of every blur radius around it.
/// Written to SVG as an `feGaussianBlur` filter of half the radius as its standard deviation.
package struct BlurEffect: DisplayEffect {
    /// The blur radius, in points (0: sharp).
    package var radius: CGFloat

    package static var name: String { "blur" }
    package static var none: BlurEffect { BlurEffect(radius: 0) }

    package func applying(_ inner: BlurEffect) -> BlurEffect { BlurEffect(radius: radius + inner.radius) }

    package var vector: [Double]? { [Double(radius)] }
    package func settingVector(_ vector: [Double]) -> BlurEffect { BlurEffect(radius: max(0, vector[0])) }

    package var svgMarkup: SVGEffectMarkup? {
        guard radius > 0 else { return nil }
        return .filter(
            prefix: "blur", attributes: "",
            primitives: "<feGaussianBlur stdDeviation=\"\(SVGNumber.format(radius / 2))\"/>")
    }

    package static func slot(in effects: DisplayEffects) -> EffectSlot<BlurEffect> { effects.blur }
    package static func setSlot(_ slot: EffectSlot<BlurEffect>, in effects: inout DisplayEffects) {
        effects.blur = slot
    }
}

extension DisplayAttribute {
    /// Blur radius.
    public static var blur: DisplayAttribute { DisplayAttribute(BlurEffect.self) }
}

extension DisplayItem {
    /// The sum of blur radii applied.
    public var blurRadius: CGFloat {
        get { effects.blur.value.radius }
        set { effects.blur.value.radius = newValue }
    }
}

/// The node of the effect's modifier.
package struct BlurModifier: DisplayEffectModifier {
    package let effect: BlurEffect
}

extension View {
    /// Blurs what the view draws by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(BlurModifier(effect: BlurEffect(radius: radius)))
    }
}
