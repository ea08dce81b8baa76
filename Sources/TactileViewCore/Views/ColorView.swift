import Foundation

extension Color: View {
    /// A colour is a primitive view.
    public typealias Body = Never
}

extension Color: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        // Resolved here, where the environment is known: drawing has none to resolve in.
        [inputs.node(ColorContent(color: resolved(for: inputs.environment.colorScheme)))]
    }
}

/// The node of a ``Color`` used as a view: fills what it is offered.
struct ColorContent: NodeContent {
    let color: Color
    var kindName: String { "Color(\(color))" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        list.addShape(Path(node.bounds), fill: AnyShapeStyle(color), stroke: nil, node: node, state: state)
    }
    func hitTestRule(size: CGSize) -> HitTestRule { color.isClear ? .none : .frame }
}
