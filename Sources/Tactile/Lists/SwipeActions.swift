import Foundation

/// `swipeActions`: the buttons a horizontal swipe on a row reveals at one edge (a trait its list
/// reads).
struct SwipeActionsContent: NodeContentModifier {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    nonisolated(unsafe) let actions: AnyView
    var kindName: String { "swipeActions" }
    var isLayoutNeutral: Bool { true }
}

extension View {
    /// Adds swipe actions to this row of a ``List``: a horizontal swipe from `edge` reveals the
    /// buttons in `content` (the first one at the edge), drawn as coloured buttons behind the row
    /// (red for ``ButtonRole/destructive``); a tap on one performs it and closes the row. With
    /// `allowsFullSwipe`, a swipe past most of the row performs the first action. A vertical drag
    /// on the row scrolls the list and reveals nothing.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsContent(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: AnyView(content())))
    }
}

/// Marks a swipe action's button with its action, so that a full swipe can perform the first.
struct SwipeActionMarkerContent: NodeContentModifier {
    let perform: () -> Void
    var kindName: String { "swipeAction" }
    var isLayoutNeutral: Bool { true }
}

/// How a swipe action's button is drawn and run: its label in white on its colour (the button's
/// `tint(_:)`, else red for a destructive role and grey otherwise), the full height of the row; a
/// tap performs it and closes the row.
struct SwipeActionButtonStyle: PrimitiveButtonStyle {
    let close: () -> Void

    func makeBody(configuration: Configuration) -> some View {
        let close = self.close
        let roleColour = configuration.role == .destructive ? Color.red : ListMetrics.actionBackground
        ControlEnvironmentReader { environment in
            configuration.label
                .foregroundColor(.white)
                .padding(.horizontal, ListMetrics.actionPadding)
                .frame(minWidth: ListMetrics.minimumActionWidth, maxHeight: .infinity)
                .background(environment.controlTint ?? roleColour)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            configuration.trigger()
            withAnimation(ListMetrics.settleAnimation) { close() }
        }
        .modifier(SwipeActionMarkerContent(perform: { configuration.trigger() }))
    }
}

/// The buttons of one edge's swipe actions, laid out from that edge: the first action at the
/// edge; space beyond their natural widths (a full swipe being pulled) goes to the first.
struct SwipeActionsStackContent: NodeContent {
    let edge: HorizontalEdge
    var kindName: String { "swipeActions.stack" }
    var passesTraitsThrough: Bool { false }

    /// The natural widths of the actions at `height`.
    static func widths(of node: ViewNode, height: CGFloat) -> [CGFloat] {
        node.children.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: height), .none).width }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let height = proposal.height ?? ListMetrics.minimumRowHeight
        return CGSize(width: Self.widths(of: node, height: height).reduce(0, +), height: height)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        var widths = Self.widths(of: node, height: size.height)
        guard !widths.isEmpty else { return }
        widths[0] += max(0, size.width - widths.reduce(0, +))
        var x: CGFloat = edge == .trailing ? size.width : 0
        for (child, width) in zip(node.children, widths) {
            if edge == .trailing { x -= width }
            child.place(at: CGPoint(x: x, y: 0), size: CGSize(width: width, height: size.height), .none)
            if edge == .leading { x += width }
        }
    }
}
