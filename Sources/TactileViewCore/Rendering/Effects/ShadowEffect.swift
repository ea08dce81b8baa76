import Foundation

/// A shadow under drawn content.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour.
    public var color: Color
    /// The blur radius.
    public var radius: CGFloat
    /// Horizontal offset.
    public var x: CGFloat
    /// Vertical offset.
    public var y: CGFloat
}

/// `shadow(color:radius:x:y:)`: the shadow an item casts, the innermost one around it. Interpolated
/// as its offset, radius and colour (sRGB) while the item has one; written to SVG as an
/// `feDropShadow` filter.
struct ShadowEffect: DisplayEffect {
    /// The shadow (`nil`: none).
    var shadow: Shadow?

    static var name: String { "shadow" }
    static var none: ShadowEffect { ShadowEffect(shadow: nil) }

    func applying(_ inner: ShadowEffect) -> ShadowEffect { inner }

    var vector: [Double]? {
        guard let shadow else { return nil }
        return [Double(shadow.x), Double(shadow.y), Double(shadow.radius)] + PaintAttribute.components(shadow.color)
    }

    func settingVector(_ vector: [Double]) -> ShadowEffect {
        guard vector.count == 7, var s = shadow else { return self }
        s.x = vector[0]; s.y = vector[1]; s.radius = max(0, vector[2])
        s.color = Color(.sRGB, red: vector[3], green: vector[4], blue: vector[5], opacity: vector[6])
        return ShadowEffect(shadow: s)
    }

    var svgMarkup: SVGEffectMarkup? {
        guard let shadow, shadow.radius > 0 || shadow.x != 0 || shadow.y != 0 else { return nil }
        let f: (CGFloat) -> String = SVGNumber.format
        return .filter(
            prefix: "shadow", attributes: " x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"",
            primitives:
                "<feDropShadow dx=\"\(f(shadow.x))\" dy=\"\(f(shadow.y))\" stdDeviation=\"\(f(shadow.radius / 2))\" flood-color=\"\(shadow.color.hexString)\" flood-opacity=\"\(SVGNumber.format(shadow.color.alpha))\"/>"
        )
    }

    static func slot(in effects: DisplayEffects) -> EffectSlot<ShadowEffect> { effects.shadow }
    static func setSlot(_ slot: EffectSlot<ShadowEffect>, in effects: inout DisplayEffects) {
        effects.shadow = slot
    }
}

extension DisplayAttribute {
    /// Shadow.
    public static var shadow: DisplayAttribute { DisplayAttribute(ShadowEffect.self) }
}

extension DisplayItem {
    /// The innermost shadow applied, if any.
    public var shadow: Shadow? {
        get { effects.shadow.value.shadow }
        set { effects.shadow.value.shadow = newValue }
    }
}

/// The node of the effect's modifier.
struct ShadowModifier: DisplayEffectModifier {
    let effect: ShadowEffect
}

extension View {
    /// Draws a shadow under the view (default colour: black at 33 % opacity).
    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(ShadowModifier(effect: ShadowEffect(shadow: Shadow(color: color, radius: radius, x: x, y: y))))
    }
}
