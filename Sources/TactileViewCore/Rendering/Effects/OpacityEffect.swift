import Foundation

/// `opacity(_:)`: how opaque an item is drawn, the product of every opacity around it. Written to
/// SVG as the element's `opacity` attribute.
struct OpacityEffect: DisplayEffect {
    /// The opacity: 1 opaque, 0 invisible. A modifier's own value is kept as given; what
    /// ``applying(_:)`` multiplies in is clamped to 0…1.
    var opacity: Double

    static var name: String { "opacity" }
    static var none: OpacityEffect { OpacityEffect(opacity: 1) }

    func applying(_ inner: OpacityEffect) -> OpacityEffect {
        OpacityEffect(opacity: opacity * min(1, max(0, inner.opacity)))
    }

    var vector: [Double]? { [opacity] }
    func settingVector(_ vector: [Double]) -> OpacityEffect {
        OpacityEffect(opacity: min(1, max(0, vector[0])))
    }

    var svgMarkup: SVGEffectMarkup? {
        opacity < 1 ? .attribute(" opacity=\"\(SVGNumber.format(opacity))\"") : nil
    }

    // A view faded to nothing no longer catches touches, as in SwiftUI.
    var hidesFromHitTesting: Bool { opacity <= 0 }

    static func slot(in effects: DisplayEffects) -> EffectSlot<OpacityEffect> { effects.opacity }
    static func setSlot(_ slot: EffectSlot<OpacityEffect>, in effects: inout DisplayEffects) {
        effects.opacity = slot
    }
}

extension DisplayAttribute {
    /// Opacity.
    public static var opacity: DisplayAttribute { DisplayAttribute(OpacityEffect.self) }
}

extension DisplayItem {
    /// The product of all opacities applied.
    public var opacity: Double {
        get { effects.opacity.value.opacity }
        set { effects.opacity.value.opacity = newValue }
    }
}

/// The node of the effect's modifier.
struct OpacityModifier: DisplayEffectModifier {
    let effect: OpacityEffect
}

extension View {
    /// Multiplies the opacity of everything the view draws. At 0 the view no longer catches touches.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityModifier(effect: OpacityEffect(opacity: opacity)))
    }
}
