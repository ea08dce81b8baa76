import Foundation

/// `position(_:)`: takes all the space offered and centres the child at a point of that space.
///
/// The child is proposed the same size the modifier was. Proposed no size in a dimension, the
/// modifier is 10 pt in it (SwiftUI's default for views that fill what they are offered). A NaN
/// or infinite coordinate is taken as zero: SwiftUI cannot place a view there either.
struct PositionContent: NodeContentModifier {
    let x: CGFloat
    let y: CGFloat
    var kindName: String { "position" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: GeometryReaderContent.clean(size.width), height: GeometryReaderContent.clean(size.height))
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard node.children.count == 1 else { return }
        let child = node.children[0]
        let s = child.sizeThatFits(ProposedViewSize(size), .none)
        child.place(at: CGPoint(x: Self.finite(x) - s.width / 2, y: Self.finite(y) - s.height / 2), size: s, .none)
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

extension View {
    /// Centres this view at `position` in its parent's space, taking all the space offered.
    nonisolated public func position(_ position: CGPoint) -> some View {
        modifier(PositionContent(x: position.x, y: position.y))
    }

    /// Centres this view at (`x`, `y`) in its parent's space, taking all the space offered.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionContent(x: x, y: y))
    }
}
