/// `id(_:)`: gives the content an explicit identity below this point.
///
/// The content is resolved one step further down, at a step named by the value, so a different
/// value is a different view to the graph: the old content's state (`@State`, `@GestureState`,
/// observed values) is dropped, its `onDisappear` actions run, and the new content starts afresh
/// with its `onAppear` actions and tasks. The node itself is a transparent wrapper.
struct IdentityModifier<ID: Hashable>: PrimitiveModifier {
    nonisolated(unsafe) let id: ID

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let identified = inputs.child(.id(AnyHashable(id)))
        return [inputs.node(CompositeContent(kindName: "id"), children: content.resolve(identified))]
    }
}

extension View {
    /// Binds the view's identity to `id`: when `id` changes, the view is replaced by a new one
    /// (its state reset, `onDisappear` then `onAppear` run).
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: id))
    }
}
