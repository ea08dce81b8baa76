import Foundation

/// A drawing effect that a modifier applies to everything its subtree draws (`opacity`, `blur`,
/// `shadow`): one value type holding the effect as an item carries it.
///
/// A conforming type says everything the display list, the animator and the SVG writer need:
/// - what no effect is (``none``) and how a modifier's effect combines with the one in force
///   around it (``applying(_:)``);
/// - its key in ``DisplayItem/animations`` (``DisplayAttributeKind/name`` and the
///   ``DisplayAttribute`` static member the type's file declares), and equality, which decides
///   whether a change animates;
/// - the numbers it interpolates through (``vector`` and ``settingVector(_:)``);
/// - its SVG (``svgMarkup``);
/// - where items keep it (``slot(in:)`` and ``setSlot(_:in:)``, a stored property of
///   ``DisplayEffects``, whose ``DisplayEffects/visit(_:)`` lists every effect once).
///
/// Everything is static or on the concrete value: the renderer copies an item's effects as one
/// plain struct, and loops over the effects are generic and specialized, so no effect value is
/// boxed on the frame path.
protocol DisplayEffect: DisplayAttributeKind, Equatable, Sendable {
    /// No effect: what an item has when no modifier above it sets one.
    static var none: Self { get }

    /// The effect in force inside a modifier that applies `inner` where `self` is in force.
    func applying(_ inner: Self) -> Self

    /// The numbers the effect interpolates through, or `nil` when this value does not interpolate.
    var vector: [Double]? { get }

    /// This effect with the interpolated numbers `vector` (as ``vector`` gave them).
    func settingVector(_ vector: [Double]) -> Self

    /// What the effect adds to its item's SVG element, or `nil` for nothing (no effect).
    var svgMarkup: SVGEffectMarkup? { get }

    /// Whether a view drawn with this effect is no longer hit-tested (opacity 0).
    var hidesFromHitTesting: Bool { get }

    /// This effect's slot among `effects`.
    static func slot(in effects: DisplayEffects) -> EffectSlot<Self>

    /// Replaces this effect's slot among `effects`.
    static func setSlot(_ slot: EffectSlot<Self>, in effects: inout DisplayEffects)
}

extension DisplayEffect {
    var hidesFromHitTesting: Bool { false }

    static func hasSameValue(_ item: DisplayItem, as other: DisplayItem) -> Bool {
        slot(in: item.effects).value == slot(in: other.effects).value
    }

    static func candidate(in item: DisplayItem) -> Animation? { slot(in: item.effects).animation }

    static func vector(of item: DisplayItem) -> [Double]? { slot(in: item.effects).value.vector }

    static func apply(_ vector: [Double], to item: inout DisplayItem) {
        var current = slot(in: item.effects)
        current.value = current.value.settingVector(vector)
        setSlot(current, in: &item.effects)
    }
}

/// One effect as an item (or the render state) carries it: its value and the animation in effect
/// at the modifier that set it, the item's candidate for a change of the effect.
struct EffectSlot<Effect: DisplayEffect>: Equatable, Sendable {
    /// The effect in force.
    var value = Effect.none
    /// The animation in effect at the innermost modifier that set it (`nil`: a change jumps).
    var animation: Animation?
}
