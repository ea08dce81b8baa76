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
        if isEditing, let item, let onMove = item.onMove {
            let move = self.move, record = self.record
            surfaceChildren += resolve(
                ListMoveHandle(
                    changed: { move.wrappedValue = ListMoveState(row: identity, translation: $0) },
                    ended: { translation in
                        move.wrappedValue = ListMoveState()
                        if let destination = record.destination(
                            index: index, offset: item.offset, group: item.group, translation: translation)
                        {
                            onMove(IndexSet(integer: item.offset), destination)
                        }
                    }),
                "moveHandle")
            layout.moveHandle = surfaceChildren.count
        }
        let isSelected = tag.map { selection?.contains($0) ?? false } ?? false
        let surface = ListRowSurfaceContent(
            parts: layout, insets: insets ?? ListMetrics.rowInsets,
            isSelected: isSelected, showsSeparator: separator != .hidden && !isLast,
            roundsTop: style.roundsSections && isFirst, roundsBottom: style.roundsSections && isLast)
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
                }, closes: isOpen))
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

/// What a row's gesture does: a horizontal drag moves the row over its swipe actions and, on
/// release, opens it, closes it or (a full swipe) performs the first action; a tap closes an open
/// row or selects the row.
@MainActor
struct ListRowGestureModel {
    struct Edge {
        let allowsFullSwipe: Bool
    }
    let row: ViewIdentity
    let swipe: Binding<ListSwipeState>
    let select: (() -> Void)?
    let firstAction: (() -> Void)?
    let trailing: Edge?
    let leading: Edge?
    /// Whether the row is open (a tap closes it, even where it cannot swipe).
    let closes: Bool

    /// The row's offset for a drag that moved `translation` since it began at `base`.
    func offset(_ translation: CGFloat, base: CGFloat, measure: ListRowMeasure) -> CGFloat {
        var offset = base + translation
        if trailing == nil { offset = max(offset, 0) }
        if leading == nil { offset = min(offset, 0) }
        let edge = offset < 0 ? trailing : leading
        let limit = edge?.allowsFullSwipe == false && measure.actionsWidth > 0 ? measure.actionsWidth : measure.rowWidth
        return min(max(offset, -limit), limit)
    }

    /// Where the current drag began: the open row's offset, or 0.
    private func base(_ measure: ListRowMeasure) -> CGFloat {
        let state = swipe.wrappedValue
        guard state.row == row else { return 0 }
        return state.isDragging ? state.base : state.opensToActions ? -measure.actionsWidth : state.offset
    }

    func changed(_ translation: CGFloat, measure: ListRowMeasure) {
        let base = self.base(measure)
        swipe.wrappedValue = ListSwipeState(
            row: row, offset: offset(translation, base: base, measure: measure), base: base, isDragging: true)
    }

    /// The release: a full swipe performs the first action; otherwise the row settles open when
    /// the drag, projected to where it would come to rest (`predicted`), passes half the actions'
    /// width on the side it uncovers, and closed when not.
    func ended(_ translation: CGFloat, predicted: CGFloat, measure: ListRowMeasure) {
        let base = self.base(measure)
        let offset = self.offset(translation, base: base, measure: measure)
        let edge = offset < 0 ? trailing : leading
        let width = measure.actionsWidth
        let fullSwipe = max(measure.rowWidth * ListMetrics.fullSwipeFraction, width)
        if edge?.allowsFullSwipe == true, abs(offset) >= fullSwipe, let firstAction {
            swipe.wrappedValue = ListSwipeState()
            firstAction()
            return
        }
        let projected = base + predicted
        let opens = width > 0 && offset != 0 && projected.sign == offset.sign && abs(projected) > width / 2
        withAnimation(ListMetrics.settleAnimation) {
            swipe.wrappedValue =
                opens ? ListSwipeState(row: row, offset: offset < 0 ? -width : width) : ListSwipeState()
        }
    }

