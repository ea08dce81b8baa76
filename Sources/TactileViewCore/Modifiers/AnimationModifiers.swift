/// `.animation(_:)` and `.animation(_:value:)`: the animation for changes inside the modified view.
///
/// With a value, the animation applies in commits where the value differs from the previous commit's
/// (compared with `==`); the deprecated form without a value applies in every commit. Either replaces
/// the animation of the transaction (from `withAnimation`) for everything inside it — `nil` removes it
/// — unless the transaction disables animations.
struct AnimationContent: NodeContent {
    let animation: Animation?
    /// Whether the modifier applies in the commit that resolved it.
    let applies: Bool
    var kindName: String { "animation" }
    var animationModifier: (animation: Animation?, applies: Bool)? { (animation, applies) }
    var isLayoutNeutral: Bool { true }
}

struct AnimationModifier<Value: Equatable>: PrimitiveModifier {
    let animation: Animation?
    nonisolated(unsafe) let value: Value?
    let always: Bool

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var applies = always
        if !always, let value {
            let graph = inputs.graph
            if let previous = graph.observedValues[inputs.identity] as? Value {
                applies = previous != value
            }
            graph.observedValues[inputs.identity] = value
        }
        return content.wrap(AnimationContent(animation: animation, applies: applies), inputs)
    }
}

extension View {
    /// Animates every change inside this view with `animation` (`nil`: no animation).
    ///
    /// Deprecated in SwiftUI in favour of ``animation(_:value:)``; kept so that older code compiles.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View {
        modifier(AnimationModifier<Bool>(animation: animation, value: nil, always: true))
    }

    /// Animates the changes inside this view with `animation` in commits where `value` changed.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationModifier(animation: animation, value: value, always: false))
    }
}
