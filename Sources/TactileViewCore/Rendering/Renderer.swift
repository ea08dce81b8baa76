import Foundation

/// Walks a laid-out tree: computes each node's window transforms and draws the display list.
///
/// Animations: the walk carries the animation in effect (the commit's transaction, replaced below
/// `.animation` modifiers that apply). Each node's own geometry (its position in its parent, its
/// size, its effect) is compared with the previous commit's; where it changed, the animation in
/// effect at that node becomes the candidate for the geometry of everything drawn below it (the
/// innermost changed node wins). The drawing effects (opacity, blur, shadow: `DisplayEffects`)
/// take the animation in effect at the modifier that sets them; paint and content the one at the
/// drawing leaf.
@MainActor
struct Renderer {
    struct Geometry: Equatable {
        var origin: CGPoint
        var size: CGSize
        var effect: CGAffineTransform
    }

    let commit: Int
    let transaction: Transaction
    /// The last geometry of nodes that a rebuild replaced in this commit, by identity: the
    /// "before" of their successors (a node that stayed keeps its own, `ViewNode/lastGeometry`).
    let replacedGeometry: [ViewIdentity: Geometry]
    var builder = DisplayListBuilder()
    /// Whether to record the `.animation` modifiers that apply (`DisplayList/modifierAnimations`):
    /// only a view with a transition that the previous list drew can leave in this commit and need
    /// them (for `DisplayList/removals`, which later lists carry), so a commit after a list
    /// without transitions (almost every frame) records nothing and allocates no array for it.
    var recordsModifierAnimations = true
    /// Whether the subtree being walked has, so far, taken no modifier animation that applied in
    /// this commit and changed no geometry (see `RenderCache`).
    private var quiet = true
    /// The window layers met so far (`NodeContent/isWindowLayer`), in the order they are drawn:
    /// each is drawn after the whole tree, and after the layers met before it.
    private(set) var windowLayers: [ViewNode] = []
    /// The window layer being drawn (the others met inside it wait for their turn).
    private var layerBeingDrawn: ViewNode?

    init(commit: Int, transaction: Transaction, replacedGeometry: [ViewIdentity: Geometry]) {
        self.commit = commit
        self.transaction = transaction
        self.replacedGeometry = replacedGeometry
    }

    mutating func render(root: ViewNode, windowSize: CGSize) -> DisplayList {
        var state = RenderState()
        state.animation = transaction.disablesAnimations ? nil : transaction.animation
        state.geometryAnimation = state.animation
        state.transactionValues = transaction.custom
        root.transformToWindow = CGAffineTransform(translationX: root.origin.x, y: root.origin.y)
        visit(root, state)
        // Window layers last, over everything, with none of the effects or clips of the views
        // that present them; a layer presented from a layer goes over it.
        var next = 0
        while next < windowLayers.count {
            layerBeingDrawn = windowLayers[next]
            next += 1
            visit(windowLayers[next - 1], state)
        }
        layerBeingDrawn = nil
        var list = DisplayList(size: windowSize, items: builder.items, groups: builder.groups)
        list.animation = state.animation
        list.modifierAnimations = builder.modifierAnimations
        return list
    }

    /// What the children of `layer` draw, on their own: the items of a mask view. `layer`'s window
    /// transform must be set. The walk takes no animations (a mask's changes are not animated) and
    /// starts from default effects: the mask is drawn as if alone in the window.
    static func detachedItems(of layer: ViewNode) -> [DisplayItem] {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        var renderer = Renderer(commit: -1, transaction: transaction, replacedGeometry: [:])
        let contentToWindow = layer.content.effectTransform(size: layer.size).concatenating(layer.transformToWindow)
        let order = layer.zOrderedChildIndices()
        for position in layer.children.indices {
            let child = layer.children[order?[position] ?? position]
            child.transformToWindow = CGAffineTransform(translationX: child.origin.x, y: child.origin.y).concatenating(
                contentToWindow)
            renderer.visit(child, RenderState())
        }
        return renderer.builder.items
    }

