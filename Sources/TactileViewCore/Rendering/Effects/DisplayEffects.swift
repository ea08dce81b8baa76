import Foundation

/// The drawing effects an item is drawn with (and, while the tree is walked, those in force in a
/// subtree), each in its slot with its animation: the one list of effect types.
///
/// A new effect adds its slot here and its line to ``visit(_:)``; everything else about it is
/// in its own file (see ``DisplayEffect``).
struct DisplayEffects: Equatable, Sendable {
    var opacity = EffectSlot<OpacityEffect>()
    var blur = EffectSlot<BlurEffect>()
    var shadow = EffectSlot<ShadowEffect>()

    /// Calls `visitor` with the slot of every effect, in the order their animations are decided
    /// and their SVG is written. The slots are passed borrowed: visiting copies no effect.
    func visit<Visitor: DisplayEffectVisitor>(_ visitor: inout Visitor) {
        visitor.visit(opacity)
        visitor.visit(blur)
        visitor.visit(shadow)
    }

    /// The effect `Effect`'s slot.
    subscript<Effect: DisplayEffect>(_ kind: Effect.Type) -> EffectSlot<Effect> {
        get { Effect.slot(in: self) }
        set { Effect.setSlot(newValue, in: &self) }
    }

    /// Applies `effect`, set by a modifier where `animation` is in effect, inside these effects.
    mutating func apply<Effect: DisplayEffect>(_ effect: Effect, animation: Animation?) {
        self[Effect.self] = EffectSlot(value: self[Effect.self].value.applying(effect), animation: animation)
    }

    /// The animation keys of the effects, in ``visit(_:)``'s order.
    static let attributes: [DisplayAttribute] = {
        var collector = AttributeCollector()
        DisplayEffects().visit(&collector)
        return collector.attributes
    }()

    /// Whether any effect has an animation candidate.
    var hasAnimation: Bool {
        var finder = AnimationFinder()
        visit(&finder)
        return finder.found
    }

    /// Whether these effects draw the same as `other`, whatever their animations.
    func hasSameValues(as other: DisplayEffects) -> Bool {
        var comparer = ValueComparer(other: other)
        visit(&comparer)
        return comparer.same
    }

    /// What the effects add to their item's SVG element, in ``visit(_:)``'s order.
    var svgMarkup: [SVGEffectMarkup] {
        var collector = SVGMarkupCollector()
        visit(&collector)
        return collector.markup
    }
}

/// An operation over every effect of a ``DisplayEffects``, run by ``DisplayEffects/visit(_:)``:
/// generic, so each call is specialized for its effect and nothing is boxed.
protocol DisplayEffectVisitor {
    /// Does the operation for one effect's slot.
    mutating func visit<Effect: DisplayEffect>(_ slot: EffectSlot<Effect>)
}

private struct AttributeCollector: DisplayEffectVisitor {
    var attributes: [DisplayAttribute] = []
    mutating func visit<Effect: DisplayEffect>(_ slot: EffectSlot<Effect>) {
        attributes.append(DisplayAttribute(Effect.self))
    }
}

// The frame path asks every item whether it has a candidate: the finder holds nothing but its
// answer, so asking copies no effect.
private struct AnimationFinder: DisplayEffectVisitor {
    var found = false
    mutating func visit<Effect: DisplayEffect>(_ slot: EffectSlot<Effect>) {
        if slot.animation != nil { found = true }
    }
}

private struct ValueComparer: DisplayEffectVisitor {
    let other: DisplayEffects
    var same = true
    mutating func visit<Effect: DisplayEffect>(_ slot: EffectSlot<Effect>) {
        if same && slot.value != other[Effect.self].value { same = false }
    }
}

private struct SVGMarkupCollector: DisplayEffectVisitor {
    var markup: [SVGEffectMarkup] = []
    mutating func visit<Effect: DisplayEffect>(_ slot: EffectSlot<Effect>) {
        if let piece = slot.value.svgMarkup { markup.append(piece) }
    }
}
