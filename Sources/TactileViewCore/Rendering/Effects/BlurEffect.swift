import Foundation

/// `blur(radius:opaque:)`: how much an item is blurred, the sum of every blur radius around it.
/// Written to SVG as an `feGaussianBlur` filter of half the radius as its standard deviation.
struct BlurEffect: DisplayEffect {
    /// The blur radius, in points (0: sharp).
    var radius: CGFloat

    static var name: String { "blur" }
    static var none: BlurEffect { BlurEffect(radius: 0) }

    func applying(_ inner: BlurEffect) -> BlurEffect { BlurEffect(radius: radius + inner.radius) }

    var vector: [Double]? { [Double(radius)] }
    func settingVector(_ vector: [Double]) -> BlurEffect { BlurEffect(radius: max(0, vector[0])) }

    var svgMarkup: SVGEffectMarkup? {
        guard radius > 0 else { return nil }
        return .filter(
            prefix: "blur", attributes: "",
            primitives: "<feGaussianBlur stdDeviation=\"\(SVGNumber.format(radius / 2))\"/>")
    }

    static func slot(in effects: DisplayEffects) -> EffectSlot<BlurEffect> { effects.blur }
    static func setSlot(_ slot: EffectSlot<BlurEffect>, in effects: inout DisplayEffects) {
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
struct BlurModifier: DisplayEffectModifier {
    let effect: BlurEffect
}

extension View {
    /// Blurs what the view draws by `radius`.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(BlurModifier(effect: BlurEffect(radius: radius)))
    }
}