    private mutating func visit(_ node: ViewNode, _ inherited: RenderState) {
        if node.content.isWindowLayer, node !== layerBeingDrawn {
            // Drawn after the tree: the subtrees around it cannot reuse what they drew.
            windowLayers.append(node)
            quiet = false
            return
        }
        let effect = node.content.effectTransform(size: node.size)
        let mine = Geometry(origin: node.origin, size: node.size, effect: effect)
        if let cache = node.renderCache,
            cache.matches(
                inherited: inherited, transform: node.transformToWindow, geometry: mine,
                disablesAnimations: transaction.disablesAnimations)
        {
            reuse(cache)
            return
        }
        if let cache = node.renderCache,
            let shift = cache.translation(
                inherited: inherited, transform: node.transformToWindow, geometry: mine,
                disablesAnimations: transaction.disablesAnimations),
            Self.followWindowMove(of: node)
        {
            reuse(cache, movedBy: shift, node: node)
            return
        }
        let outerQuiet = quiet
        quiet = true
        defer { quiet = outerQuiet && quiet }
        let itemStart = builder.items.count, groupStart = builder.groups.count

        var state = inherited
        if let modifier = node.content.animationModifier, modifier.applies,
            node.resolvedInCommit == commit, !transaction.disablesAnimations, !state.disablesImplicitAnimations
        {
            state.animation = modifier.animation
            if recordsModifierAnimations { builder.modifierAnimations.append((node.identity, modifier.animation)) }
            quiet = false
        }
        if let before = node.lastGeometry ?? replacedGeometry[node.identity], before != mine {
            state.geometryAnimation = state.animation
            quiet = false
        }
        node.lastGeometry = mine
        node.contentToWindow = effect.concatenating(node.transformToWindow)
        if node.content.isHidden {
            HitTester.updateHitBounds(of: node)
            if !node.hitBounds.isEmpty { HitTester.unboundHitBounds(below: node) }
            forgetGeometry(below: node)
            return
        }
        node.content.applyEffect(to: &state, node: node)
        if let marker = node.content.transitionMarker {
            state.transition = DisplayTransition(
                identity: node.identity, transition: marker.transition, frame: Self.renderedFrame(of: node),
                animation: state.animation)
        }

        let groupIndex: Int?
        if let identifier = node.content.accessibilityIdentifier {
            groupIndex = builder.groups.count
            builder.groups.append(
                DisplayGroup(
                    identifier: identifier, identity: node.identity, itemRange: itemStart..<itemStart,
                    frame: .null))
        } else {
            groupIndex = nil
        }

        node.content.draw(node: node, state: state, into: &builder)
        let order = node.zOrderedChildIndices()
        node.drawingOrder = order
        for position in node.children.indices {
            let child = node.children[order?[position] ?? position]
            child.transformToWindow = CGAffineTransform(translationX: child.origin.x, y: child.origin.y).concatenating(
                node.contentToWindow)
            visit(child, state)
        }
        if let groupIndex {
            builder.groups[groupIndex].itemRange = itemStart..<builder.items.count
            builder.groups[groupIndex].frame = Self.renderedFrame(of: node)
        }
        HitTester.updateHitBounds(of: node)
        if node.rebuild != nil {
            node.renderCache =
                quiet
                ? makeCache(
                    inherited: inherited, node: node, geometry: mine,
                    itemStart: itemStart, groupStart: groupStart) : nil
        }
    }

    func makeCache(inherited: RenderState, node: ViewNode, geometry: Geometry, itemStart: Int, groupStart: Int)
        -> RenderCache
    {
        let groups = builder.groups[groupStart...].map { group in
            var relative = group
            relative.itemRange = (group.itemRange.lowerBound - itemStart)..<(group.itemRange.upperBound - itemStart)
            return relative
        }
        let items = Array(builder.items[itemStart...])
        let isMovable =
            inherited.transition == nil
            && items.indices.allSatisfy {
                items[$0].transition == nil && items[$0].clipPaths.count == inherited.clips.count
                    && items[$0].masks.count == inherited.masks.count
            }
        return RenderCache(
            inherited: inherited, transform: node.transformToWindow, geometry: geometry,
            disablesAnimations: transaction.disablesAnimations, items: items, groups: groups, isMovable: isMovable)
    }

    /// Appends what a subtree drew last time; its nodes' transforms, bounds and geometry are
    /// already what this render would set.
    mutating func reuse(_ cache: RenderCache) {
        let offset = builder.items.count
        builder.items.append(contentsOf: cache.items)
        for group in cache.groups {
            var placed = group
            placed.itemRange = (group.itemRange.lowerBound + offset)..<(group.itemRange.upperBound + offset)
            builder.groups.append(placed)
        }
    }

    /// Below a hidden node nothing is drawn, so nothing there has a "before" for the next render
    /// (a view that shows again does not animate from where it was last drawn). Done once per
    /// hidden node: its subtree is not drawn again while it stays hidden.
    private func forgetGeometry(below node: ViewNode) {
        guard !node.hiddenGeometryCleared else { return }
        node.hiddenGeometryCleared = true
        for child in node.children {
            child.forEachNode {
                $0.lastGeometry = nil
                $0.renderCache = nil
            }
        }
    }

    /// The frame of the view an identifier is attached to: follow single-child layout-neutral nodes
    /// (`NodeContent/isLayoutNeutral`: effects, whose transforms apply, and markers) inward to the
    /// first node that does its own layout, and map its bounds to the window.
    static func renderedFrame(of node: ViewNode) -> CGRect {
        var current = node
        while current.children.count == 1, current.content.isLayoutNeutral {
            current = current.children[0]
        }
        return current.bounds.applying(current.transformToWindow)
    }
}

extension DisplayList {
    /// Decides which changed attributes animate, comparing with `previous` by identity.
    mutating func attachAnimations(comparingWith previous: DisplayList) {
        // Only items with a candidate can animate; most commits have none.
        guard items.contains(where: { $0.hasAnimationCandidates }) else { return }
        // Items usually sit where they sat before; the index by identity is built only if not.
        var before: [ViewIdentity: Int]?
        func previousIndex(of index: Int) -> Int? {
            if index < previous.items.count, previous.items[index].identity == items[index].identity { return index }
            if before == nil {
                var byIdentity: [ViewIdentity: Int] = [:]
                byIdentity.reserveCapacity(previous.items.count)
                for (index, item) in previous.items.enumerated() { byIdentity[item.identity] = index }
                before = byIdentity
            }
            return before?[items[index].identity]
        }
        for index in items.indices where items[index].hasAnimationCandidates {
            guard let oldIndex = previousIndex(of: index) else { continue }
            let old = previous.items[oldIndex]
            for attribute in DisplayAttribute.all {
                guard let animation = attribute.kind.candidate(in: items[index]),
                    !attribute.kind.hasSameValue(old, as: items[index])
                else { continue }
                items[index].animations[attribute] = animation
            }
        }
    }
}
