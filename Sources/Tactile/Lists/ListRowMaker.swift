import Foundation

/// Wraps each row a ``ListContainer`` found in its row node (``ListRowContent``): reads the row's
/// traits (insets, separator, background, swipe actions, tag) and, for the row swiped open,
/// resolves the actions it shows.
@MainActor
struct ListRowMaker {
    let inputs: ResolveInputs
    let style: ResolvedListStyle
    let selection: ErasedListSelection?
    let swipe: Binding<ListSwipeState>
    /// The swipe state this commit shows.
    let state: ListSwipeState
    let move: Binding<ListMoveState>
    let record: ListLayoutRecord
    /// Whether the list shows its edit controls (``EditMode``).
    let isEditing: Bool

    /// The row node around `node`, the list's child `index`.
    func row(_ node: ViewNode, isFirst: Bool, isLast: Bool, index: Int) -> ViewNode {
        let identity = node.identity.appending(.attached("listRow"))
        let item = node.content as? ListRowItemContent
        let insets = node.trait { ($0 as? ListRowInsetsContent).map { $0.insets ?? ListMetrics.rowInsets } }
        let separator = node.trait { ($0 as? ListRowSeparatorContent)?.visibility }
        let background = node.trait { ($0 as? ListRowBackgroundContent).map { $0.background } } ?? nil
        let tag = item?.id ?? node.trait { ($0 as? TagContent)?.tag }

        var actions = Self.swipeActions(of: node)
        if actions[.trailing] == nil, let onDelete = item?.onDelete, let offset = item?.offset {
            actions[.trailing] = SwipeActionsContent(
                edge: .trailing, allowsFullSwipe: true,
                actions: AnyView(
                    Button(role: .destructive, action: { onDelete(IndexSet(integer: offset)) }) { Text("Delete") }))
        }

        let isOpen = state.row == identity
        let opensToActions = isOpen && state.opensToActions
        let offset = isOpen && !opensToActions ? state.offset : 0
        let shownEdge: HorizontalEdge? = opensToActions || offset < 0 ? .trailing : offset > 0 ? .leading : nil
        var children: [ViewNode] = []
        var firstAction: (() -> Void)?
        if let shownEdge, let shown = actions[shownEdge] {
            let swipe = self.swipe
            let actionInputs = ResolveInputs(
                identity: identity.appending(.attached("swipeActions")), environment: inputs.environment,
                graph: inputs.graph)
            let buttons = inputs.graph.resolve(
                shown.actions.buttonStyle(SwipeActionButtonStyle(close: { swipe.wrappedValue = ListSwipeState() })),
                actionInputs.child(.content))
            firstAction = Self.firstAction(in: buttons)
            children.append(
                ViewNode(
                    identity: actionInputs.identity, content: SwipeActionsStackContent(edge: shownEdge),
                    children: buttons, commit: inputs.graph.commitCount))
        }

        func resolve<V: View>(_ view: V, _ name: String) -> [ViewNode] {
            inputs.graph.resolve(
                view,
                ResolveInputs(
                    identity: identity.appending(.attached(name)), environment: inputs.environment, graph: inputs.graph)
            )
        }
        var surfaceChildren: [ViewNode] = []
        var layout = ListRowSurfaceContent.Parts()
        if let background {
            surfaceChildren += resolve(background, "background")
            layout.background = surfaceChildren.count
        }
        if isEditing, item?.onDelete != nil {
            let swipe = self.swipe
            surfaceChildren += resolve(
                ListDeleteControl(open: { swipe.wrappedValue = ListSwipeState(row: identity, opensToActions: true) }),
                "deleteControl")
            layout.deleteControl = surfaceChildren.count
        }
        surfaceChildren.append(node)
        layout.content = surfaceChildren.count
        var rowMove: ListRowMove?
        if let item, let onMove = item.onMove {
            let move = self.move, record = self.record
            let changed = { (translation: CGFloat) in
                move.wrappedValue = ListMoveState(row: identity, translation: translation)
            }
            let ended = { (translation: CGFloat) in
                move.wrappedValue = ListMoveState()
                if let destination = record.destination(
                    index: index, offset: item.offset, group: item.group, translation: translation)
                {
                    onMove(IndexSet(integer: item.offset), destination)
                }
            }
            if isEditing {
                surfaceChildren += resolve(ListMoveHandle(changed: changed, ended: ended), "moveHandle")
                layout.moveHandle = surfaceChildren.count
            } else {
                // Out of edit mode a long press lifts the row and a drag moves it, as on iOS.
                rowMove = ListRowMove(
                    began: { if move.wrappedValue.liftedRow != nil { move.wrappedValue = ListMoveState() } },
                    changed: { translation in
                        move.wrappedValue = ListMoveState(row: identity, translation: translation, liftedRow: identity)
                    },
                    ended: { translation in
                        ended(translation)
                        move.wrappedValue.liftedRow = identity
                    },
                    cancelled: {
                        if move.wrappedValue.row == identity { move.wrappedValue = ListMoveState(liftedRow: identity) }
                    },
                    isLifted: { move.wrappedValue.liftedRow == identity })
            }
        }
        let isSelected = tag.map { selection?.contains($0) ?? false } ?? false
        let surface = ListRowSurfaceContent(
            parts: layout, insets: insets ?? ListMetrics.rowInsets,
            isSelected: isSelected, showsSeparator: separator != .hidden && !isLast,
            roundsTop: style.roundsSections && isFirst, roundsBottom: style.roundsSections && isLast,
            minimumHeight: ListMetrics.sanitizedMinimum(inputs.environment.defaultMinListRowHeight))
        children.append(
            ViewNode(
                identity: identity.appending(.attached("surface")), content: surface, children: surfaceChildren,
                commit: inputs.graph.commitCount))

        let select: (() -> Void)? = selection.flatMap { selection in tag.map { tag in { selection.toggle(tag) } } }
        // In edit mode rows do not swipe: the delete control opens the Delete action instead.
        let swipes = !isEditing
        let content = ListRowContent(
            offset: offset, opensToActions: opensToActions, shownEdge: shownEdge,
            gesture: ListRowGestureModel(
                row: identity, swipe: swipe, select: select, firstAction: firstAction,
                trailing: actions[.trailing].flatMap {
                    swipes ? ListRowGestureModel.Edge(allowsFullSwipe: $0.allowsFullSwipe) : nil
                },
                leading: actions[.leading].flatMap {
                    swipes ? ListRowGestureModel.Edge(allowsFullSwipe: $0.allowsFullSwipe) : nil
                }, closes: isOpen, move: rowMove))
        return ViewNode(identity: identity, content: content, children: children, commit: inputs.graph.commitCount)
    }

    /// The swipe actions set on `node` or down its chain of modifiers, by edge (the outermost wins).
    static func swipeActions(of node: ViewNode) -> [HorizontalEdge: SwipeActionsContent] {
        var found: [HorizontalEdge: SwipeActionsContent] = [:]
        var current: ViewNode? = node
        while let each = current {
            if let actions = each.content as? SwipeActionsContent, found[actions.edge] == nil {
                found[actions.edge] = actions
            }
            current = each.children.count == 1 && each.content.passesTraitsThrough ? each.children[0] : nil
        }
        return found
    }

    /// The action of the first swipe action button in `nodes`, in tree order.
    static func firstAction(in nodes: [ViewNode]) -> (() -> Void)? {
        for node in nodes {
            if let marker = node.content as? SwipeActionMarkerContent { return marker.perform }
            if let found = firstAction(in: node.children) { return found }
        }
        return nil
    }
}
