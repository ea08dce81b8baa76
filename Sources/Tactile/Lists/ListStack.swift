import Foundation

/// A list's rows, headers and footers, stacked without spacing: headers and footers the list's
/// width, rows inset by the style; grouped styles leave space above each section and below the last.
struct ListStackContent: NodeContent {
    enum Kind { case header, row, footer }
    struct Item {
        let kind: Kind
        let startsSection: Bool
    }
    let style: ResolvedListStyle
    let items: [Item]
    /// The row whose move handle is being dragged (its child index) and how far.
    let moving: (index: Int, translation: CGFloat)?
    /// Where the last layout put the children (unmoved), for the move handles.
    let record: ListLayoutRecord

    var kindName: String { "List.rows" }
    var passesTraitsThrough: Bool { false }

    /// The frames of the children for a list `width` wide, and the total height.
    private func frames(_ node: ViewNode, width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
        var frames: [CGRect] = []
        frames.reserveCapacity(node.children.count)
        var y: CGFloat = 0
        let spacing = style.isGrouped ? ListMetrics.groupedSectionSpacing : 0
        for (child, item) in zip(node.children, items) {
            if item.startsSection { y += spacing }
            let x = item.kind == .row ? style.horizontalInset : 0
            let w = max(0, width - 2 * x)
            let height = child.sizeThatFits(ProposedViewSize(width: w, height: nil), .none).height
            frames.append(CGRect(x: x, y: y, width: w, height: height))
            y += height
        }
        if !items.isEmpty { y += spacing }
        return (frames, y)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let width = proposal.width ?? ListMetrics.fallbackWidth
        return CGSize(width: width, height: frames(node, width: width).height)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let frames = frames(node, width: size.width).frames
        record.frames = frames
        for (index, (child, frame)) in zip(node.children, frames).enumerated() {
            let dy = moving?.index == index ? moving?.translation ?? 0 : 0
            child.place(at: CGPoint(x: frame.minX, y: frame.minY + dy), size: frame.size, .none)
        }
    }
}
