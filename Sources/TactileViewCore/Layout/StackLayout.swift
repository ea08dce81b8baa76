import Foundation

/// Layout constants shared by stacks, padding and spacers.
package enum LayoutDefaults {
    /// Space between adjacent stack elements when the stack names none. SwiftUI picks per-pair
    /// platform spacing; 8 pt is its value between most views on iOS.
    package static let spacing: CGFloat = 8
    /// `padding()` without a length: SwiftUI's default padding on iOS.
    package static let padding: CGFloat = 16
    /// A `Spacer` with no `minLength`.
    static let spacerMinLength: CGFloat = 8
}

/// The layout of `HStack` and `VStack`.
///
/// Distribution follows SwiftUI: the space left after spacing is offered to the elements in order of
/// increasing flexibility (maximum size minus minimum size along the axis), higher
/// `layoutPriority` groups first, each element offered an equal share of what remains; what it takes
/// is removed before the next is asked. Across the axis, elements are aligned by `alignment` and the
/// stack is as thick as the thickest aligned element.
@MainActor
package struct StackLayout {
    package let axis: Axis
    let alignment: AlignmentAxisValue
    let spacing: CGFloat?

    package enum AlignmentAxisValue {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
        package static let center = AlignmentAxisValue.horizontal(.center)
    }

    package init(axis: Axis, alignment: AlignmentAxisValue, spacing: CGFloat?) {
        self.axis = axis
        self.spacing = spacing
        // A VStack aligns horizontally, an HStack vertically: fix the kind of `center` given generically.
        switch (axis, alignment) {
        case (.horizontal, .horizontal(let h)) where h == .center: self.alignment = .vertical(.center)
        case (.vertical, .vertical(let v)) where v == .center: self.alignment = .horizontal(.center)
        default: self.alignment = alignment
        }
    }

    package func context() -> LayoutContext { LayoutContext(stackAxis: axis) }

    private func totalSpacing(_ count: Int) -> CGFloat {
        count > 1 ? CGFloat(count - 1) * (spacing ?? LayoutDefaults.spacing) : 0
    }

    /// Sizes of the children for `proposal`, in child order.
    func distribute(_ proposal: ProposedViewSize, _ children: [ViewNode]) -> [CGSize] {
        let ctx = context()
        let across = proposal[axis.other]
        guard let along = proposal[axis] else {
            return children.map { $0.sizeThatFits(ProposedViewSize(axis: axis, along: nil, across: across), ctx) }
        }
        var remaining = max(0, along - totalSpacing(children.count))
        // Higher layout priorities first; within a priority, the least flexible first. A priority
        // group may use what is left after reserving the minimum sizes of lower-priority elements.
        let priorities = children.map(\.layoutPriority)
        let minimums = children.map {
            $0.sizeThatFits(ProposedViewSize(axis: axis, along: 0, across: across), ctx)[axis]
        }
        var sizes = Array(repeating: CGSize.zero, count: children.count)
        for priority in Set(priorities).sorted(by: >) {
            let group = children.indices.filter { priorities[$0] == priority }
                .sorted { a, b in
                    let fa = flexibility(children[a], across, ctx), fb = flexibility(children[b], across, ctx)
                    return fa != fb ? fa < fb : a < b
                }
            let reserved = children.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
            var available = max(0, remaining - reserved)
            for (k, index) in group.enumerated() {
                let share = available / CGFloat(group.count - k)
                let size = children[index].sizeThatFits(ProposedViewSize(axis: axis, along: share, across: across), ctx)
                sizes[index] = size
                available = max(0, available - size[axis])
                remaining = max(0, remaining - size[axis])
            }
        }
        return sizes
    }

    private func flexibility(_ child: ViewNode, _ across: CGFloat?, _ ctx: LayoutContext) -> CGFloat {
        let minimum = child.sizeThatFits(ProposedViewSize(axis: axis, along: 0, across: across), ctx)[axis]
        let maximum = child.sizeThatFits(ProposedViewSize(axis: axis, along: .infinity, across: across), ctx)[axis]
        return maximum - minimum
    }

    private func crossGuide(_ node: ViewNode, _ size: CGSize) -> CGFloat {
        switch alignment {
        case .horizontal(let h): return node.guide(h, size: size)
        case .vertical(let v): return node.guide(v, size: size)
        }
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, _ children: [ViewNode]) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let sizes = distribute(proposal, children)
        let along = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing(children.count)
        var before: CGFloat = 0, after: CGFloat = 0
        for (child, size) in zip(children, sizes) {
            let g = crossGuide(child, size)
            before = max(before, g)
            after = max(after, size[axis.other] - g)
        }
        return CGSize(axis: axis, along: along, across: before + after)
    }

    package func place(_ children: [ViewNode], in size: CGSize) {
        let ctx = context()
        for (child, frame) in zip(children, frames(children, in: size)) {
            child.place(at: frame.origin, size: frame.size, ctx)
        }
    }

    /// Where `children` go in a stack of `size`, in its coordinates.
    func frames(_ children: [ViewNode], in size: CGSize) -> [CGRect] {
        guard !children.isEmpty else { return [] }
        let sizes = distribute(ProposedViewSize(size), children)
        var before: CGFloat = 0
        for (child, s) in zip(children, sizes) { before = max(before, crossGuide(child, s)) }
        var position: CGFloat = 0
        let gap = spacing ?? LayoutDefaults.spacing
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        for (child, s) in zip(children, sizes) {
            let across = before - crossGuide(child, s)
            frames.append(CGRect(origin: CGPoint(axis: axis, along: position, across: across), size: s))
            position += s[axis] + gap
        }
        return frames
    }
}

