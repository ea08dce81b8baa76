import Foundation

/// The moving part of a `ScrollView`: lays its content out at its ideal length along the scroll
/// axes, shifts it by the scroll position, clips it, is hit anywhere in its bounds (and nowhere
/// outside them), and carries the scroll gesture.
struct ScrollViewport<Content: View>: View {
    let axes: Axis.Set
    let metrics: ScrollMetrics
    let onScroll: (ScrollGesture.Value) -> Void
    let onStop: () -> Void
    let onMove: (CGPoint) -> Void
    /// Puts the content at an offset with a phase (a scroll wheel moving it, then letting it rest).
    let onSetPosition: (ScrollOffsetState) -> Void
    /// Takes the indicators away once the content has rested for the linger delay.
    let onIndicatorsFade: () -> Void
    /// Room above the content while a refresh runs (`RefreshControlMetrics/indicatorHeight`):
    /// added to the top margin.
    let refreshInset: CGFloat
    let content: Content
    /// Where the content is: filled in by `ScrollViewportReader`, which reads it.
    private(set) var position = ScrollOffsetState()

    typealias Body = Never

    /// This viewport with its content at `position`.
    func at(_ position: ScrollOffsetState) -> Self {
        var copy = self
        copy.position = position
        return copy
    }
}

extension ScrollViewport: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let environment = inputs.environment
        var margins = environment.scrollContentMargins
        margins.top += refreshInset
        let viewport = ScrollViewportContent(
            axes: axes, position: position, metrics: metrics, onScroll: onScroll, onStop: onStop,
            isScrollEnabled: environment.isEnabled && !environment.isScrollDisabled,
            snapKind: environment.scrollSnapKind, margins: margins,
            anchor: environment.defaultScrollAlignmentAnchor,
            bounce: (environment.horizontalScrollBounceBehavior, environment.verticalScrollBounceBehavior),
            clips: !environment.isScrollClipDisabled)
        metrics.axes = axes
        metrics.position = position
        metrics.move = onMove
        metrics.setPosition = onSetPosition
        metrics.fadeIndicators = onIndicatorsFade
        metrics.margins = margins
        environment.scrollTargets?.register(metrics)
        var contentInputs = inputs.child(.content)
        contentInputs.environment.enclosingScrollView = metrics
        contentInputs.environment.layoutContainer = metrics.layoutContainer
        contentInputs.environment.scrollViewDepth += 1
        let graph = inputs.graph
        let kept = graph.storage(for: inputs.identity, typeID: ObjectIdentifier(ScrollContentNodes.self))
        let children: [ViewNode]
        if let last = kept.slots[0] as? ScrollContentNodes, graph.resolvesUnchangedContent(below: inputs.identity) {
            // The scroll view moved (its own state changed) and its content did not: the content's
            // nodes, their layout and what they registered stay.
            children = last.nodes
        } else {
            metrics.tracksVisibleFrame = false
            children = graph.resolve(content, contentInputs)
            kept.slots[0] = ScrollContentNodes(nodes: children)
        }
        let node = viewport.makeNode(inputs, children: children)
        metrics.viewport = node
        if metrics.tracksVisibleFrame {
            let metrics = self.metrics
            inputs.graph.postLayout.adjust(inputs.identity) { node, transform, _ in
                metrics.visibleFrame = CGRect(origin: .zero, size: node.size).applying(transform)
            }
        }
        let metrics = self.metrics, anchor = environment.defaultScrollAnchor
        let watches = environment.scrollGeometryWatches, positionBinding = environment.scrollPositionBinding
        let retargets = environment.scrollSnapKind != nil
        let phaseWatches = environment.scrollPhaseWatches
        let visibilityWatches = environment.scrollTargetVisibilityWatches
        if anchor != nil || !watches.isEmpty || positionBinding != nil || retargets || !phaseWatches.isEmpty
            || !visibilityWatches.isEmpty
        {
            inputs.graph.postLayout.observe(inputs.identity) { place in
                if let anchor { metrics.applyDefaultAnchor(anchor) }
                if retargets { metrics.retargetAfterResize() }
                if let positionBinding { metrics.follow(positionBinding) }
                metrics.report(to: watches, graph: place.graph)
                metrics.report(phaseTo: phaseWatches, graph: place.graph)
                metrics.report(targetVisibilityTo: visibilityWatches, graph: place.graph)
            }
        }
        return [node]
    }
}

