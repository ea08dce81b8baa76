/// What a view is resolved in: its identity, the environment, and the graph that owns its state.
///
/// ``PrimitiveView/makeNodes(_:)`` and ``PrimitiveModifier/makeNodes(content:inputs:)`` receive it:
/// make this view's node with ``node(_:children:)``, resolve a child view at a new position with
/// `inputs.graph.resolve(child, inputs.child(.content))`, and pass values down to a subtree by
/// changing ``environment`` in the child's inputs.
@MainActor
struct ResolveInputs {
    /// The identity of the view being resolved.
    var identity: ViewIdentity
    /// The environment in effect for it.
    var environment: EnvironmentValues
    /// The graph that resolves it.
    unowned let graph: ViewGraph

    /// Inputs for a child at `component` below this view.
    func child(_ component: ViewIdentity.Component) -> ResolveInputs {
        var copy = self
        copy.identity = identity.appending(component)
        return copy
    }

    /// A node for this view.
    func node(_ content: any NodeContent, children: [ViewNode] = []) -> ViewNode {
        ViewNode(identity: identity, content: content, children: children, commit: graph.commitCount)
    }
}
