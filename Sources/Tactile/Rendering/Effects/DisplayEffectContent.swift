import Foundation

/// The node of a drawing effect's modifier (`opacity`, `blur`, `shadow`): applies `effect` to
/// everything its subtree draws, with the animation in effect at the modifier, without changing
/// layout or, unless the effect hides the view, hit testing.
struct DisplayEffectContent<Effect: DisplayEffect>: NodeContentModifier {
    /// The modifier's effect, combined with the one in force around it when drawn.
    let effect: Effect

    var kindName: String { Effect.name }
    var isLayoutNeutral: Bool { true }

    func applyEffect(to state: inout RenderState, node: ViewNode) {
        state.effects.apply(effect, animation: state.animation)
    }

    func hitTestRule(size: CGSize) -> HitTestRule { effect.hidesFromHitTesting ? .none : .children }
}
