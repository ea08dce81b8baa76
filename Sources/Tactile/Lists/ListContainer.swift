import Foundation

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
