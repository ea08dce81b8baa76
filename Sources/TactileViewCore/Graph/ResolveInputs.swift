/// What a view is resolved in: its identity, the environment, and the graph that owns its state.
///
/// ``PrimitiveView/makeNodes(_:)`` and ``PrimitiveModifier/makeNodes(content:inputs:)`` receive it:
/// make this view's node with ``node(_:children:)``, resolve a child view at a new position with
/// `inputs.graph.resolve(child, inputs.child(.content))`, and pass values down to a subtree by
/// changing ``environment`` in the child's inputs.
@MainActor
package struct ResolveInputs {
    /// The identity of the view being resolved.
    package var identity: ViewIdentity
    /// The environment in effect for it.
    package var environment: EnvironmentValues
    /// The graph that resolves it.
    package unowned let graph: ViewGraph

    /// The inputs of the view at `identity`, in `environment`, resolved by `graph`.
    package init(identity: ViewIdentity, environment: EnvironmentValues, graph: ViewGraph) {
        self.identity = identity
        self.environment = environment
        self.graph = graph
    }

    /// Inputs for a child at `component` below this view.
    package func child(_ component: ViewIdentity.Component) -> ResolveInputs {
        var copy = self
        copy.identity = identity.appending(component)
        return copy
    }

    /// A node for this view.
    package func node(_ content: any NodeContent, children: [ViewNode] = []) -> ViewNode {
        let node = ViewNode(identity: identity, content: content, children: children, commit: graph.commitCount)
        if environment.isRightToLeft { node.mirrorsChildren = true }
        return node
    }
}
