import Foundation

/// `containerRelativeFrame`: a frame whose length along some axes is computed from the size of the
/// nearest container (the window, or the scroll view the view is in, less its content margins).
///
/// Along the given axes the view is proposed, and takes, the computed length; along the others it
/// behaves as without the modifier. A container is known while it lays out its content; a view
/// rebuilt on its own later keeps the container size it last saw.
struct ContainerRelativeFrameContent: NodeContentModifier {
    let axes: Axis.Set
    let alignment: Alignment
    nonisolated(unsafe) let length: (CGFloat, Axis) -> CGFloat
    nonisolated(unsafe) let lastContainer: ContainerBox
    /// The innermost container that keeps its size (from the environment when the node is made).
    nonisolated(unsafe) var container: LayoutContainerBox?
    var kindName: String { "containerRelativeFrame" }

    /// This modifier with the container around the node being made.
    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        var content = self
        content.container = inputs.environment.layoutContainer
        return content
    }

    nonisolated init(axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
        self.lastContainer = ContainerBox()
    }

    /// The container size seen by the last layout pass that had one.
    final class ContainerBox {
        var size: CGSize?
        nonisolated init() {}
    }

    private func frameLengths(_ proposal: ProposedViewSize) -> (width: CGFloat?, height: CGFloat?) {
        // Outside its container's layout pass (a row a lazy stack builds as the content scrolls,
        // measured on its own), the size the container last placed its content in.
        if let current = LayoutContainers.current ?? container?.size { lastContainer.size = current }
        guard let container = lastContainer.size else { return (nil, nil) }
        func along(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let value = length(container[axis], axis)
            return value.isFinite ? max(value, 0) : 0
        }
        return (along(.horizontal), along(.vertical))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let (width, height) = frameLengths(proposal)
        let p = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let child = node.children.count == 1 ? node.children[0].sizeThatFits(p, context) : .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard node.children.count == 1 else { return }
        let child = node.children[0]
        let (width, height) = frameLengths(ProposedViewSize(size))
        let p = ProposedViewSize(width: width ?? size.width, height: height ?? size.height)
        let s = child.sizeThatFits(p, context)
        child.place(at: alignedOrigin(of: child, childSize: s, in: size, alignment: alignment), size: s, context)
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}

extension View {
    /// Sizes this view along `axes` to the size of its nearest container: the scroll view it is in
    /// (its visible size less its content margins) or the window.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(cards) { CardView(card: $0).containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameContent(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Sizes this view along `axes` to `span` of `count` equal columns (or rows) of its container,
    /// with `spacing` between them: `(container - spacing × (count - 1)) / count × span + spacing ×
    /// (span - 1)`. A `count` below 1 is taken as 1, a `span` below 1 as 1.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = max(count, 1), span = max(span, 1)
        let gap = spacing.isFinite ? spacing : 0
        return modifier(
            ContainerRelativeFrameContent(
                axes: axes, alignment: alignment,
                length: { length, _ in
                    let column = (length - gap * CGFloat(count - 1)) / CGFloat(count)
                    return column * CGFloat(span) + gap * CGFloat(span - 1)
                }))
    }

    /// Sizes this view along `axes` to what `length` computes from its container's length along
    /// each axis.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameContent(axes: axes, alignment: alignment, length: length))
    }
}
