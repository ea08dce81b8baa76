import Foundation

/// The style's background behind a list's scroll view.
struct ListBackground<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    typealias Body = Never
}

extension ListBackground: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let color = inputs.environment.listStyle.background
        return [
            inputs.node(
                ListBackgroundContent(color: color), children: inputs.graph.resolve(content, inputs.child(.content)))
        ]
    }
}

/// Fills its bounds with the list style's background.
struct ListBackgroundContent: NodeContent {
    let color: Color
    var kindName: String { "List" }
    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        list.addShape(Path(node.bounds), fill: AnyShapeStyle(color), stroke: nil, node: node, state: state)
    }
}

/// The rows of a ``List``: resolves its content as list content, finds its sections, headers,
/// footers and rows, and stacks them (``ListStackContent``), each row in a ``ListRowContent``.
struct ListContainer<Content: View>: View {
    let content: Content
    let selection: ErasedListSelection?
    let swipe: Binding<ListSwipeState>
    let move: Binding<ListMoveState>
    typealias Body = Never
}

/// One section of a list as its container found it.
@MainActor
struct ListSectionPlan {
    var header: ViewNode?
    var rows: [ViewNode] = []
    var footer: ViewNode?
    /// Rows outside any `Section`: later loose rows join it.
    var isLoose = false
}

extension ListContainer: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        var contentInputs = inputs.child(.content)
        contentInputs.environment.isListContent = true
        var sections: [ListSectionPlan] = []
        Self.collect(inputs.graph.resolve(content, contentInputs), into: &sections)

        let style = inputs.environment.listStyle
        let record = ListLayoutRecord()
        let moveState = move.wrappedValue
        let rowMaker = ListRowMaker(
            inputs: inputs, style: style, selection: selection, swipe: swipe, state: swipe.wrappedValue,
            move: move, record: record, isEditing: inputs.environment.editMode?.wrappedValue.isEditing ?? false)
        var moving: (index: Int, translation: CGFloat)?
        var children: [ViewNode] = []
        var items: [ListStackContent.Item] = []
        var seen = Set<ViewIdentity>()
        var duplicates = 0
        for section in sections {
            var sectionStart = true
            if let header = section.header {
                children.append(Self.part(header, .header, style, inputs))
                items.append(ListStackContent.Item(kind: .header, startsSection: true))
                sectionStart = false
            }
            for (index, row) in section.rows.enumerated() {
                if !seen.insert(row.identity).inserted { duplicates += 1 }
                if let item = row.content as? ListRowItemContent {
                    record.groups[item.group, default: []].append((children.count, item.offset))
                }
                let made = rowMaker.row(
                    row, isFirst: index == 0, isLast: index == section.rows.count - 1, index: children.count)
                if moveState.row == made.identity { moving = (children.count, moveState.translation) }
                children.append(made)
                items.append(ListStackContent.Item(kind: .row, startsSection: sectionStart))
                sectionStart = false
            }
            if let footer = section.footer {
                children.append(Self.part(footer, .footer, style, inputs))
                items.append(ListStackContent.Item(kind: .footer, startsSection: sectionStart))
            }
        }
        if duplicates > 0 {
            inputs.graph.postLayout.note(
                "List: \(duplicates) row(s) share an id with an earlier row; rows with the same id share "
                    + "their state and swipe position (give each element of a ForEach a unique id)")
        }
        let stack = ListStackContent(style: style, items: items, moving: moving, record: record)
        return [inputs.node(stack, children: children)]
    }

    /// Sorts resolved list content into sections: a `Section` is one, loose rows between them
    /// another; a custom view's several views are several rows.
    private static func collect(_ nodes: [ViewNode], into sections: inout [ListSectionPlan]) {
        for node in nodes {
            if node.content is ListSectionContent {
                var plan = ListSectionPlan()
                for part in node.children {
                    switch (part.content as? SectionPartContent)?.role {
                    case .header?: plan.header = part
                    case .footer?: plan.footer = part
                    case nil: rows(of: part, into: &plan.rows)
                    }
                }
                sections.append(plan)
            } else if node.content is CompositeContent, node.children.count != 1 {
                collect(node.children, into: &sections)
            } else {
                if sections.last?.isLoose != true { sections.append(ListSectionPlan(isLoose: true)) }
                sections[sections.count - 1].rows.append(node)
            }
        }
    }

    private static func rows(of node: ViewNode, into rows: inout [ViewNode]) {
        if node.content is CompositeContent, node.children.count != 1 {
            for child in node.children { Self.rows(of: child, into: &rows) }
        } else {
            rows.append(node)
        }
    }

    /// A header or footer in its list place.
    private static func part(
        _ node: ViewNode, _ role: SectionPartContent.Role, _ style: ResolvedListStyle, _ inputs: ResolveInputs
    ) -> ViewNode {
        ViewNode(
            identity: node.identity.appending(.attached("listPart")),
            content: ListSectionPartContent(role: role, style: style), children: [node],
            commit: inputs.graph.commitCount)
    }
}

/// A section header or footer in a list: its content at the row inset, at least 28 pt high in a
/// plain list, on a grey band for a plain list's header.
struct ListSectionPartContent: NodeContent {
    let role: SectionPartContent.Role
    let style: ResolvedListStyle
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
        let minimum = style.isGrouped ? 0 : ListMetrics.minimumHeaderHeight
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
