import Foundation

/// Presents its content at window level, as SwiftUI presents sheets, covers and alerts: the
/// content is laid out over the whole window, drawn after everything else and hit-tested before
/// it, whichever view the modifier is on and whatever clips or effects surround that view.
///
/// The content keeps its place in the tree (its identity, its state, the environment it
/// inherits); only its frame, its drawing order and its hit testing are the window's. After the
/// parent placed the layer, its content is placed again over the window, before drawing
/// (`PostLayoutObservers`). A layer inside a layer goes over it.
package struct WindowLayerModifier: NodeModifier {
    /// A window layer.
    nonisolated package init() {}

    package func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        inputs.graph.postLayout.adjust(inputs.identity) { node, transform, window in
            WindowLayerContent.cover(node, transform: transform, window: window)
        }
        return WindowLayerContent()
    }
}

/// The node of a ``WindowLayerModifier``: takes the space its parent offers (it asks nothing of
/// the layout around it) and is hit-tested only as a layer.
struct WindowLayerContent: NodeContent {
    var kindName: String { "windowLayer" }
    var isWindowLayer: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        for child in node.children { child.place(at: .zero, size: size, .none) }
    }

    /// The tree's own hit test passes the layer by; ``ViewHost`` tests it first, as a layer.
    func hitTestRule(size: CGSize) -> HitTestRule { .none }

    /// Places the content of `node`, whose local-to-window transform is `transform`, over the
    /// whole window.
    static func cover(_ node: ViewNode, transform: CGAffineTransform, window: WindowGeometry) {
        let origin = CGPoint.zero.applying(transform.inverted())
        guard origin.x.isFinite, origin.y.isFinite else { return }
        for child in node.children { child.place(at: origin, size: window.size, .none) }
    }
}
