import Foundation

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Two modifiers in a row are primitive: the graph applies the first, then the second.
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    package func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let placeholder = _ViewModifier_Content<Self>(resolver: content)
        return inputs.graph.resolve(placeholder.modifier(self.content).modifier(modifier), inputs)
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {
    /// Whether both the contents and the modifiers are equal.
    public static func == (a: ModifiedContent<Content, Modifier>, b: ModifiedContent<Content, Modifier>) -> Bool {
        a.content == b.content && a.modifier == b.modifier
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`, as one modifier.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// This modifier with the transaction of its own changes rewritten by `transform`; the view it
    /// modifies keeps the transaction from outside.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        PushPopTransactionModifier(modifier: self, transform: transform)
    }

    /// This modifier with its own changes animated by `animation` (unless the transaction
    /// disables animations); the view it modifies keeps the animation from outside.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        transaction { t in
            if !t.disablesAnimations { t.animation = animation }
        }
    }
}

/// `ViewModifier.transaction(_:)`: the modifier's changes take `transform`'s transaction, the
/// content inside it the transaction from outside again (a scope, as `transaction(_:body:)`).
struct PushPopTransactionModifier<M: ViewModifier>: PrimitiveModifier {
    nonisolated(unsafe) let modifier: M
    nonisolated(unsafe) let transform: (inout Transaction) -> Void

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let placeholder = _ViewModifier_Content<Self>(resolver: content)
        let scoped = placeholder.modifier(AnimationScopeEnd()).modifier(modifier)
            .modifier(AnimationScopeStart(transform: transform))
        return inputs.graph.resolve(scoped, inputs)
    }
}
