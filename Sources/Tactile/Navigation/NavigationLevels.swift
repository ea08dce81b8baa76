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
    /// The stack's edge swipe, told which level is on top.
    let swipe: NavigationSwipe
    /// How far the edge swipe has moved the top level (0: not swiping).
    let swipeOffset: CGFloat
    typealias Body = Never
}

extension NavigationLevels: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        // A `searchable` around the stack puts its field in the root's bar, and in no stack or
        // level inside this one.
        let inheritedSearch = inputs.environment.inheritedSearchField
        var inputs = inputs
        inputs.environment.inheritedSearchField = nil
        var rootInputs = inputs.child(.content)
        rootInputs.environment.navigationContext = context
        var levels = [NavigationContainer.makeNodes(root, rootInputs, back: nil, inheritedSearch: inheritedSearch)]
        var backs: [(back: (() -> Void)?, inputs: ResolveInputs)] = [(nil, rootInputs)]
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
            backs.append(({ pop(level) }, levelInputs))
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
            backs.append(({ binding.wrappedValue = false }, levelInputs))
        }
        let top = levels.count - 1
        swipe.popTop = backs[top].back
        swipe.topBar = NavigationContainer.barState(backs[top].inputs)
        // While the edge swipe moves the top level, the level below shows behind it.
        let shown = swipeOffset > 0 ? top - 1 : top
        let children = levels.enumerated().map { index, node in
            index >= shown
                ? node : inputs.child(.attached("hiddenLevel\(index)")).node(HiddenContent(), children: [node])
        }
        return [inputs.node(NavigationLevelsContent(swipe: swipe, swipeOffset: swipeOffset), children: children)]
    }
}

/// The layout of a stack's levels: each one offered the whole space (hidden ones take none), the
/// top one moved right by the edge swipe.
struct NavigationLevelsContent: NodeContent {
    let swipe: NavigationSwipe
    let swipeOffset: CGFloat
    var kindName: String { "NavigationStack" }
    var passesTraitsThrough: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        guard let top = node.children.last else { return .zero }
        return top.sizeThatFits(proposal, .none)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        swipe.width = size.width
        let offset = swipeOffset.isFinite ? swipeOffset : 0
        for (index, child) in node.children.enumerated() {
            if child.content.isHidden {
                child.place(at: .zero, size: .zero, .none)
            } else {
                let x = index == node.children.count - 1 ? offset : 0
                child.place(at: CGPoint(x: x, y: 0), size: child.sizeThatFits(ProposedViewSize(size), .none), .none)
            }
        }
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}
