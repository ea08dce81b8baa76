import Foundation

/// Shows the first of its children that fits the space offered, SwiftUI's `ViewThatFits`.
///
/// A child fits when its ideal size (proposed `nil` along `axes`) is no larger than the offered
/// size along those axes (an axis offered no size always fits). The last child is shown when none
/// fits. The others are kept (with their state) but neither drawn nor hit-tested.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    nonisolated(unsafe) let content: Content

    /// Chooses among `content`'s children along `axes` (both by default).
    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A view that fits is primitive.
    public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let choice = FitsChoice()
        let children = inputs.graph.resolve(content, inputs.child(.content))
        let slots = children.enumerated().map { index, child in
            inputs.child(.attached("fits\(index)")).node(
                FitsSlotContent(index: index, choice: choice), children: [child])
        }
        return [inputs.node(ViewThatFitsContent(axes: axes, choice: choice), children: slots)]
    }
}

/// Which child of a ``ViewThatFits`` the last layout chose, shared with its slots.
@MainActor
final class FitsChoice {
    var index = 0
}

/// The node of a ``ViewThatFits``: measures its children in order and shows the first that fits.
struct ViewThatFitsContent: NodeContent {
    let axes: Axis.Set
    let choice: FitsChoice
    var kindName: String { "ViewThatFits" }
    var passesTraitsThrough: Bool { false }

    /// The index of the first child that fits `proposal` (the last when none does).
    func chosen(_ node: ViewNode, _ proposal: ProposedViewSize, _ context: LayoutContext) -> Int {
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, child) in node.children.enumerated() {
            let size = child.sizeThatFits(ideal, context)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return max(node.children.count - 1, 0)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        guard !node.children.isEmpty else { return .zero }
        return node.children[chosen(node, proposal, context)].sizeThatFits(proposal, context)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard !node.children.isEmpty else { return }
        choice.index = chosen(node, ProposedViewSize(size), context)
        for (index, child) in node.children.enumerated() {
            child.place(at: .zero, size: index == choice.index ? size : .zero, context)
        }
    }
}

/// One child of a ``ViewThatFits``: shown only while it is the chosen one.
struct FitsSlotContent: NodeContent {
    let index: Int
    let choice: FitsChoice
    var kindName: String { "ViewThatFits.slot" }
    var isHidden: Bool { choice.index != index }
    func hitTestRule(size: CGSize) -> HitTestRule { choice.index == index ? .children : .none }
}
