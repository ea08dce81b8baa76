/// A reusable change to a view, applied with `View/modifier(_:)`.
///
/// A modifier's `body(content:)` wraps the view it modifies (`content`) in other views. Modifiers
/// may declare `@State` and other dynamic properties: they keep state under the identity of the
/// modified view.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier builds.
    associatedtype Body: View
    /// The view being modified, as seen from inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Builds the modified view around `content`.
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body; the graph applies them directly.
    public func body(content: Self.Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The view a `ViewModifier` modifies, as a placeholder inside its body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let resolver: ModifierContentResolver
    /// The placeholder is primitive.
    public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { resolver.resolve(inputs) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view that is modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Modified content is primitive.
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let content = self.content
        let resolver = ModifierContentResolver { inputs in inputs.graph.resolve(content, inputs) }
        switch inputs.graph.modifierKind(of: Modifier.self) {
        case .primitive(let type):
            return Self.makeNodes(modifier, as: type, content: resolver, inputs: inputs)
        case .askEachValue:
            if let primitive = modifier as? any PrimitiveModifier {
                return primitive.makeNodes(content: resolver, inputs: inputs)
            }
        case .geometryEffect:
            if let effect = modifier as? any GeometryEffect {
                return Self.makeEffectNodes(effect, content: resolver, inputs: inputs)
            }
        case .custom:
            break
        }
        // A custom modifier: a node of its own whose children are its body, like a custom view.
        let modifier = self.modifier
        let graph = inputs.graph
        let node = inputs.node(CompositeContent(type: Modifier.self))
        let evaluate: () -> [ViewNode] = { [unowned graph] in
            graph.linkProperties(of: modifier, type: Modifier.self, inputs: inputs)
            let body = modifier.body(content: _ViewModifier_Content(resolver: resolver))
            return graph.resolve(body, inputs.child(.body))
        }
        node.rebuild = evaluate
        node.children = evaluate()
        return [node]
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    @MainActor fileprivate static func makeNodes<P: PrimitiveModifier>(
        _ modifier: Modifier, as type: P.Type, content: ModifierContentResolver, inputs: ResolveInputs
    ) -> [ViewNode] {
        reinterpret(modifier, as: P.self).makeNodes(content: content, inputs: inputs)
    }

    /// The node of a custom geometry effect, around `content`.
    @MainActor fileprivate static func makeEffectNodes<Effect: GeometryEffect>(
        _ effect: Effect, content: ModifierContentResolver, inputs: ResolveInputs
    ) -> [ViewNode] {
        CustomGeometryEffectContent(effect).makeNodes(content: content, inputs: inputs)
    }
}

extension View {
    /// Applies `modifier` to this view.
    nonisolated public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
