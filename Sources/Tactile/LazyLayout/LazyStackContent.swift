import Foundation

/// The node of ``LazyVStack`` and ``LazyHStack``: lays out the rows built (a ``LazyStackState``
/// range) where the whole stack would put them, counting the rows not built by their measured or
/// estimated lengths, and after each layout inside a scroll view builds the rows that have come
/// into view.
struct LazyStackContent: NodeContent {
    let axis: Axis
    let alignment: StackLayout.AlignmentAxisValue
    let spacing: CGFloat
    let state: LazyStackState

    var kindName: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }
    var passesTraitsThrough: Bool { false }
    func childContext(_ context: LayoutContext) -> LayoutContext { LayoutContext(stackAxis: axis) }
    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }

    /// Resolves a lazy stack: inside a scroll view along `axis` with a `ForEach` content, only the
    /// rows of its state's range, and after each layout the range in view; otherwise every row.
    @MainActor
    static func makeNodes<Content: View>(
        axis: Axis, alignment: StackLayout.AlignmentAxisValue, spacing: CGFloat?, pinned: PinnedScrollableViews,
        content: Content, _ inputs: ResolveInputs
    ) -> [ViewNode] {
        let graph = inputs.graph
        let storage = graph.storage(for: inputs.identity, typeID: ObjectIdentifier(LazyStackState.self))
        let state: LazyStackState
        if let existing = storage.slots[0] as? LazyStackState {
            state = existing
        } else {
            state = LazyStackState()
            storage.slots[0] = state
        }
        let gap = spacing.flatMap { $0.isFinite ? $0 : nil } ?? LayoutDefaults.spacing  // NaN: the default
        let node = inputs.node(LazyStackContent(axis: axis, alignment: alignment, spacing: gap, state: state))
        let contentInputs = inputs.child(.content)
        let scroll = inputs.environment.enclosingScrollView
        guard let source = content as? any LazyRowSource, let scroll, scroll.axes.contains(axis.set) else {
            var nodes = graph.resolve(content, contentInputs)
            state.resize(to: nodes.count)
            state.range = 0..<nodes.count
            state.nodeCounts = Array(repeating: 1, count: nodes.count)
            state.source = nil
            state.sectionRoles = []
            if !pinned.isEmpty, let scroll, scroll.axes.contains(axis.set) {
                markSections(in: &nodes, state: state, inputs)
                pinSections(pinned: pinned, axis: axis, state: state, scroll: scroll, inputs)
            }
            node.children = nodes
            return [node]
        }
        state.sectionRoles = []
        if !pinned.isEmpty { pinSections(pinned: pinned, axis: axis, state: state, scroll: scroll, inputs) }
        state.resize(to: source.rowCount)
        state.source = source
        if state.range.isEmpty && state.count > 0 { state.range = 0..<1 }  // one row to measure first
        let build: @MainActor () -> [ViewNode] = {
            var nodes: [ViewNode] = []
            state.nodeCounts = []
            for index in state.range {
                let row = source.resolveRow(index, contentInputs)
                state.nodeCounts.append(row.count)
                nodes += row
            }
            if !pinned.isEmpty { markSections(in: &nodes, state: state, inputs) }
            return nodes
        }
        node.rebuild = build
        node.children = build()
        inputs.environment.scrollTargets?.register(
            LazyStackTarget(node: node, state: state, source: source, spacing: gap, axis: axis))
        let identity = inputs.identity
        graph.postLayout.observe(identity) { place in
            guard let viewport = scroll.viewport else { return }
            let wanted = rowsInView(of: place.node, viewport: viewport, axis: axis, state: state, spacing: gap)
            guard let wanted, wanted != state.range else { return }
            state.range = wanted
            place.graph.postLayout.noteChange(identity)
            place.graph.invalidations.invalidate(identity, transaction: Transaction())
        }
        return [node]
    }

    /// Marks the section headers and footers among the built `nodes` to be pinned
    /// (``LazyStackState/sectionRoles``), wrapped to be drawn in front of the rows.
    @MainActor
    private static func markSections(in nodes: inout [ViewNode], state: LazyStackState, _ inputs: ResolveInputs) {
        state.sectionRoles = nodes.map { ($0.content as? SectionPartContent)?.role }
        guard state.sectionRoles.contains(where: { $0 != nil }) else {
            state.sectionRoles = []
            return
        }
        for index in nodes.indices where state.sectionRoles[index] != nil {
            nodes[index] = SectionPinning.inFront(nodes[index], commit: inputs.graph.commitCount)
        }
    }

    /// Pins the built section headers and footers after each layout (``SectionPinning``).
    @MainActor
    private static func pinSections(
        pinned: PinnedScrollableViews, axis: Axis, state: LazyStackState, scroll: ScrollMetrics,
        _ inputs: ResolveInputs
    ) {
        scroll.tracksVisibleFrame = true
        inputs.graph.postLayout.adjust(inputs.identity) { node, transform, _ in
            guard !state.sectionRoles.isEmpty, let visible = scroll.visibleRect(for: transform) else { return }
            let low = axis == .vertical ? visible.minY : visible.minX
            let high = axis == .vertical ? visible.maxY : visible.maxX
            SectionPinning.pin(
                sections(of: node, roles: state.sectionRoles, starts: state.placedStarts, axis: axis), low: low,
                high: high, axis: axis, pinned: pinned)
        }
    }

    /// The sections of a stack's children (`roles`: which are headers and footers), where its last
    /// layout put them (`starts`, along `axis`).
    @MainActor
    private static func sections(
        of node: ViewNode, roles: [SectionPartContent.Role?], starts: [CGFloat], axis: Axis
    ) -> [SectionPinning.Section] {
        var sections: [SectionPinning.Section] = []
        var current: SectionPinning.Section?
        for (index, child) in node.children.enumerated() where index < roles.count && index < starts.count {
            let start = starts[index], end = start + child.size[axis]
            if roles[index] == .header || current == nil {
                if let done = current { sections.append(done) }
                current = SectionPinning.Section(start: start, end: end)
            }
            current?.end = end
            switch roles[index] {
            case .header?: current?.header = child
            case .footer?:
                current?.footer = child
                if let done = current { sections.append(done) }
                current = nil
            case nil: break
            }
        }
        if let done = current { sections.append(done) }
        return sections
    }

    /// The rows to build for what `viewport` shows of the stack at `node`: `nil` while the built
    /// rows cover the visible ones, else the visible ones with ``LazyStackMetrics/margin(viewport:)``
    /// on each side.
    @MainActor
    static func rowsInView(
        of node: ViewNode, viewport: ViewNode, axis: Axis, state: LazyStackState, spacing: CGFloat
    ) -> Range<Int>? {
        let visible = viewport.bounds.applying(viewport.transformToWindow)
            .applying(node.transformToWindow.inverted())
        let low = axis == .vertical ? visible.minY : visible.minX
        let high = axis == .vertical ? visible.maxY : visible.maxX
        let shown = state.rows(from: low, to: high, spacing: spacing)
        if !shown.isEmpty && state.range.contains(shown.lowerBound) && state.range.contains(shown.upperBound - 1) {
            return nil
        }
        let margin = LazyStackMetrics.margin(viewport: viewport.size[axis])
        let wanted = state.rows(from: low - margin, to: high + margin, spacing: spacing)
        return wanted.isEmpty ? nil : wanted
    }

    /// What each built node is proposed: the stack's length across, nothing along.
    private func childProposal(_ across: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(axis: axis, along: nil, across: across)
    }

    /// Measures the built rows for `proposal`, recording their lengths.
    @MainActor
    private func measure(_ node: ViewNode, _ proposal: ProposedViewSize, _ context: LayoutContext) -> [CGSize] {
        let sizes = node.children.map { $0.sizeThatFits(proposal, context) }
        var nodeIndex = 0
        for (offset, nodes) in state.nodeCounts.enumerated() {
            let rowSizes = sizes[nodeIndex..<min(nodeIndex + nodes, sizes.count)]
            nodeIndex += nodes
            let length = rowSizes.reduce(0) { $0 + $1[axis] } + CGFloat(max(nodes - 1, 0)) * spacing
            let across = rowSizes.reduce(0) { max($0, $1[axis.other]) }
            state.record(length: length, across: across, at: state.range.lowerBound + offset)
        }
        return sizes
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let across = proposal[axis.other].flatMap { $0.isFinite ? max($0, 0) : nil }
        _ = measure(node, childProposal(across), childContext(context))
        return CGSize(axis: axis, along: state.total(spacing: spacing), across: across ?? state.thickest)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let ctx = childContext(context)
        let sizes = measure(node, childProposal(size[axis.other]), ctx)
        let stackGuide: CGFloat
        switch alignment {
        case .horizontal(let h): stackGuide = h.defaultValue(ViewDimensions(size: size))
        case .vertical(let v): stackGuide = v.defaultValue(ViewDimensions(size: size))
        }
        var position = state.start(of: state.range.lowerBound, spacing: spacing)
        var nodeIndex = 0
        var starts: [CGFloat] = []
        defer { state.placedStarts = starts }
        for (offset, nodes) in state.nodeCounts.enumerated() {
            let rowStart = position
            for _ in 0..<nodes where nodeIndex < sizes.count {
                let child = node.children[nodeIndex], s = sizes[nodeIndex]
                let guide: CGFloat
                switch alignment {
                case .horizontal(let h): guide = child.guide(h, size: s)
                case .vertical(let v): guide = child.guide(v, size: s)
                }
                child.place(at: CGPoint(axis: axis, along: position, across: stackGuide - guide), size: s, ctx)
                if !state.sectionRoles.isEmpty { starts.append(position) }
                position += s[axis] + spacing
                nodeIndex += 1
            }
            // The next row starts where the state says (this one's measured length and spacing).
            position = rowStart + state.length(at: state.range.lowerBound + offset) + spacing
        }
    }
}

extension Axis {
    /// The axis as a one-member set.
    var set: Axis.Set { self == .horizontal ? .horizontal : .vertical }
}

private struct EnclosingScrollViewKey: EnvironmentKey {
    static var defaultValue: ScrollMetrics? { nil }
}

private struct ScrollViewDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    /// How many scroll views are around a view (for the `.scrollView` coordinate spaces).
    var scrollViewDepth: Int {
        get { self[ScrollViewDepthKey.self] }
        set { self[ScrollViewDepthKey.self] = newValue }
    }

    /// The innermost scroll view around a view, for lazy stacks to find what it shows.
    var enclosingScrollView: ScrollMetrics? {
        get { self[EnclosingScrollViewKey.self] }
        set { self[EnclosingScrollViewKey.self] = newValue }
    }
}