    func tapped() {
        let state = swipe.wrappedValue
        if state.row != nil, state.offset != 0 || state.opensToActions {
            withAnimation(ListMetrics.settleAnimation) { swipe.wrappedValue = ListSwipeState() }
        } else {
            select?()
        }
    }

    /// Whether the row has any gesture at all.
    var isNeeded: Bool { trailing != nil || leading != nil || select != nil || closes }
}

/// What the last layout of a row measured, for its gesture.
@MainActor
final class ListRowMeasure {
    var rowWidth: CGFloat = 0
    var actionsWidth: CGFloat = 0
}

/// A list row: its surface (the content on the row's background) moved by the swipe offset over
/// the swipe actions it reveals; clipped to the row; carries the row's swipe and tap gesture.
struct ListRowContent: NodeContent {
    let offset: CGFloat
    /// Whether the row is open by its trailing actions' width (the layout measures it).
    let opensToActions: Bool
    let shownEdge: HorizontalEdge?
    let gesture: ListRowGestureModel
    private let measure = ListRowMeasure()
    private let memo = AttachmentMemo()

    init(offset: CGFloat, opensToActions: Bool, shownEdge: HorizontalEdge?, gesture: ListRowGestureModel) {
        self.offset = offset
        self.opensToActions = opensToActions
        self.shownEdge = shownEdge
        self.gesture = gesture
    }

    var kindName: String { "List.row" }
    var passesTraitsThrough: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        guard let surface = node.children.last else { return .zero }
        let size = surface.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil), .none)
        return CGSize(width: proposal.width ?? size.width, height: size.height)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard let surface = node.children.last else { return }
        measure.rowWidth = size.width
        measure.actionsWidth = 0
        var offset = self.offset
        if node.children.count > 1, let shownEdge {
            let actions = node.children[0]
            let natural = SwipeActionsStackContent.widths(of: actions, height: size.height).reduce(0, +)
            measure.actionsWidth = natural
            if opensToActions { offset = -natural }
            let shown = max(natural, abs(offset))
            let x = shownEdge == .trailing ? size.width - shown : 0
            actions.place(at: CGPoint(x: x, y: 0), size: CGSize(width: shown, height: size.height), .none)
        }
        surface.place(at: CGPoint(x: offset, y: 0), size: size, .none)
    }

    func applyEffect(to state: inout RenderState, node: ViewNode) {
        state.clips.append(Path(node.bounds).applying(node.transformToWindow))
    }

    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }

    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment? {
        guard gesture.isNeeded else { return nil }
        let model = gesture, measure = self.measure
        return memo.attachment(identity: identity, geometry: geometry) { identity, geometry in
            let tap = TapGesture().onEnded { model.tapped() }
            guard model.trailing != nil || model.leading != nil else {
                return GestureAttachment(id: identity, gesture: tap, geometry: geometry)
            }
            let drag = DragGesture(
                minimumDistance: ListMetrics.swipeMinimumDistance, coordinateSpace: .local, axes: .horizontal
            )
            .onChanged { model.changed($0.translation.width, measure: measure) }
            .onEnded {
                model.ended($0.translation.width, predicted: $0.predictedEndTranslation.width, measure: measure)
            }
            return GestureAttachment(id: identity, gesture: drag.exclusively(before: tap), geometry: geometry)
        }
    }
}

/// A row's content on its background, inset, at least 44 pt high, with the separator below it;
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
            height: max(ListMetrics.minimumRowHeight, content.height + insets.top + insets.bottom))
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
            let line = CGRect(
                x: insets.leading, y: bounds.height - ListMetrics.separatorThickness,
                width: max(0, bounds.width - insets.leading), height: ListMetrics.separatorThickness)
            list.addShape(Path(line), fill: AnyShapeStyle(ListMetrics.separator), stroke: nil, node: node, state: state)
        }
    }

    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }
}
