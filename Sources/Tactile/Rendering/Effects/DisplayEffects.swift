import Foundation

/// The drawing effects an item is drawn with (and, while the tree is walked, those in force in a
/// subtree), each in its slot with its animation: the one list of effect types.
///
/// A new effect adds its slot here and its line to ``visitKinds(_:)``; everything else about it is
/// in its own file (see ``DisplayEffect``).
struct DisplayEffects: Equatable, Sendable {
    var opacity = EffectSlot<OpacityEffect>()
    var blur = EffectSlot<BlurEffect>()
    var shadow = EffectSlot<ShadowEffect>()

    /// Calls `visitor` with every effect type, in the order their animations are decided and
    /// their SVG is written.
    static func visitKinds<Visitor: DisplayEffectVisitor>(_ visitor: inout Visitor) {
        visitor.visit(OpacityEffect.self)
        visitor.visit(BlurEffect.self)
        visitor.visit(ShadowEffect.self)
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

    /// The animation keys of the effects, in ``visitKinds(_:)``'s order.
    static let attributes: [DisplayAttribute] = {
        var collector = AttributeCollector()
        visitKinds(&collector)
        return collector.attributes
    }()

    /// Whether any effect has an animation candidate.
    var hasAnimation: Bool {
        var finder = AnimationFinder(effects: self)
        Self.visitKinds(&finder)
        return finder.found
    }

    /// Whether these effects draw the same as `other`, whatever their animations.
    func hasSameValues(as other: DisplayEffects) -> Bool {
        var comparer = ValueComparer(effects: self, other: other)
        Self.visitKinds(&comparer)
        return comparer.same
    }

    /// What the effects add to their item's SVG element, in ``visitKinds(_:)``'s order.
    var svgMarkup: [SVGEffectMarkup] {
        var collector = SVGMarkupCollector(effects: self)
        Self.visitKinds(&collector)
        return collector.markup
    }
}

/// An operation over every effect type, run by ``DisplayEffects/visitKinds(_:)``: generic, so each
/// call is specialized for its effect and nothing is boxed.
protocol DisplayEffectVisitor {
    /// Does the operation for the effect `kind`.
    mutating func visit<Effect: DisplayEffect>(_ kind: Effect.Type)
}

private struct AttributeCollector: DisplayEffectVisitor {
    var attributes: [DisplayAttribute] = []
    mutating func visit<Effect: DisplayEffect>(_ kind: Effect.Type) { attributes.append(DisplayAttribute(kind)) }
}

private struct AnimationFinder: DisplayEffectVisitor {
    let effects: DisplayEffects
    var found = false
    mutating func visit<Effect: DisplayEffect>(_ kind: Effect.Type) {
        if effects[kind].animation != nil { found = true }
    }
}

private struct ValueComparer: DisplayEffectVisitor {
    let effects: DisplayEffects, other: DisplayEffects
    var same = true
    mutating func visit<Effect: DisplayEffect>(_ kind: Effect.Type) {
        if same && effects[kind].value != other[kind].value { same = false }
    }
}

private struct SVGMarkupCollector: DisplayEffectVisitor {
    let effects: DisplayEffects
    var markup: [SVGEffectMarkup] = []
    mutating func visit<Effect: DisplayEffect>(_ kind: Effect.Type) {
        if let piece = effects[kind].value.svgMarkup { markup.append(piece) }
    }
}
