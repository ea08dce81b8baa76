/// A built-in view that the graph turns into nodes itself instead of asking for a body: the
/// extension point for new views.
///
/// Every public view type whose `Body` is `Never` conforms, in the same file as the view.
/// ``makeNodes(_:)`` resolves the view in the given inputs and returns zero or more nodes: lists
/// such as ``TupleView`` or ``ForEach`` return one node per element (each at its own identity),
/// leaves and containers return one. A new view is one file:
///
/// ```swift
/// public struct Badge: View {
///     let count: Int
///     public init(count: Int) { self.count = count }
///     public typealias Body = Never
/// }
///
/// struct BadgeContent: NodeContent {            // layout, drawing, hit testing: see NodeContent
///     let count: Int
///     var kindName: String { "Badge" }
///     func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize { … }
///     func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) { … }
///     func hitTestRule(size: CGSize) -> HitTestRule { .frame }
/// }
///
/// extension Badge: PrimitiveView {
///     func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [inputs.node(BadgeContent(count: count))] }
/// }
/// ```
///
/// A container resolves its content below its own identity,
/// `inputs.node(MyContainerContent(), children: inputs.graph.resolve(content, inputs.child(.content)))`,
/// and views it adds of its own (a tab bar, a scroll indicator) at `inputs.child(.attached("name"))`.
/// The graph decides once per type whether a view is primitive (``ResolveKind``); nothing lists the
/// primitive views.
@MainActor
package protocol PrimitiveView {
    /// The nodes of this view, resolved at `inputs`.
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode]
}
