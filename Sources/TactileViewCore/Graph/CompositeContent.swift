/// The node of a custom view or custom ``ViewModifier`` (one whose body the graph evaluates): a
/// transparent wrapper around the body's nodes, with every ``NodeContent`` default.
package struct CompositeContent: NodeContent {
    /// The type's name without generic arguments (`TabView`, not `TabView<Int, TupleView<…>>`).
    package let kindName: String

    /// The node of a view or modifier of type `type`.
    init(type: Any.Type) { kindName = TypeNames.kindName(of: type) }

    /// A node named `kindName` (the synthetic root of several views, `onChange`).
    package init(kindName: String) { self.kindName = kindName }
}
