import Foundation

/// `overlay` and `background`: a secondary view sized to the base view and aligned on it.
///
/// The base decides the size; the secondary view is offered exactly that size and placed by
/// `alignment`. An overlay is in front of the base (and is hit-tested first); a background behind.
struct SecondaryLayerContent: NodeContent {
    let alignment: Alignment
    let isBackground: Bool
    var kindName: String { isBackground ? "background" : "overlay" }

    private func parts(_ node: ViewNode) -> (base: ViewNode?, layer: ViewNode?) {
        guard node.children.count == 2 else { return (node.children.first, nil) }
        return isBackground ? (node.children[1], node.children[0]) : (node.children[0], node.children[1])
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        parts(node).base?.sizeThatFits(proposal, context) ?? .zero
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let (base, layer) = parts(node)
        base?.place(at: .zero, size: size, context)
        if let layer {
            let s = layer.sizeThatFits(ProposedViewSize(size), .none)
            layer.place(at: alignedOrigin(of: layer, childSize: s, in: size, alignment: alignment), size: s, .none)
        }
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? {
        guard let base = parts(node).base else { return nil }
        return base.explicitGuide(id, size: size)
    }
}

struct SecondaryLayerModifier<Layer: View>: PrimitiveModifier {
    nonisolated(unsafe) let layer: Layer
    let alignment: Alignment
    let isBackground: Bool

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let base = content.resolve(inputs)
        let layerNodes = inputs.graph.resolve(layer, inputs.child(.attached(isBackground ? "background" : "overlay")))
        // Several secondary views stack like a ZStack.
        let layerNode: ViewNode? =
            switch layerNodes.count {
            case 0: nil
            case 1: layerNodes[0]
            default: inputs.child(.attached("layers")).node(ZStackContent(alignment: alignment), children: layerNodes)
            }
        let baseNode: ViewNode =
            base.count == 1
            ? base[0] : inputs.child(.attached("base")).node(ZStackContent(alignment: .center), children: base)
        var children = [baseNode]
        if let layerNode {
            if isBackground { children.insert(layerNode, at: 0) } else { children.append(layerNode) }
        }
        return [
            inputs.node(SecondaryLayerContent(alignment: alignment, isBackground: isBackground), children: children)
        ]
    }
}

extension View {
    /// Layers `overlay` in front of this view, sized to it and placed by `alignment`.
    ///
    /// Disfavoured, as in SwiftUI: a view that is also a ``ShapeStyle`` (a ``Color``, a gradient)
    /// passed alone goes to ``overlay(_:ignoresSafeAreaEdges:)``, which draws the same.
    @_disfavoredOverload
    nonisolated public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }

    /// Layers the views built by `content` in front of this view, sized to it and placed by `alignment`.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }

    /// Layers `background` behind this view, sized to it and placed by `alignment`.
    ///
    /// Disfavoured, as in SwiftUI: a view that is also a ``ShapeStyle`` (a ``Color``, a gradient)
    /// passed alone goes to ``background(_:ignoresSafeAreaEdges:)``, which draws the same.
    @_disfavoredOverload
    nonisolated public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: background, alignment: alignment, isBackground: true))
    }

    /// Layers the views built by `content` behind this view, sized to it and placed by `alignment`.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }
}
