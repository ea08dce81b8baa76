import Foundation

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

    /// Not kept between hit tests: whether the row has a gesture, and its state, live in its swipe model.
    var keepsGestureAttachmentUntilCommit: Bool { false }

    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment? {
        guard gesture.isNeeded else { return nil }
        let model = gesture, measure = self.measure
        return memo.attachment(identity: identity, geometry: geometry) { identity, geometry in
            let tap = TapGesture().onEnded { model.tapped() }
            guard model.trailing != nil || model.leading != nil else {
                if let move = model.move {
                    return GestureAttachment(
                        id: identity, gesture: tap.simultaneously(with: Self.lift(move)), geometry: geometry)
                }
                return GestureAttachment(id: identity, gesture: tap, geometry: geometry)
            }
            let drag = DragGesture(
                minimumDistance: ListMetrics.swipeMinimumDistance, coordinateSpace: .local, axes: .horizontal
            )
            .onChanged { model.changed($0.translation.width, measure: measure) }
            .onEnded {
                model.ended($0.translation.width, predicted: $0.predictedEndTranslation.width, measure: measure)
            }
            if let move = model.move {
                return GestureAttachment(
                    id: identity, gesture: drag.exclusively(before: tap).simultaneously(with: Self.lift(move)),
                    geometry: geometry)
            }
            return GestureAttachment(id: identity, gesture: drag.exclusively(before: tap), geometry: geometry)
        }
    }

    /// The row's reordering: a long press (``ListMetrics/moveLiftDuration``) lifts it, then a
    /// drag moves it. It runs beside the row's swipe and tap (a long press is active from the
    /// down, so before them it would make them fail at once): a finger that moves or lifts early
    /// fails it, and the swipe, the tap or the list's scrolling go on as without it; once it
    /// lifts the row, the row's swipe and tap ignore the rest of the touch.
    @MainActor static func lift(_ move: ListRowMove) -> some Gesture {
        LongPressGesture(minimumDuration: ListMetrics.moveLiftDuration)
            .sequenced(before: DragGesture(minimumDistance: 0, coordinateSpace: .global))
            .onChanged { value in
                switch value {
                case .first: move.began()
                case .second(true, let drag): move.changed(drag?.translation.height ?? 0)
                case .second: break
                }
            }
            .onEnded { value in
                guard case .second(true, let drag) = value else { return }
                move.ended(drag?.translation.height ?? 0)
            }
            .onFailed { _ in move.cancelled() }
    }
}
