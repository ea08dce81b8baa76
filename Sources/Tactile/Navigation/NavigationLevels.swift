import Foundation

/// The levels of a ``NavigationStack``: the root, then one level per pushed entry, each a
/// navigation container (bar and content). Only the top level is drawn and hit-tested; the ones
/// below keep their nodes (and so their state) hidden.
struct NavigationLevels<Root: View>: View {
    let root: Root
    let entries: [NavigationEntry]
    let context: NavigationContext
    /// Pops to the given number of levels (1 keeps the root only).
    let pop: (Int) -> Void
    typealias Body = Never
}

extension NavigationLevels: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        var rootInputs = inputs.child(.content)
        rootInputs.environment.navigationContext = context
        var levels = [NavigationContainer.makeNodes(root, rootInputs, back: nil)]
        var destinations = NavigationDestinations()
        destinations.collect(from: levels[0])
        for (index, entry) in entries.enumerated() {
            let level = index + 1
            let view: AnyView?
            let name: String
            switch entry {
            case .value(let value):
                view = destinations.view(for: value)
                name = "level\(level)#\(value.hashValue)"
            case .link(let link):
                view = context.registry.destination(link.key) ?? link.snapshot
                name = "level\(level)@\(ObjectIdentifier(link.key).hashValue)"
            }
            // A value with no destination for its type pushes nothing (SwiftUI logs it).
            guard let view else { break }
            var levelInputs = inputs.child(.attached(name))
            levelInputs.environment.navigationContext = context
            let pop = self.pop
            levelInputs.environment.dismiss = DismissAction { pop(level) }
            let node = NavigationContainer.makeNodes(view, levelInputs, back: { pop(level) })
            destinations.collect(from: node)
            levels.append(node)
        }
        // Views pushed by `navigationDestination(isPresented:)` go on top, each popped by setting its
        // binding to false.
        var presentedIndex = 0
        while presentedIndex < destinations.presented.count {
            let (identity, presented) = destinations.presented[presentedIndex]
            presentedIndex += 1
            let level = levels.count
            var levelInputs = inputs.child(.attached("presented\(level)#\(identity.hashValue)"))
            levelInputs.environment.navigationContext = context
            let binding = presented.isPresented
            levelInputs.environment.dismiss = DismissAction { binding.wrappedValue = false }
            let node = NavigationContainer.makeNodes(
                presented.destination, levelInputs, back: { binding.wrappedValue = false })
            destinations.collect(from: node)
            levels.append(node)
        }
        let top = levels.count - 1
        let children = levels.enumerated().map { index, node in
            index == top
                ? node : inputs.child(.attached("hiddenLevel\(index)")).node(HiddenContent(), children: [node])
        }
        return [inputs.node(NavigationLevelsContent(), children: children)]
    }
}

/// The layout of a stack's levels: each one offered the whole space (hidden ones take none).
struct NavigationLevelsContent: NodeContent {
    var kindName: String { "NavigationStack" }
    var passesTraitsThrough: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        guard let top = node.children.last else { return .zero }
        return top.sizeThatFits(proposal, .none)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        for child in node.children {
            if child.content.isHidden {
                child.place(at: .zero, size: .zero, .none)
            } else {
                child.place(at: .zero, size: child.sizeThatFits(ProposedViewSize(size), .none), .none)
            }
        }
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}
