extension ViewGraph {
    /// Resolves `body`, known only as an existential, as the body of a view of `type`: a composite
    /// node with the body's nodes below it, as `resolve(_:_:)` makes for a custom view. For a view
    /// whose body is a value it holds rather than one it computes (`PlaceholderContentView`).
    package func resolveBody(_ body: any View, of type: Any.Type, _ inputs: ResolveInputs) -> [ViewNode] {
        let node = inputs.node(CompositeContent(type: type))
        node.rebuild = { [unowned self] in self.resolveAny(body, inputs.child(.body)) }
        node.children = resolveAny(body, inputs.child(.body))
        return [node]
    }
}
