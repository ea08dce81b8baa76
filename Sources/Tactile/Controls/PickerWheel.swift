import Foundation

/// Sizes of a `.wheel` picker (iOS's, approximately).
enum PickerWheelMetrics {
    /// Height of one option's row (UIPickerView's 32 pt rows at the default size).
    static let rowHeight: CGFloat = 32
    /// Corner radius of the plate behind the selected row.
    static let plateCornerRadius: CGFloat = 8
}

/// A `.wheel` picker, drawn as its list: every tagged option in a 32 pt row, centred, the selected
/// one on a light grey plate; a tap on a row selects its tag. *Approximation*: the wheel does not
/// turn or scroll, and all options are shown.
struct PickerWheel<Content: View>: View {
    let content: Content
    let selected: AnyHashable
    let select: (AnyHashable) -> Void
    typealias Body = Never
}

extension PickerWheel: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let rows = PickerOptionRow.rows(of: content, in: inputs).map { row in
            let plate = inputs.graph.resolve(
                RoundedRectangle(cornerRadius: PickerWheelMetrics.plateCornerRadius)
                    .fill(row.tag == selected ? ControlConstants.stepperFillColor : Color.clear),
                row.inputs.child(.attached("plate")))
            let cell = row.inputs.child(.attached("cell")).node(PickerWheelRowContent(), children: plate + [row.option])
            return row.button(around: cell, select: select)
        }
        let layout = StackLayout(axis: .vertical, alignment: .horizontal(.center), spacing: 0)
        return [inputs.node(StackContent(layout: layout), children: rows)]
    }
}

/// A wheel row: as wide as offered (its ideal width the option's), 32 pt tall, the plate (first
/// child) filling it and the option centred; all of it tappable.
private struct PickerWheelRowContent: NodeContent {
    var kindName: String { "PickerWheelRow" }
    var passesTraitsThrough: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let ideal = node.children.last?.sizeThatFits(ProposedViewSize(width: nil, height: nil), .none).width ?? 0
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? ideal
        return CGSize(width: width, height: PickerWheelMetrics.rowHeight)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard let option = node.children.last else { return }
        if node.children.count == 2 { node.children[0].place(at: .zero, size: size, .none) }
        let s = option.sizeThatFits(ProposedViewSize(width: nil, height: nil), .none)
        option.place(at: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), size: s, .none)
    }

    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }
}
