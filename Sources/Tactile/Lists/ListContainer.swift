import Foundation

/// The rows of a `List`: resolves its content as list content, finds its sections, headers,
/// footers and rows (`ListColumn`), and stacks those in view (`ListStackContent`), each row
/// in a `ListRowContent`.
///
/// A list is lazy like a `LazyVStack`: the elements of its `ForEach`es are built when they come
/// within `LazyStackMetrics/margin(viewport:)` of the visible part of the list's scroll view and
/// dropped when they leave it (their `onAppear` and `onDisappear` run then), so ten thousand rows
/// cost about what the twenty on screen do. Rows not built count as long as the average of those
/// measured. Headers, footers and rows that are not a `ForEach`'s are resolved with the content
/// and placed in the tree only while in view, as the rest; a plain list's headers and footers
/// are pinned (`SectionPinning`), so those of the sections in view are built too.
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
    /// A row: a resolved view, or the elements of a `ForEach` to build when in view.
    enum Entry {
        case node(ViewNode)
        case elements(any ListRowSource)
    }
    var header: ViewNode?
    var rows: [Entry] = []
    var footer: ViewNode?
    /// Rows outside any `Section`: later loose rows join it.
    var isLoose = false
}

extension ListContainer: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let graph = inputs.graph
        let storage = graph.storage(for: inputs.identity, typeID: ObjectIdentifier(ListColumn.self))
        let column: ListColumn
        if let existing = storage.slots[0] as? ListColumn {
            column = existing
        } else {
            column = ListColumn()
            storage.slots[0] = column
        }
        let style = inputs.environment.listStyle
        let record = ListLayoutRecord()
        let node = inputs.node(
            ListStackContent(
                style: style, column: column, record: record,
                customSectionSpacing: inputs.environment.listSectionSpacing?.value))
        let scroll = inputs.environment.enclosingScrollView
        let build: @MainActor () -> [ViewNode] = {
            self.build(column, record: record, lazily: scroll != nil, inputs)
        }
        node.rebuild = build
        node.children = build()
        guard let scroll else { return [node] }
        if style.pinsSectionParts {
            scroll.tracksVisibleFrame = true
            graph.postLayout.adjust(inputs.identity) { node, transform, _ in
                // The list may have been resolved since with a style that does not pin.
                guard (node.content as? ListStackContent)?.style.pinsSectionParts == true,
                    let visible = scroll.visibleRect(for: transform)
                else { return }
                SectionPinning.pin(
                    column.pinnableSections(of: node, sectionSpacing: 0), low: visible.minY, high: visible.maxY,
                    axis: .vertical, pinned: [.sectionHeaders, .sectionFooters])
            }
        }
        inputs.environment.scrollTargets?.register(
            LazyStackTarget(
                node: node, state: column.lengths, source: ListColumnLookup(column: column), spacing: 0,
                axis: .vertical))
        let identity = inputs.identity
        graph.postLayout.observe(identity) { place in
            guard let viewport = scroll.viewport,
                let wanted = LazyStackContent.rowsInView(
                    of: place.node, viewport: viewport, axis: .vertical, state: column.lengths, spacing: 0),
                wanted != column.lengths.range
            else { return }
            column.lengths.range = wanted
            place.graph.postLayout.noteChange(identity)
            place.graph.invalidations.invalidate(identity, transaction: Transaction())
        }
        return [node]
    }

    /// Resolves the content, plans its slots in `column` and builds the nodes of the slots in
    /// view (every slot when not `lazily`: outside a scroll view).
    private func build(
        _ column: ListColumn, record: ListLayoutRecord, lazily: Bool, _ inputs: ResolveInputs
    ) -> [ViewNode] {
        var contentInputs = inputs.child(.content)
        contentInputs.environment.isListContent = true
        var sections: [ListSectionPlan] = []
        Self.collect(inputs.graph.resolve(content, contentInputs), into: &sections)
        column.plan(sections)
        let lengths = column.lengths
        if !lazily {
            lengths.range = 0..<lengths.count
        } else if lengths.range.isEmpty && lengths.count > 0 {
            lengths.range = 0..<1  // one slot to measure first
        }

        let style = inputs.environment.listStyle
        let moveState = move.wrappedValue
        let rowMaker = ListRowMaker(
            inputs: inputs, style: style, selection: selection, swipe: swipe, state: swipe.wrappedValue,
            move: move, record: record, isEditing: inputs.environment.editMode?.wrappedValue.isEditing ?? false)
        record.groups = [:]
        var children: [ViewNode] = []
        var nodeCounts: [Int] = []
        var seen = Set<ViewIdentity>()
        var duplicates = 0
        column.moving = nil
        func addRows(_ rows: [ViewNode], of slot: ListSlot) {
            for (index, row) in rows.enumerated() {
                if !seen.insert(row.identity).inserted { duplicates += 1 }
                if let item = row.content as? ListRowItemContent {
                    record.groups[item.group, default: []].append((children.count, item.offset))
                }
                let made = rowMaker.row(
                    row, isFirst: slot.isFirstRow && index == 0, isLast: slot.isLastRow && index == rows.count - 1,
                    index: children.count)
                if moveState.row == made.identity { column.moving = (children.count, moveState.translation) }
                children.append(made)
            }
            nodeCounts.append(rows.count)
        }
        let pins = lazily && style.pinsSectionParts
        func part(_ node: ViewNode, _ role: SectionPartContent.Role) -> ViewNode {
            let made = Self.part(node, role, style, inputs)
            return pins ? SectionPinning.inFront(made, commit: inputs.graph.commitCount) : made
        }
        for slot in lengths.range.map({ column.slots[$0] }) {
            switch slot.part {
            case .header(let header):
                children.append(part(header, .header))
                nodeCounts.append(1)
            case .footer(let footer):
                children.append(part(footer, .footer))
                nodeCounts.append(1)
            case .row(let row):
                addRows([row], of: slot)
            case .element(let source, let index):
                addRows(column.sources[source].rows(at: index), of: slot)
            }
        }
        column.nodeCounts = nodeCounts
        column.extraSlots = pins ? column.partsOutside(lengths.range) : []
        for slot in column.extraSlots {
            switch column.slots[slot].part {
            case .header(let header): children.append(part(header, .header))
            case .footer(let footer): children.append(part(footer, .footer))
            case .row, .element: break  // partsOutside gives headers and footers only
            }
        }
        if duplicates > 0 {
            inputs.graph.postLayout.note(
                "List: \(duplicates) row(s) share an id with an earlier row; rows with the same id share "
                    + "their state and swipe position (give each element of a ForEach a unique id)")
        }
        return children
    }

    /// Sorts resolved list content into sections: a `Section` is one, loose rows between them
    /// another; a custom view's several views are several rows, a `ForEach`'s elements one each.
    private static func collect(_ nodes: [ViewNode], into sections: inout [ListSectionPlan]) {
        for node in nodes {
            if let (section, modifiers) = ListModifierSpread.section(in: node) {
                var plan = ListSectionPlan()
                for part in section.children {
                    switch (part.content as? SectionPartContent)?.role {
                    case .header?: plan.header = ListModifierSpread.apply(modifiers, to: part)
                    case .footer?: plan.footer = ListModifierSpread.apply(modifiers, to: part)
                    case nil: rows(of: part, modifiers: modifiers, into: &plan.rows)
                    }
                }
                sections.append(plan)
            } else if let (source, modifiers) = ListModifierSpread.rowSource(in: node) {
                if sections.last?.isLoose != true { sections.append(ListSectionPlan(isLoose: true)) }
                sections[sections.count - 1].rows.append(.elements(ListModifierSpread.apply(modifiers, to: source)))
            } else if node.content is CompositeContent, node.children.count != 1 || holdsListContent(node) {
                collect(node.children, into: &sections)
            } else {
                if sections.last?.isLoose != true { sections.append(ListSectionPlan(isLoose: true)) }
                rows(of: node, into: &sections[sections.count - 1].rows)
            }
        }
    }

    /// The rows `node` stands for, each wrapped in `modifiers` (those of its section, see
    /// `ListModifierSpread`).
    private static func rows(
        of node: ViewNode, modifiers: [ViewNode] = [], into rows: inout [ListSectionPlan.Entry]
    ) {
        if let (source, own) = ListModifierSpread.rowSource(in: node) {
            rows.append(.elements(ListModifierSpread.apply(modifiers + own, to: source)))
        } else if node.content is CompositeContent, node.children.count != 1 || holdsRowSource(node) {
            for child in node.children { Self.rows(of: child, modifiers: modifiers, into: &rows) }
        } else {
            rows.append(.node(ListModifierSpread.apply(modifiers, to: node)))
        }
    }

    /// Whether `node` is a custom view whose only view, through custom views, is a `ForEach`'s rows.
    private static func holdsRowSource(_ node: ViewNode) -> Bool {
        innermost(node).content is ListRowSourceContent
    }

    /// Whether `node` is a custom view whose only view, through custom views, is a `ForEach`'s rows
    /// or a `Section` (one element of a `ForEach` of sections).
    private static func holdsListContent(_ node: ViewNode) -> Bool {
        let inner = innermost(node).content
        return inner is ListRowSourceContent || inner is ListSectionContent
    }

    /// The view `node` stands for through custom views of one view each.
    private static func innermost(_ node: ViewNode) -> ViewNode {
        var current = node
        while current.content is CompositeContent, current.children.count == 1 { current = current.children[0] }
        return current
    }

    /// A header or footer in its list place.
    private static func part(
        _ node: ViewNode, _ role: SectionPartContent.Role, _ style: ResolvedListStyle, _ inputs: ResolveInputs
    ) -> ViewNode {
        ViewNode(
            identity: node.identity.appending(.attached("listPart")),
            content: ListSectionPartContent(
                role: role, style: style,
                minimumHeight: inputs.environment.defaultMinListHeaderHeight.map(ListMetrics.sanitizedMinimum)),
            children: [node],
            commit: inputs.graph.commitCount)
    }
}
