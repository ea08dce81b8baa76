import Foundation

/// The indicators of a `ScrollView`: a thin bar along each scroll axis, drawn over the content
/// while it moves and for a while after (see `ScrollIndicatorTiming`), whose length is the visible share of the content (shorter while the content
/// is pulled past an edge) and whose place is the scroll position. They are never hit.
struct ScrollIndicators: View {
    let axes: Axis.Set
    let metrics: ScrollMetrics
    let showsIndicators: Bool
    /// Where the content is: filled in by `ScrollIndicatorsReader`, which reads it.
    private(set) var position = ScrollOffsetState()

    typealias Body = Never

    /// These indicators with the content at `position`.
    func at(_ position: ScrollOffsetState) -> Self {
        var copy = self
        copy.position = position
        return copy
    }
}

extension ScrollIndicators: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let visibility = inputs.environment.scrollIndicatorVisibility
        var shown = Axis.Set()
        for axis in [Axis.Set.horizontal, .vertical] where axes.contains(axis) && showsIndicators {
            if visibility[axis] != .hidden && visibility[axis] != .never { shown.insert(axis) }
        }
        // At rest, the host fades the bars after the linger delay (hidden ones too: they go, so
        // showing them later does not bring back stale bars); moving, they stay.
        let fades = inputs.graph.scrollIndicatorFades
        if position.phase == .idle {
            fades.noteResting(metrics, offset: metrics.shownOffset(position))
        } else {
            fades.noteMoving(metrics)
        }
        return [inputs.node(ScrollIndicatorsContent(axes: shown, position: position, metrics: metrics))]
    }
}

/// The sizes of the indicators, in points.
enum ScrollIndicatorMetrics {
    /// How thick a bar is: UIKit's, thin enough not to hide content.
    static let thickness: CGFloat = 3
    /// The gap between a bar and the edge it runs along (and the ends of its track).
    static let inset: CGFloat = 2
    /// The shortest a bar gets, however long the content or far it is pulled: still visible.
    static let minimumLength: CGFloat = 12
}

/// The node of the indicators: draws the bars, hit-tests nowhere.
struct ScrollIndicatorsContent: NodeContent {
    let axes: Axis.Set
    let position: ScrollOffsetState
    let metrics: ScrollMetrics

    var kindName: String { "ScrollIndicators" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func hitTestRule(size: CGSize) -> HitTestRule { .none }

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        let offset = metrics.shownOffset(position)
        // A plain colour, painted as is: no style to erase and resolve on every frame that draws them.
        let paint = DrawnPaint.color(Color.gray.opacity(0.6))
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            guard let bar = bar(axis, offset: axis == .horizontal ? offset.x : offset.y, size: node.size) else {
                continue
            }
            list.addShape(
                Path(roundedRect: bar, cornerRadius: ScrollIndicatorMetrics.thickness / 2), fill: paint, stroke: nil,
                node: node, state: state)
        }
    }

    /// The bar along `axis` for the content at `offset`, in a viewport of `size`; `nil` when the
    /// content fits (nothing to scroll) or the viewport is too small for a bar.
    func bar(_ axis: Axis, offset: CGFloat, size: CGSize) -> CGRect? {
        let content = metrics.contentSize[axis], container = size[axis]
        let track = container - 2 * ScrollIndicatorMetrics.inset
        guard content > container, track > ScrollIndicatorMetrics.minimumLength else { return nil }
        let limit = content - container
        let overshoot = offset < 0 ? -offset : max(offset - limit, 0)
        let length = max(track * container / content - overshoot, ScrollIndicatorMetrics.minimumLength)
        let progress = min(max(offset / limit, 0), 1)
        let along = ScrollIndicatorMetrics.inset + (track - length) * progress
        let across = size[axis.other] - ScrollIndicatorMetrics.inset - ScrollIndicatorMetrics.thickness
        return axis == .vertical
            ? CGRect(x: across, y: along, width: ScrollIndicatorMetrics.thickness, height: length)
            : CGRect(x: along, y: across, width: length, height: ScrollIndicatorMetrics.thickness)
    }
}
