import Foundation

/// `transaction(_:)` and `transaction(value:_:)`: the transaction of changes inside the view, as
/// `transform` rewrites it. Tactile's renderer reads a transaction's animation: what `transform`
/// sets as `Transaction/animation` animates the changes drawn inside (with
/// `Transaction/disablesAnimations` set, the `.animation` modifiers inside are ignored, as
/// SwiftUI's implicit animations are).
struct TransactionContent: NodeContent {
    nonisolated(unsafe) let transform: (inout Transaction) -> Void
    /// Whether the modifier rewrites the transaction in the commit that resolved it.
    let applies: Bool
    var kindName: String { "transaction" }
    var isLayoutNeutral: Bool { true }

    func applyEffect(to state: inout RenderState, node: ViewNode) {
        guard applies else { return }
        var transaction = Transaction(animation: state.animation)
        transaction.disablesAnimations = state.disablesImplicitAnimations
        transaction.custom = state.transactionValues
        transform(&transaction)
        state.animation = transaction.animation
        state.disablesImplicitAnimations = transaction.disablesAnimations
        state.transactionValues = transaction.custom
    }
}

/// The modifier that makes a `TransactionContent` node, in every commit or in those where its
/// value changed.
struct TransactionModifier<Value: Equatable>: PrimitiveModifier {
    nonisolated(unsafe) let transform: (inout Transaction) -> Void
    nonisolated(unsafe) let value: Value?

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var applies = true
        if let value {
            let graph = inputs.graph
            if let previous = graph.observedValues[inputs.identity] as? Value { applies = previous != value }
            graph.observedValues[inputs.identity] = value
        }
        return content.wrap(TransactionContent(transform: transform, applies: applies), inputs)
    }
}

/// The start of a scoped animation (`animation(_:body:)`, `transaction(_:body:)`): the modifiers
/// of the body take `transform`'s animation; the content inside (`AnimationScopeEnd`) takes the
/// animation from outside again.
package struct AnimationScopeStart: NodeContentModifier {
    nonisolated(unsafe) let transform: (inout Transaction) -> Void
    package var kindName: String { "animationScope" }
    package var isLayoutNeutral: Bool { true }

    /// A scope whose modifiers animate with `animation`.
    nonisolated package init(animation: Animation?) { transform = { $0.animation = animation } }

    /// A scope whose modifiers take the transaction `transform` makes.
    nonisolated package init(transform: @escaping (inout Transaction) -> Void) { self.transform = transform }

    package func applyEffect(to state: inout RenderState, node: ViewNode) {
        state.scopedAnimations.append(state.animation)
        var transaction = Transaction(animation: state.animation)
        transform(&transaction)
        state.animation = transaction.animation
    }
}

/// The end of a scoped animation: the content takes the animation from outside the scope again.
package struct AnimationScopeEnd: NodeContentModifier {
    package var kindName: String { "animationScopeEnd" }
    package var isLayoutNeutral: Bool { true }

    nonisolated package init() {}

    package func applyEffect(to state: inout RenderState, node: ViewNode) {
        if let outer = state.scopedAnimations.popLast() { state.animation = outer }
    }
}

extension View {
    /// Rewrites, with `transform`, the transaction of every change inside this view: set its
    /// `animation` to animate them, `nil` to make them at once.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier<Bool>(transform: transform, value: nil))
    }

    /// Rewrites, with `transform`, the transaction of the changes inside this view in commits where
    /// `value` changed.
    nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void)
        -> some View
    {
        modifier(TransactionModifier(transform: transform, value: value))
    }
}
