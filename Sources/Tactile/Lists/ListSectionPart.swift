import Foundation

/// A section header or footer in a list: its content at the row inset, at least 28 pt high in a
/// plain list (or `defaultMinListHeaderHeight`), on a grey band for a plain list's header.
struct ListSectionPartContent: NodeContent {
    let role: SectionPartContent.Role
    let style: ResolvedListStyle
    /// The least height the environment's `defaultMinListHeaderHeight` sets; `nil`: the style's.
    let minimumHeight: CGFloat?
    var kindName: String { role == .header ? "List.header" : "List.footer" }
    var passesTraitsThrough: Bool { false }

    private var horizontalPadding: CGFloat { style.horizontalInset + ListMetrics.rowInsets.leading }

    private func contentSize(_ node: ViewNode, width: CGFloat?) -> CGSize {
        guard let child = node.children.first else { return .zero }
        return child.sizeThatFits(
            ProposedViewSize(width: width.map { max(0, $0 - 2 * horizontalPadding) }, height: nil), .none)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let content = contentSize(node, width: proposal.width)
        let minimum = minimumHeight ?? (style.isGrouped ? 0 : ListMetrics.minimumHeaderHeight)
        return CGSize(
            width: proposal.width ?? content.width + 2 * horizontalPadding,
            height: max(minimum, content.height + 2 * ListMetrics.headerVerticalPadding))
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard let child = node.children.first else { return }
        let content = contentSize(node, width: size.width)
        child.place(
            at: CGPoint(x: horizontalPadding, y: (size.height - content.height) / 2), size: content, .none)
    }

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        guard role == .header, !style.isGrouped else { return }
        list.addShape(
            Path(node.bounds), fill: AnyShapeStyle(ListMetrics.plainHeaderBackground), stroke: nil, node: node,
            state: state)
    }
}
