import Foundation
import TactileViewCore

/// The objects a representable made, kept by the graph across rebuilds of the same view.
@MainActor
final class RepresentedObjects<Made: AnyObject, Coordinator> {
    let made: Made
    let coordinator: Coordinator
    init(made: Made, coordinator: Coordinator) {
        self.made = made
        self.coordinator = coordinator
    }
}

/// The objects kept at `inputs` for a representable, made the first time by `make` (which also
/// registers their clean-up with `onRemoval`).
@MainActor
func representedObjects<Made: AnyObject, Coordinator>(
    _ inputs: ResolveInputs, make: () -> RepresentedObjects<Made, Coordinator>,
    onRemoval: @escaping (RepresentedObjects<Made, Coordinator>) -> Void
) -> (objects: RepresentedObjects<Made, Coordinator>, isNew: Bool) {
    let storage = inputs.graph.storage(
        for: inputs.identity, typeID: ObjectIdentifier(RepresentedObjects<Made, Coordinator>.self))
    if let existing = storage.slots[0] as? RepresentedObjects<Made, Coordinator> { return (existing, false) }
    let objects = make()
    storage.slots[0] = objects
    inputs.graph.removalActions[inputs.identity] = { onRemoval(objects) }
    return (objects, true)
}

/// The node of a UIKit view a representable hosts: sized by `sizing`, drawn as the view's
/// background colour, and given its laid-out frame (in window coordinates) after each layout.
@MainActor
func platformViewNodes(
    _ inputs: ResolveInputs, view: UIView, sizing: @escaping @MainActor (ProposedViewSize) -> CGSize?,
    didLayout: @escaping @MainActor () -> Void = {}
) -> [ViewNode] {
    var children: [ViewNode] = []
    if let color = view.backgroundColor, !view.isHidden, view.alpha > 0 {
        children = inputs.graph.resolve(Color(uiColor: color).opacity(Double(view.alpha)), inputs.child(.content))
    }
    let node = inputs.node(PlatformViewContent(view: view, sizing: sizing), children: children)
    inputs.graph.postLayout.observe(inputs.identity) { [weak view] place in
        guard let view else { return }
        let origin = CGPoint.zero.applying(place.node.transformToWindow)
        let frame = CGRect(origin: origin, size: place.node.size)
        if view.frame != frame { view.frame = frame }
        view.layoutIfNeeded()
        didLayout()
    }
    return [node]
}

/// The layout of a hosted UIKit view: the representable's `sizeThatFits` answer, else the view's
/// intrinsic size in each dimension that has one and the proposal in the others (10 pt where
/// nothing is proposed, as for any flexible view); its background fills it.
struct PlatformViewContent: NodeContent {
    let view: UIView
    let sizing: @MainActor (ProposedViewSize) -> CGSize?

    var kindName: String { String(describing: type(of: view)) }
    var passesTraitsThrough: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        if let answer = sizing(proposal) {
            return CGSize(width: Self.clean(answer.width), height: Self.clean(answer.height))
        }
        let intrinsic = view.intrinsicContentSize
        let proposed = proposal.replacingUnspecifiedDimensions()
        return CGSize(
            width: Self.clean(intrinsic.width >= 0 ? intrinsic.width : proposed.width),
            height: Self.clean(intrinsic.height >= 0 ? intrinsic.height : proposed.height))
    }

    /// NaN and negative sizes are taken as zero; infinite ones are kept, as any flexible view's.
    static func clean(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        for child in node.children { child.place(at: .zero, size: size, .none) }
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}
