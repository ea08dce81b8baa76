import Foundation

/// The style's background behind a list's scroll view.
struct ListBackground<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    typealias Body = Never
}

extension ListBackground: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let hidden = inputs.environment.scrollContentBackground == .hidden
        let color = hidden ? Color.clear : inputs.environment.listStyle.background
        return [
            inputs.node(
                ListBackgroundContent(color: color), children: inputs.graph.resolve(content, inputs.child(.content)))
        ]
    }
}

/// Fills its bounds with the list style's background.
struct ListBackgroundContent: NodeContent {
    let color: Color
    var kindName: String { "List" }
    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        list.addShape(Path(node.bounds), fill: AnyShapeStyle(color), stroke: nil, node: node, state: state)
    }
}