extension StackLayout {
    // Overloads used by the default container behaviour of NodeContent.
    func sizeThatFits(_ proposal: ProposedViewSize, _ children: [ViewNode], _ context: LayoutContext) -> CGSize {
        sizeThatFits(proposal, children)
    }
    func place(_ children: [ViewNode], in size: CGSize, _ context: LayoutContext) { place(children, in: size) }
}

/// The node of an `HStack` or `VStack`.
package struct StackContent: NodeContent {
    let layout: StackLayout
    /// A stack laid out by `layout`.
    package init(layout: StackLayout) { self.layout = layout }
    package var kindName: String { layout.axis == .horizontal ? "HStack" : "VStack" }
    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        layout.sizeThatFits(proposal, node.children)
    }
    package func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        layout.place(node.children, in: size)
    }
    package func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
    // A trait set inside a stack belongs to its child, not to the stack.
    package var passesTraitsThrough: Bool { false }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    nonisolated(unsafe) let content: Content
    /// A vertical stack; `spacing: nil` uses the default spacing (8 pt).
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// A stack is primitive.
    public typealias Body = Never
}

extension VStack: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let layout = StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
        return [
            inputs.node(StackContent(layout: layout), children: inputs.graph.resolve(content, inputs.child(.content)))
        ]
    }
}

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    nonisolated(unsafe) let content: Content
    /// A horizontal stack; `spacing: nil` uses the default spacing (8 pt).
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// A stack is primitive.
    public typealias Body = Never
}

extension HStack: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let layout = StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
        return [
            inputs.node(StackContent(layout: layout), children: inputs.graph.resolve(content, inputs.child(.content)))
        ]
    }
}

