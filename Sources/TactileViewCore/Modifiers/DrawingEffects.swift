import Foundation

/// `mask`: the content shows only where the mask view is opaque. The mask is sized to the content
/// and placed by its alignment, like an overlay; it is drawn into the content's items
/// (``DisplayItem/masks``), never on its own, and never hit-tested. Hit testing of the content is
/// unchanged (in SwiftUI only `contentShape` changes it).
struct MaskContent: NodeContent {
    let alignment: Alignment
    var kindName: String { "mask" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        node.children.first?.sizeThatFits(proposal, context) ?? .zero
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        node.children.first?.place(at: .zero, size: size, context)
        guard node.children.count == 2 else { return }
        let layer = node.children[1]
        let s = layer.sizeThatFits(ProposedViewSize(size), .none)
        layer.place(at: alignedOrigin(of: layer, childSize: s, in: size, alignment: alignment), size: s, .none)
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? {
        node.children.first?.explicitGuide(id, size: size)
    }

    func applyEffect(to state: inout RenderState, node: ViewNode) {
        guard node.children.count == 2 else { return }
        let layer = node.children[1]
        layer.transformToWindow = CGAffineTransform(translationX: layer.origin.x, y: layer.origin.y).concatenating(
            node.contentToWindow)
        state.masks.append(DisplayMask(items: Renderer.detachedItems(of: layer)))
    }
}

/// The mask view's place in the tree: laid out, kept with its state, but not drawn in place or
/// hit-tested (``MaskContent`` draws it into its content's masks).
struct MaskLayerContent: NodeContent {
    var kindName: String { "maskLayer" }
    var isHidden: Bool { true }
    func hitTestRule(size: CGSize) -> HitTestRule { .none }
}

struct MaskModifier<Mask: View>: PrimitiveModifier {
    nonisolated(unsafe) let mask: Mask
    let alignment: Alignment

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let base = content.resolve(inputs)
        let baseNode: ViewNode =
            base.count == 1
            ? base[0] : inputs.child(.attached("base")).node(ZStackContent(alignment: .center), children: base)
        let maskInputs = inputs.child(.attached("mask"))
        let maskNodes = inputs.graph.resolve(mask, maskInputs)
        let layerChild: [ViewNode] =
            maskNodes.count <= 1
            ? maskNodes
            : [inputs.child(.attached("maskStack")).node(ZStackContent(alignment: alignment), children: maskNodes)]
        let layer = inputs.child(.attached("maskLayer")).node(MaskLayerContent(), children: layerChild)
        return [inputs.node(MaskContent(alignment: alignment), children: [baseNode, layer])]
    }
}

/// `blendMode`: how what the subtree draws combines with what is behind it.
struct BlendModeContent: NodeContentModifier {
    let mode: BlendMode
    var kindName: String { "blendMode" }
    var isLayoutNeutral: Bool { true }
    func applyEffect(to state: inout RenderState, node: ViewNode) { state.blendMode = mode }
}

/// `compositingGroup` and `drawingGroup`: in SwiftUI, the subtree is flattened into one layer
/// before the effects outside it (opacity, blend mode, shadow) apply. Tactile draws item by item:
/// these mark the subtree and change nothing drawn (see `Docs/ViewLayer.md`, "Drawing").
struct CompositingGroupContent: NodeContentModifier {
    let name: String
    var kindName: String { name }
    var isLayoutNeutral: Bool { true }
}

/// How colours are stored while a `drawingGroup` renders (kept for source compatibility; Tactile
/// draws in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB, gamma-encoded.
    case nonLinear
    /// sRGB, linear.
    case linear
    /// Extended range linear sRGB.
    case extendedLinear
}

extension View {
    /// Shows this view only where `mask` is opaque. The mask is sized to this view and placed by
    /// `alignment`; hit testing is unchanged.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> some View
    {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows this view only where `mask` is opaque (centred).
    @available(*, deprecated, message: "Use mask(alignment:_:) instead.")
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }

    /// Draws a border of `content`, `width` wide, inside the view's frame (an overlay of a
    /// rectangle's `strokeBorder`).
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(
            SecondaryLayerModifier(
                layer: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center, isBackground: false))
    }

    /// Draws the view transformed by `transform`, about its top-leading corner, without changing
    /// its layout. Hit testing and gesture locations follow it.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(GeometryEffectContent(kind: .transform(transform)))
    }

    /// Draws the view turned by `angle` about `axis` through `anchor`, projected onto the screen.
    ///
    /// Approximate: drawn with the projection's affine fit at the anchor (the turn seen straight
    /// on), so the far side is not tapered; `anchorZ` and `perspective` do not change the picture
    /// (see `Docs/ViewLayer.md`, "Drawing"). A turn about the z axis is exactly `rotationEffect`.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modifier(GeometryEffectContent(kind: .rotation3D(angle, axis: axis, anchor: anchor)))
    }

    /// Combines what the view draws with what is behind it by `blendMode` (drawn in SVG with the
    /// CSS `mix-blend-mode` of the same name; modes CSS lacks draw as `normal`).
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(BlendModeContent(mode: blendMode))
    }

    /// Marks the view as one layer for the effects outside it. Tactile draws item by item, so
    /// this changes nothing drawn (see `Docs/ViewLayer.md`, "Drawing").
    nonisolated public func compositingGroup() -> some View {
        modifier(CompositingGroupContent(name: "compositingGroup"))
    }

    /// Renders the view off screen as one layer in SwiftUI; in Tactile, like
    /// ``compositingGroup()``, it changes nothing drawn.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View
    {
        modifier(CompositingGroupContent(name: "drawingGroup"))
    }
}
