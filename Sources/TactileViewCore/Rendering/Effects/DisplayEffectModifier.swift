import Foundation

/// The node of a drawing effect's modifier (`opacity`, `blur`, `shadow`): applies ``effect`` to
/// everything its subtree draws, with the animation in effect at the modifier, without changing
/// layout or, unless the effect hides the view, hit testing.
///
/// Each effect's file declares its own one-line conforming struct rather than sharing one generic
/// type: a generic content's conformance runs unspecialized when the graph makes its node, which
/// boxes the effect once more on every commit (one malloc a frame more in the draggable circle's
/// host frame), while a concrete type gets the specialized path every other modifier has.
protocol DisplayEffectModifier: NodeContentModifier {
    /// The effect's type.
    associatedtype Effect: DisplayEffect
    /// The modifier's effect, combined with the one in force around it when drawn.
    var effect: Effect { get }
}

extension DisplayEffectModifier {
    var kindName: String { Effect.name }
    var isLayoutNeutral: Bool { true }

    func applyEffect(to state: inout RenderState, node: ViewNode) {
        state.effects.apply(effect, animation: state.animation)
    }

    func hitTestRule(size: CGSize) -> HitTestRule { effect.hidesFromHitTesting ? .none : .children }
}