/// The node of a `ZStack`: children overlap, aligned by `alignment`, later ones in front.
package struct ZStackContent: NodeContent {
    let alignment: Alignment
    /// An overlay of children aligned by `alignment`.
    package init(alignment: Alignment) { self.alignment = alignment }
    package var kindName: String { "ZStack" }

    package func childContext(_ context: LayoutContext) -> LayoutContext { .none }

    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        frame(node.children, proposal).size
    }

    /// The size of the union of `children` aligned for `proposal`, with their origins and sizes.
    func frame(_ children: [ViewNode], _ proposal: ProposedViewSize) -> (
        size: CGSize, origins: [CGPoint], sizes: [CGSize]
    ) {
        guard !children.isEmpty else { return (.zero, [], []) }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var guides: [CGPoint] = [], sizes: [CGSize] = []
        for child in children {
            let s = child.sizeThatFits(proposal, .none)
            let gx = child.guide(alignment.horizontal, size: s), gy = child.guide(alignment.vertical, size: s)
            guides.append(CGPoint(x: gx, y: gy))
            sizes.append(s)
            minX = min(minX, -gx); minY = min(minY, -gy)
            maxX = max(maxX, s.width - gx); maxY = max(maxY, s.height - gy)
        }
        let origins = guides.map { CGPoint(x: -$0.x - minX, y: -$0.y - minY) }
        return (CGSize(width: maxX - minX, height: maxY - minY), origins, sizes)
    }

    package func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        for (child, frame) in zip(node.children, frames(node.children, in: size)) {
            child.place(at: frame.origin, size: frame.size, .none)
        }
    }

    /// Where `children` go in a stack of `size`, in its coordinates.
    func frames(_ children: [ViewNode], in size: CGSize) -> [CGRect] {
        let (own, origins, sizes) = frame(children, ProposedViewSize(size))
        // Align the union of the children inside the final size.
        let dx = ViewDimensions(size: size)[alignment.horizontal] - ViewDimensions(size: own)[alignment.horizontal]
        let dy = ViewDimensions(size: size)[alignment.vertical] - ViewDimensions(size: own)[alignment.vertical]
        return zip(origins, sizes).map { origin, size in
            CGRect(origin: CGPoint(x: origin.x + dx, y: origin.y + dy), size: size)
        }
    }
    package func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
    // A trait set inside a stack belongs to its child, not to the stack.
    package var passesTraitsThrough: Bool { false }
}

/// A view that overlays its children, aligned in both axes; later children are in front.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    nonisolated(unsafe) let content: Content
    /// An overlaying stack.
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    /// A stack is primitive.
    public typealias Body = Never
}

extension ZStack: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        [
            inputs.node(
                ZStackContent(alignment: alignment), children: inputs.graph.resolve(content, inputs.child(.content)))
        ]
    }
}

/// A flexible space that expands along the axis of its stack.
public struct Spacer: View {
    /// The smallest length the spacer takes; `nil` uses the default (8 pt).
    public var minLength: CGFloat?
    /// A spacer.
    nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// A spacer is primitive.
    public typealias Body = Never
}

struct SpacerContent: NodeContent {
    let minLength: CGFloat
    var kindName: String { "Spacer" }
    func hitTestRule(size: CGSize) -> HitTestRule { .none }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        guard let axis = context.stackAxis else {
            // Outside a stack a spacer fills what it is offered.
            return CGSize(
                width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength)
            )
        }
        let along = max(minLength, proposal[axis] ?? minLength)
        return CGSize(axis: axis, along: along, across: 0)
    }
}

extension Spacer: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        [inputs.node(SpacerContent(minLength: minLength ?? LayoutDefaults.spacerMinLength))]
    }
}

/// A thin line that separates content: horizontal in a `VStack` (and elsewhere), vertical in an `HStack`.
public struct Divider: View {
    /// A divider.
    nonisolated public init() {}
    /// A divider is primitive.
    public typealias Body = Never
}

struct DividerContent: NodeContent {
    static let thickness: CGFloat = 1
    var kindName: String { "Divider" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        if context.stackAxis == .horizontal {
            return CGSize(width: Self.thickness, height: proposal.height ?? 10)
        }
        return CGSize(width: proposal.width ?? 10, height: Self.thickness)
    }
    func hitTestRule(size: CGSize) -> HitTestRule { .frame }
    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        list.addShape(
            Path(node.bounds), fill: AnyShapeStyle(Color.gray.opacity(0.4)), stroke: nil, node: node, state: state)
    }
}

extension Divider: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [inputs.node(DividerContent())] }
}