/// The content nodes a scroll viewport resolved last, kept by identity to be reused while only
/// the scroll position changes.
@MainActor
final class ScrollContentNodes {
    let nodes: [ViewNode]
    init(nodes: [ViewNode]) { self.nodes = nodes }
}

/// The node of a scroll viewport (see `ScrollViewport`).
struct ScrollViewportContent: NodeContent {
    let axes: Axis.Set
    let position: ScrollOffsetState
    let metrics: ScrollMetrics
    let onScroll: (ScrollGesture.Value) -> Void
    let onStop: () -> Void
    let isScrollEnabled: Bool
    /// How a release picks where the content rests (`View/scrollTargetBehavior(_:)`).
    let snapKind: _ScrollSnapKind?
    /// The margins around the content (`contentMargins(_:_:for:)`), inside the scrollable area.
    let margins: EdgeInsets
    /// Where content smaller than the viewport sits (`View/defaultScrollAnchor(_:)`); `nil`: the
    /// top, centred across a single scroll axis.
    let anchor: UnitPoint?
    /// How the content bounces horizontally and vertically when it fits
    /// (`View/scrollBounceBehavior(_:axes:)`).
    let bounce: (horizontal: ScrollBounceBehavior, vertical: ScrollBounceBehavior)
    /// Whether the content is clipped to the bounds (`View/scrollClipDisabled(_:)` turns it off).
    let clips: Bool

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

