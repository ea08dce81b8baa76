import Foundation

/// The moving part of a ``ScrollView``: lays its content out at its ideal length along the scroll
/// axes, shifts it by the scroll position, clips it, is hit anywhere in its bounds (and nowhere
/// outside them), and carries the scroll gesture.
struct ScrollViewport<Content: View>: View {
    let axes: Axis.Set
    let position: ScrollPosition
    let metrics: ScrollMetrics
    let onScroll: (ScrollGesture.Value) -> Void
    let onStop: () -> Void
    let onMove: (CGPoint) -> Void
    let content: Content

    typealias Body = Never
}

extension ScrollViewport: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let environment = inputs.environment
        let viewport = ScrollViewportContent(
            axes: axes, position: position, metrics: metrics, onScroll: onScroll, onStop: onStop,
            isScrollEnabled: environment.isEnabled && !environment.isScrollDisabled,
            snapKind: environment.scrollSnapKind)
        metrics.axes = axes
        metrics.position = position
        metrics.move = onMove
        environment.scrollTargets?.register(metrics)
        var contentInputs = inputs.child(.content)
        contentInputs.environment.enclosingScrollView = metrics
        let node = viewport.makeNode(inputs, children: inputs.graph.resolve(content, contentInputs))
        metrics.viewport = node
        return [node]
    }
}

/// The node of a scroll viewport (see ``ScrollViewport``).
struct ScrollViewportContent: NodeContent {
    let axes: Axis.Set
    let position: ScrollPosition
    let metrics: ScrollMetrics
    let onScroll: (ScrollGesture.Value) -> Void
    let onStop: () -> Void
    let isScrollEnabled: Bool
    /// How a release picks where the content rests (``View/scrollTargetBehavior(_:)``).
    let snapKind: _ScrollSnapKind?

    var kindName: String { "ScrollView" }
    var passesTraitsThrough: Bool { false }

    @MainActor
    func makeNode(_ inputs: ResolveInputs, children: [ViewNode]) -> ViewNode {
        inputs.node(self, children: children)
    }

    /// Several views in the content stack along the scroll axis (vertically when both scroll).
    private var stack: StackLayout {
        StackLayout(axis: axes == .horizontal ? .horizontal : .vertical, alignment: .center, spacing: nil)
    }

    /// What the content is offered: the viewport's length across the scroll axes, nothing along them.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    private func contentSize(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        switch node.children.count {
        case 0: return .zero
        case 1: return node.children[0].sizeThatFits(contentProposal(proposal), context)
        default: return stack.sizeThatFits(contentProposal(proposal), node.children)
        }
    }

    /// The viewport takes what it is offered; along an unspecified dimension, the content's length.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let content = contentSize(proposal, node: node, context: context)
        return CGSize(
            width: Self.finite(proposal.width ?? content.width), height: Self.finite(proposal.height ?? content.height))
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let proposal = ProposedViewSize(width: size.width, height: size.height)
        let content = contentSize(proposal, node: node, context: context)
        let sanitized = CGSize(width: Self.finite(content.width), height: Self.finite(content.height))
        metrics.contentSize = sanitized
        metrics.containerSize = size
        switch node.children.count {
        case 0: break
        case 1: node.children[0].place(at: .zero, size: sanitized, context)
        default: stack.place(node.children, in: sanitized)
        }
    }

    private static func finite(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }

    /// The content moves against the offset; across a single scroll axis, narrower content is centred.
    func effectTransform(size: CGSize) -> CGAffineTransform {
        let offset = metrics.shownOffset(position)
        let content = metrics.contentSize
        let x = axes.contains(.horizontal) ? -offset.x : (size.width - content.width) / 2
        let y = axes.contains(.vertical) ? -offset.y : (size.height - content.height) / 2
        return CGAffineTransform(translationX: x, y: y)
    }

    func applyEffect(to state: inout RenderState, node: ViewNode) {
        state.clips.append(Path(node.bounds).applying(node.transformToWindow))
    }

    /// Hit anywhere in the bounds, by the content where it is hit; content scrolled out of view is
    /// not hit.
    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }

    /// The engine's form of the scroll target behaviour: pages, or the aligned views' offsets.
    private var snapping: ScrollSnapping? {
        switch snapKind {
        case nil: nil
        case .paging: .paging
        case .viewAligned: metrics.alignedSnapping()
        }
    }

    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment? {
        let onScroll = self.onScroll, onStop = self.onStop
        var engineAxes: GestureAxes = []
        if axes.contains(.horizontal) { engineAxes.insert(.horizontal) }
        if axes.contains(.vertical) { engineAxes.insert(.vertical) }
        let gesture = ScrollGesture(
            axes: engineAxes, contentOffset: metrics.shownOffset(position), contentSize: metrics.contentSize,
            containerSize: metrics.containerSize, snapping: snapping
        )
        .onChanged(onScroll)
        .onEnded(onScroll)
        .onFailed { _ in onStop() }
        var attachment = GestureAttachment(
            id: identity, gesture: gesture, priority: .high, mask: isScrollEnabled ? .all : .subviews,
            geometry: geometry)
        attachment.isScrollContainer = true
        return attachment
    }
}
