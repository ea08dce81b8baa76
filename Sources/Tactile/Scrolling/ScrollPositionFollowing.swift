import Foundation

extension View {
    /// Binds `position` to where the scroll views in this view show their content
    /// (SwiftUI's `scrollPosition(_:anchor:)`).
    ///
    /// When the app changes the position (`ScrollPosition/scrollTo(edge:)` and the like, or a
    /// new value), the scroll view moves its content there after the next layout, in the
    /// transaction of the change: a view by its id (the first in the content with that `ForEach`
    /// or `View/id(_:)` id; a lazy row not built yet by its estimated place), an edge, or an
    /// offset, always within the range the content can rest in. When the user moves the content,
    /// the scroll view writes back a position with `ScrollPosition/isPositionedByUser` set and
    /// the id of the `View/scrollTargetLayout(isEnabled:)` view at `anchor` (with `nil`, the first
    /// one that shows) if it is of the position's id type.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionValueModifier(position: position, anchor: anchor))
    }
}

/// `scrollPosition(_:anchor:)`: hands its binding to the scroll views of its content.
struct ScrollPositionValueModifier: PrimitiveModifier {
    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let binding = ScrollPositionBinding.kept(for: inputs)
        binding.position = position
        binding.anchor = anchor
        var childInputs = inputs
        childInputs.environment.scrollPositionBinding = binding
        return [inputs.node(CompositeContent(kindName: "scrollPosition"), children: content.resolve(childInputs))]
    }
}

/// How far, in points, the content may be from where the last position left it before a layout
/// counts it as moved by the user: less than a pixel at any scale, so rounding is not a move.
private let userMoveTolerance: CGFloat = 0.25

extension ScrollMetrics {
    /// After a layout: moves the content to a position the app set, or writes back the position
    /// the user scrolled to.
    func follow(_ source: Binding<ScrollPosition>, _ binding: ScrollPositionBinding) {
        guard viewport != nil else { return }
        let current = shownOffset(position)
        let requested = source.wrappedValue
        if requested != binding.appliedPosition {
            binding.appliedPosition = requested
            let target =
                requested.isPositionedByUser ? nil : offset(for: requested, anchor: binding.anchor, from: current)
            binding.expectedOffset = target ?? current
            if let target, target != current { move?(target) }
            return
        }
        guard let expected = binding.expectedOffset else {
            binding.expectedOffset = current
            return
        }
        guard abs(current.x - expected.x) > userMoveTolerance || abs(current.y - expected.y) > userMoveTolerance
        else { return }
        binding.expectedOffset = current
        let moved = requested.positionedByUser(at: targetID(at: binding.anchor, offset: current))
        binding.appliedPosition = moved
        if moved != requested { source.wrappedValue = moved }
    }

    /// The resting offset `requested` asks for, from `current`; `nil` when it asks for nothing or
    /// for a view the content does not have.
    private func offset(for requested: ScrollPosition, anchor: UnitPoint?, from current: CGPoint) -> CGPoint? {
        func clamped(_ value: CGFloat?, _ axis: Axis, _ now: CGFloat) -> CGFloat {
            guard let value, value.isFinite, axes.contains(axis == .horizontal ? .horizontal : .vertical) else {
                return now
            }
            return min(max(value, 0), limit(axis))
        }
        switch requested.target {
        case .none:
            return nil
        case .edge(let edge):
            switch edge {
            case .top: return CGPoint(x: current.x, y: clamped(0, .vertical, current.y))
            case .bottom: return CGPoint(x: current.x, y: clamped(limit(.vertical), .vertical, current.y))
            case .leading: return CGPoint(x: clamped(0, .horizontal, current.x), y: current.y)
            case .trailing: return CGPoint(x: clamped(limit(.horizontal), .horizontal, current.x), y: current.y)
            }
        case .offset(let x, let y):
            return CGPoint(x: clamped(x, .horizontal, current.x), y: clamped(y, .vertical, current.y))
        case .view(let id, let viewAnchor):
            guard let frame = contentFrame(of: AnyHashable(id)) else { return nil }
            return offset(revealing: frame, anchor: viewAnchor ?? anchor, from: current)
        }
    }

    /// The frame, in content space, of the first view in the content identified by `id` (a lazy
    /// row not built yet: its estimated place), not looking into nested scroll views.
    private func contentFrame(of id: AnyHashable) -> CGRect? {
        guard let viewport else { return nil }
        let toContent = viewport.contentToWindow.inverted()
        func find(_ node: ViewNode) -> ViewNode? {
            if node.scrollTargetID == id { return node }
            if node.content is ScrollViewportContent { return nil }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        for child in viewport.children {
            if let node = find(child) { return node.bounds.applying(node.transformToWindow).applying(toContent) }
        }
        return lazyRowFrame(of: id)?.applying(toContent)
    }
}
