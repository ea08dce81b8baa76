import Foundation

/// A row's content on its background, inset, at least `minimumHeight` high, with the separator below it;
/// in edit mode, the delete control before the content and the move handle after it.
struct ListRowSurfaceContent: NodeContent {
    /// Where each part is among the children (counts: a part ends before the index stored).
    struct Parts {
        /// The end of the background's nodes (0: none).
        var background = 0
        /// The end of the delete control's nodes (`nil`: none).
        var deleteControl: Int?
        /// The end of the content's node (one node).
        var content = 0
        /// The end of the move handle's nodes (`nil`: none).
        var moveHandle: Int?
    }
    let parts: Parts
    let insets: EdgeInsets
    let isSelected: Bool
    let showsSeparator: Bool
    let roundsTop: Bool
    let roundsBottom: Bool
    /// The least height (the environment's `defaultMinListRowHeight`, 44 pt by default).
    let minimumHeight: CGFloat

    var kindName: String { "List.rowSurface" }
    var passesTraitsThrough: Bool { false }

    private var leadingAccessory: CGFloat { parts.deleteControl == nil ? 0 : ListMetrics.deleteControlWidth }
    private var trailingAccessory: CGFloat { parts.moveHandle == nil ? 0 : ListMetrics.moveHandleWidth }

    private func contentSize(_ node: ViewNode, width: CGFloat?) -> CGSize {
        guard node.children.indices.contains(parts.content - 1) else { return .zero }
        let horizontal = insets.leading + insets.trailing + leadingAccessory + trailingAccessory
        let proposal = ProposedViewSize(width: width.map { max(0, $0 - horizontal) }, height: nil)
        return node.children[parts.content - 1].sizeThatFits(proposal, .none)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let content = contentSize(node, width: proposal.width)
        let horizontal = insets.leading + insets.trailing + leadingAccessory + trailingAccessory
        return CGSize(
            width: proposal.width ?? content.width + horizontal,
            height: max(minimumHeight, content.height + insets.top + insets.bottom))
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard node.children.indices.contains(parts.content - 1) else { return }
        func centred(_ child: ViewNode, x: CGFloat) {
            let s = child.sizeThatFits(ProposedViewSize(width: nil, height: size.height), .none)
            let height = min(s.height, size.height)
            child.place(
                at: CGPoint(x: x, y: (size.height - height) / 2), size: CGSize(width: s.width, height: height), .none)
        }
        for background in node.children[0..<parts.background] { background.place(at: .zero, size: size, .none) }
        if let end = parts.deleteControl {
            for control in node.children[parts.background..<end] { centred(control, x: insets.leading) }
        }
        let contentSize = contentSize(node, width: size.width)
        let middle = insets.top + (size.height - insets.top - insets.bottom - contentSize.height) / 2
        node.children[parts.content - 1].place(
            at: CGPoint(x: insets.leading + leadingAccessory, y: middle), size: contentSize, .none)
        if let end = parts.moveHandle {
            for handle in node.children[parts.content..<end] { centred(handle, x: size.width - trailingAccessory) }
        }
    }

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        let bounds = node.bounds
        if parts.background == 0 {
            var shape = Path()
            if roundsTop || roundsBottom {
                shape.addRoundedRect(
                    in: bounds,
                    cornerSize: CGSize(width: ListMetrics.cardCornerRadius, height: ListMetrics.cardCornerRadius))
                if !roundsTop { shape.addRect(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)) }
                if !roundsBottom {
                    shape.addRect(CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2))
                }
            } else {
                shape.addRect(bounds)
            }
            let fill = isSelected ? ListMetrics.selectedRowBackground : ListMetrics.rowBackground
            list.addShape(shape, fill: AnyShapeStyle(fill), stroke: nil, node: node, state: state)
        }
        if showsSeparator {
            let (start, end) = separatorExtent(node)
            let line = CGRect(
                x: start, y: bounds.height - ListMetrics.separatorThickness, width: max(0, end - start),
                height: ListMetrics.separatorThickness)
            list.addShape(Path(line), fill: AnyShapeStyle(ListMetrics.separator), stroke: nil, node: node, state: state)
        }
    }

    /// Where the separator starts and ends: at the content's `listRowSeparatorLeading` and
    /// `listRowSeparatorTrailing` guides when it sets them (`alignmentGuide`), else from the
    /// leading inset to the row's trailing edge.
    private func separatorExtent(_ node: ViewNode) -> (start: CGFloat, end: CGFloat) {
        var start = insets.leading, end = node.bounds.width
        guard node.children.indices.contains(parts.content - 1) else { return (start, end) }
        let content = node.children[parts.content - 1]
        if let leading = content.explicitGuide(HorizontalAlignment.listRowSeparatorLeading.key, size: content.size) {
            start = content.origin.x + leading
        }
        if let trailing = content.explicitGuide(HorizontalAlignment.listRowSeparatorTrailing.key, size: content.size) {
            end = content.origin.x + trailing
        }
        return (start, end)
    }

    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }
}
