import Foundation

/// The bar's request last read from a level's content, kept by identity across rebuilds.
final class NavigationBarState {
    var request = NavigationBarRequest()
}

/// One level of a navigation stack: its content between the navigation bar and the bottom
/// toolbar, both built from what the content requests (`navigationTitle`, `toolbar`…).
@MainActor
enum NavigationContainer {
    /// A container node with the content, the bar (with a back button running `back`, when given,
    /// and the search field of a `searchable` around the stack, `inheritedSearch`) and the bottom bar; after each layout the request is read again and the bars rebuilt when
    /// it changed.
    static func makeNodes<Content: View>(
        _ content: Content, _ inputs: ResolveInputs, back: (() -> Void)?, inheritedSearch: SearchFieldEntry? = nil
    ) -> ViewNode {
        let graph = inputs.graph
        let state = barState(inputs)
        let contentNodes = graph.resolve(content, inputs.child(.content))
        let contentNode =
            contentNodes.count == 1
            ? contentNodes[0]
            : inputs.child(.attached("base")).node(ZStackContent(alignment: .center), children: contentNodes)
        let barInputs = inputs.child(.attached("navigationBar"))
        let barNode = barInputs.node(CompositeContent(kindName: "navigationBar"))
        let buildBar: @MainActor () -> [ViewNode] = { [unowned graph] in
            graph.resolve(
                NavigationBar(request: state.request, back: back, inheritedSearch: inheritedSearch),
                barInputs.child(.content))
        }
        barNode.rebuild = buildBar
        barNode.children = buildBar()
        let bottomInputs = inputs.child(.attached("bottomBar"))
        let bottomNode = bottomInputs.node(CompositeContent(kindName: "bottomBar"))
        let buildBottom: @MainActor () -> [ViewNode] = { [unowned graph] in
            graph.resolve(NavigationBottomBar(request: state.request), bottomInputs.child(.content))
        }
        bottomNode.rebuild = buildBottom
        bottomNode.children = buildBottom()
        let identity = inputs.identity
        let barIdentity = barInputs.identity, bottomIdentity = bottomInputs.identity
        graph.postLayout.observe(identity) { place in
            guard let content = place.node.children.first else { return }
            let request = Preferences.value(NavigationBarKey.self, of: content) ?? NavigationBarRequest()
            guard request != state.request else { return }
            state.request = request
            place.graph.postLayout.noteChange(identity)
            place.graph.invalidations.invalidate(barIdentity, transaction: Transaction())
            place.graph.invalidations.invalidate(bottomIdentity, transaction: Transaction())
        }
        return inputs.node(NavigationContainerContent(), children: [contentNode, barNode, bottomNode])
    }

    /// The bar state of the level resolved at `inputs`, kept by its identity.
    static func barState(_ inputs: ResolveInputs) -> NavigationBarState {
        let storage = inputs.graph.storage(for: inputs.identity, typeID: ObjectIdentifier(NavigationBarState.self))
        if let existing = storage.slots[0] as? NavigationBarState { return existing }
        let state = NavigationBarState()
        storage.slots[0] = state
        return state
    }
}

/// The layout of a navigation level: the bar across the top at its own height, the bottom bar
/// across the bottom, the content between them. The bars are drawn after (in front of) the content.
struct NavigationContainerContent: NodeContent {
    var kindName: String { "NavigationLevel" }
    var passesTraitsThrough: Bool { false }

    private func barHeights(_ node: ViewNode, width: CGFloat?) -> (top: CGFloat, bottom: CGFloat) {
        guard node.children.count == 3 else { return (0, 0) }
        let proposal = ProposedViewSize(width: width, height: nil)
        return (
            node.children[1].sizeThatFits(proposal, .none).height, node.children[2].sizeThatFits(proposal, .none).height
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        guard let content = node.children.first else { return .zero }
        let bars = barHeights(node, width: proposal.width)
        let inner = content.sizeThatFits(
            ProposedViewSize(
                width: proposal.width, height: proposal.height.map { max(0, $0 - bars.top - bars.bottom) }),
            .none)
        // Like SwiftUI's, the container fills the space it is offered.
        let size = proposal.replacingUnspecifiedDimensions(
            by: CGSize(width: inner.width, height: inner.height + bars.top + bars.bottom))
        return CGSize(width: GeometryReaderContent.clean(size.width), height: GeometryReaderContent.clean(size.height))
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard let content = node.children.first else { return }
        let bars = barHeights(node, width: size.width)
        let area = CGSize(width: size.width, height: max(0, size.height - bars.top - bars.bottom))
        let s = content.sizeThatFits(ProposedViewSize(area), .none)
        let origin = alignedOrigin(of: content, childSize: s, in: area, alignment: .center)
        content.place(at: CGPoint(x: origin.x, y: origin.y + bars.top), size: s, .none)
        if node.children.count == 3 {
            node.children[1].place(at: .zero, size: CGSize(width: size.width, height: bars.top), .none)
            node.children[2].place(
                at: CGPoint(x: 0, y: size.height - bars.bottom), size: CGSize(width: size.width, height: bars.bottom),
                .none)
        }
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}
