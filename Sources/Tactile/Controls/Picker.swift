import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// Each option is a view in `content` tagged with `View/tag(_:)` with a value of the selection's
/// type (untagged options cannot be selected). With `.pickerStyle(.segmented)` the options are
/// segments of equal width, the selected one on a white plate, and a tap on a segment selects
/// it. With the other styles the picker is drawn as a row: its label, then the selected option;
/// it opens no menu (see `PickerStyle`).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    nonisolated(unsafe) let selection: Binding<SelectionValue>
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let label: Label
    /// What a menu picker shows for its selection instead of the selected option
    /// (`currentValueLabel:`).
    nonisolated(unsafe) var currentValueLabel: AnyView? = nil

    /// A picker with a label view.
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker with a label view given as a value (the older form).
    nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    /// The picker, drawn in the style of the environment.
    public var body: some View {
        let selection = self.selection, content = self.content, label = self.label
        let currentValueLabel = self.currentValueLabel
        PickerStyleReader { style in
            PickerContainer(
                content: content, label: AnyView(label), currentValueLabel: currentValueLabel,
                segmented: style is SegmentedPickerStyle || style is PalettePickerStyle,
                menu: style is MenuPickerStyle || style is DefaultPickerStyle, wheel: style is WheelPickerStyle,
                selected: AnyHashable(selection.wrappedValue),
                select: { tag in
                    if let value = tag as? SelectionValue ?? tag.base as? SelectionValue {
                        selection.wrappedValue = value
                    }
                })
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }

    /// A picker titled with a localized key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
}

/// Passes the environment's picker style to its content.
private struct PickerStyleReader<Content: View>: View {
    let content: @MainActor (any PickerStyle) -> Content
    typealias Body = Never
}

extension PickerStyleReader: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        inputs.graph.resolve(content(inputs.environment.pickerStyle), inputs.child(.content))
    }
}

/// Resolves a picker's options, reads their tags, and builds the segmented control or the row.
private struct PickerContainer<Content: View>: View {
    let content: Content
    let label: AnyView
    let currentValueLabel: AnyView?
    let segmented: Bool
    /// Whether the selection is a menu of the options (`.menu`, `.automatic`).
    let menu: Bool
    /// Whether the options are drawn as a wheel's list (`.wheel`).
    let wheel: Bool
    let selected: AnyHashable
    let select: (AnyHashable) -> Void
    typealias Body = Never
}

extension PickerContainer: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        if menu {
            let children =
                (inputs.environment.labelsHidden ? [] : inputs.graph.resolve(label, inputs.child(.attached("label"))))
                + inputs.graph.resolve(
                    PickerMenu(
                        content: content, selected: selected, select: select, currentValueLabel: currentValueLabel),
                    inputs.child(.attached("menu")))
            return [inputs.node(PickerRowContent(), children: children)]
        }
        if wheel {
            return inputs.graph.resolve(
                PickerWheel(content: content, selected: selected, select: select), inputs.child(.attached("wheel")))
        }
        let options = inputs.graph.resolve(content, inputs.child(.content))
        let tags = options.map { $0.trait { ($0 as? TagContent)?.tag } }
        let selectedIndex = tags.firstIndex { $0 == selected }
        guard segmented else {
            var children =
                inputs.environment.labelsHidden ? [] : inputs.graph.resolve(label, inputs.child(.attached("label")))
            for (index, option) in options.enumerated() where index != selectedIndex {
                children.append(inputs.child(.attached("hidden\(index)")).node(HiddenContent(), children: [option]))
            }
            if let selectedIndex { children.append(options[selectedIndex]) }
            return [inputs.node(PickerRowContent(), children: children)]
        }
        // The selected segment's white plate is the first child, behind the segments.
        var segments =
            selectedIndex == nil
            ? []
            : inputs.graph.resolve(
                RoundedRectangle(
                    cornerRadius: ControlConstants.segmentedCornerRadius - ControlConstants.segmentedPlateInset
                )
                .fill(Color.white),
                inputs.child(.attached("plate")))
        for (index, option) in options.enumerated() {
            let segmentInputs = inputs.child(.attached("segment\(index)"))
            let cell = segmentInputs.child(.attached("cell")).node(TabBarItemContent(), children: [option])
            let select = self.select
            let action: () -> Void = tags[index].map { tag in { select(tag) } } ?? {}
            segments.append(
                segmentInputs.node(
                    ButtonContent(action: action, isEnabled: inputs.environment.isEnabled), children: [cell]))
        }
        return [inputs.node(SegmentedControlContent(selectedIndex: selectedIndex), children: segments)]
    }
}

/// A segmented control: a grey rounded bar as wide as offered, 32 pt tall, segments of equal
/// width, the selected one on a white plate.
private struct SegmentedControlContent: NodeContent {
    let selectedIndex: Int?
    var kindName: String { "SegmentedPicker" }
    var passesTraitsThrough: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let ideal = ControlConstants.segmentIdealWidth * CGFloat(max(node.children.count, 1))
        var width = ideal
        if let offered = proposal.width, offered.isFinite { width = max(0, offered) }
        return CGSize(width: width, height: ControlConstants.segmentedHeight)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let segments = selectedIndex == nil ? node.children[...] : node.children.dropFirst()
        guard !segments.isEmpty else { return }
        let width = size.width / CGFloat(segments.count)
        for (index, segment) in segments.enumerated() {
            segment.place(
                at: CGPoint(x: CGFloat(index) * width, y: 0), size: CGSize(width: width, height: size.height), context)
        }
        if let selectedIndex, let plate = node.children.first {
            let inset = ControlConstants.segmentedPlateInset
            plate.place(
                at: CGPoint(x: CGFloat(selectedIndex) * width + inset, y: inset),
                size: CGSize(width: max(0, width - 2 * inset), height: max(0, size.height - 2 * inset)), context)
        }
    }

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        list.addShape(
            Path(roundedRect: node.bounds, cornerRadius: ControlConstants.segmentedCornerRadius),
            fill: AnyShapeStyle(ControlConstants.stepperFillColor), stroke: nil, node: node, state: state)
    }

    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }
}

/// A picker drawn as a row: the label at the leading edge, the selected option at the trailing
/// edge, as tall as the taller.
private struct PickerRowContent: NodeContent {
    var kindName: String { "Picker" }
    var passesTraitsThrough: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let sizes = node.children.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: nil), .none) }
        let ideal = sizes.reduce(0) { $0 + $1.width } + ControlConstants.sliderLabelSpacing
        var width = ideal
        if let offered = proposal.width, offered.isFinite { width = max(ideal, offered) }
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard let last = node.children.last else { return }
        for child in node.children {
            let s = child.sizeThatFits(ProposedViewSize(width: nil, height: nil), .none)
            let x = child === last && node.children.count > 1 ? size.width - s.width : 0
            child.place(at: CGPoint(x: x, y: (size.height - s.height) / 2), size: s, .none)
        }
    }
}
