import Foundation

/// A `.menu` (and `.automatic`) picker's selection: a `Menu` whose label is the selected option
/// and whose rows are the options, the selected one with a checkmark; choosing a row selects its
/// tag and closes the menu.
struct PickerMenu<Content: View>: View {
    let content: Content
    let selected: AnyHashable
    let select: (AnyHashable) -> Void
    /// Shown instead of the selected option, when the picker has a current value label.
    var currentValueLabel: AnyView? = nil

    var body: some View {
        Menu {
            PickerMenuRows(content: content, selected: selected, select: select)
        } label: {
            if let currentValueLabel {
                currentValueLabel
            } else {
                PickerSelectedOption(content: content, selected: selected)
            }
        }
    }
}

/// The selected option of a picker's content (the others are kept hidden, as the row picker does).
private struct PickerSelectedOption<Content: View>: View {
    let content: Content
    let selected: AnyHashable
    typealias Body = Never
}

extension PickerSelectedOption: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let options = inputs.graph.resolve(content, inputs.child(.content))
        return options.enumerated().map { index, option in
            option.trait { ($0 as? TagContent)?.tag } == selected
                ? option : inputs.child(.attached("hidden\(index)")).node(HiddenContent(), children: [option])
        }
    }
}

/// One row per tagged option: a button that selects the option's tag, with a checkmark before the
/// selected one.
private struct PickerMenuRows<Content: View>: View {
    let content: Content
    let selected: AnyHashable
    let select: (AnyHashable) -> Void
    typealias Body = Never
}

extension PickerMenuRows: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        PickerOptionRow.rows(of: content, in: inputs).map { row in
            var markInputs = row.inputs.child(.attached("checkmark"))
            markInputs.environment.foregroundStyle = AnyShapeStyle(Color.accentColor)
            let mark = inputs.graph.resolve(
                Image(systemName: "checkmark").opacity(row.tag == selected ? 1 : 0), markInputs)
            let cell = row.inputs.child(.attached("cell")).node(PickerMenuRowContent(), children: mark + [row.option])
            return row.button(around: cell, select: select)
        }
    }
}

/// A picker menu's row: as wide as offered (the menu's card), 44 pt tall, the checkmark then the
/// option at the leading edge; all of it tappable.
private struct PickerMenuRowContent: NodeContent {
    var kindName: String { "PickerMenuRow" }
    var passesTraitsThrough: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        CGSize(width: proposal.width.map { max(0, $0) } ?? MenuMetrics.width, height: MenuMetrics.rowHeight)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        var x = MenuMetrics.rowInset
        for child in node.children {
            let s = child.sizeThatFits(ProposedViewSize(width: nil, height: nil), .none)
            child.place(at: CGPoint(x: x, y: (size.height - s.height) / 2), size: s, .none)
            x += s.width + ControlConstants.sliderLabelSpacing
        }
    }

    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }
}