    /// What the content is offered: the viewport's length across the scroll axes less the
    /// margins, nothing along them.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal)
                ? nil : proposal.width.map { max($0 - margins.leading - margins.trailing, 0) },
            height: axes.contains(.vertical) ? nil : proposal.height.map { max($0 - margins.top - margins.bottom, 0) })
    }

    /// The content's size with its margins: the scrollable area.
    private func contentSize(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let content = LayoutContainers.with(containerSize(proposal)) { () -> CGSize in
            switch node.children.count {
            case 0: .zero
            case 1: node.children[0].sizeThatFits(contentProposal(proposal), context)
            default: stack.sizeThatFits(contentProposal(proposal), node.children)
            }
        }
        return CGSize(
            width: content.width + margins.leading + margins.trailing,
            height: content.height + margins.top + margins.bottom)
    }

    /// Along a scroll axis the viewport takes what it is offered (the content's length when offered
    /// nothing); across the scroll axes it is as long as its content, which is offered the
    /// viewport's own offer there, as SwiftUI's scroll view is (a vertical one as wide as its
    /// content, a horizontal carousel as tall as its cards). Taking any length offered across too
    /// made a stack that measured a carousel at its cards' height place it at another: the stack
    /// shares the length it was given out among children that all claim to be inflexible.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let content = contentSize(proposal, node: node, context: context)
        func length(_ axis: Axis) -> CGFloat {
            Self.finite(axes.contains(axis.set) ? proposal[axis] ?? content[axis] : content[axis])
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }

    /// The size `containerRelativeFrame` inside sees: the viewport's (the length offered to it, or
    /// the outer container's where nothing is offered), less the content margins.
    private func containerSize(_ proposal: ProposedViewSize) -> CGSize {
        let outer = LayoutContainers.current ?? .zero
        return CGSize(
            width: max((proposal.width ?? outer.width) - margins.leading - margins.trailing, 0),
            height: max((proposal.height ?? outer.height) - margins.top - margins.bottom, 0))
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let container = containerSize(ProposedViewSize(size))
        metrics.layoutContainer.size = container
        return LayoutContainers.with(container) {
            placeContent(of: node, in: size, context: context)
        }
    }

    private func placeContent(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let proposal = ProposedViewSize(width: size.width, height: size.height)
        let content = contentSize(proposal, node: node, context: context)
        let sanitized = CGSize(width: Self.finite(content.width), height: Self.finite(content.height))
        metrics.contentSize = sanitized
        metrics.containerSize = size
        let inner = CGSize(
            width: max(sanitized.width - margins.leading - margins.trailing, 0),
            height: max(sanitized.height - margins.top - margins.bottom, 0))
        let corner = CGPoint(x: margins.leading, y: margins.top)
        switch node.children.count {
        case 0: break
        case 1: node.children[0].place(at: corner, size: inner, context)
        default:
            stack.place(node.children, in: inner)
            guard corner != .zero else { break }
            // Moved by the margins, in the context the stack placed them in (their placement holds).
            let stackContext = LayoutContext(stackAxis: stack.axis)
            for child in node.children {
                child.place(
                    at: CGPoint(x: child.origin.x + corner.x, y: child.origin.y + corner.y), size: child.size,
                    stackContext)
            }
        }
    }

    private static func finite(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }

    /// The content moves against the offset. Content shorter than the viewport along a scroll
    /// axis sits at the default anchor (the top or leading edge without one); across a single
    /// scroll axis, content of another length is centred (or placed at the anchor).
    func effectTransform(size: CGSize) -> CGAffineTransform {
        let offset = metrics.shownOffset(position)
        let content = metrics.contentSize
        func place(_ axis: Axis, offset: CGFloat, anchor: CGFloat?) -> CGFloat {
            let room = size[axis] - content[axis]
            let fraction = anchor.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
            guard axes.contains(axis.set) else { return room * (fraction ?? 0.5) }
            return -offset + max(room, 0) * (fraction ?? 0)
        }
        return CGAffineTransform(
            translationX: place(.horizontal, offset: offset.x, anchor: anchor?.x),
            y: place(.vertical, offset: offset.y, anchor: anchor?.y))
    }

    func applyEffect(to state: inout RenderState, node: ViewNode) {
        guard clips else { return }
        state.clips.append(Path(node.bounds).applying(node.transformToWindow))
    }

    /// Hit anywhere in the bounds, by the content where it is hit; content scrolled out of view is
    /// not hit.
    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }

    /// The engine's form of the scroll target behaviour: pages, or the aligned views' offsets.
    var snapping: ScrollSnapping? {
        switch snapKind {
        case nil: nil
        case .paging: .paging
        case .viewAligned(let limit): metrics.alignedSnapping(limit: limit)
        case .rule(let rule): .rule(rule)
        }
    }

    /// Not kept between hit tests: the gesture starts from the scroll metrics' offset and sizes as they are.
    var keepsGestureAttachmentUntilCommit: Bool { false }

    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment? {
        let onScroll = self.onScroll, onStop = self.onStop
        var engineAxes: GestureAxes = []
        let content = metrics.contentSize, container = metrics.containerSize
        // An axis whose bounce is `.basedOnSize` and whose content fits takes no part in the drag.
        if axes.contains(.horizontal), bounce.horizontal.scrolls(content: content.width, container: container.width) {
            engineAxes.insert(.horizontal)
        }
        if axes.contains(.vertical), bounce.vertical.scrolls(content: content.height, container: container.height) {
            engineAxes.insert(.vertical)
        }
        let gesture = ScrollGesture(
            axes: engineAxes, contentOffset: metrics.shownOffset(position), contentSize: metrics.contentSize,
            containerSize: metrics.containerSize, snapping: snapping
        )
        .onChanged(onScroll)
        .onEnded(onScroll)
        .onFailed { _ in onStop() }
        var attachment = GestureAttachment(
            id: identity, gesture: gesture, priority: .high,
            mask: isScrollEnabled && !engineAxes.isEmpty ? .all : .subviews,
            geometry: geometry)
        attachment.isScrollContainer = true
        return attachment
    }
}
