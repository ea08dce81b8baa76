import Foundation

/// Walks a laid-out tree: computes each node's window transforms and draws the display list.
///
/// Animations: the walk carries the animation in effect (the commit's transaction, replaced below
/// `.animation` modifiers that apply). Each node's own geometry (its position in its parent, its
/// size, its effect) is compared with the previous commit's; where it changed, the animation in
/// effect at that node becomes the candidate for the geometry of everything drawn below it (the
/// innermost changed node wins). Opacity, blur and shadow take the animation in effect at the
/// modifier that sets them; paint and content the one at the drawing leaf.
@MainActor
struct Renderer {
    struct Geometry: Equatable {
        var origin: CGPoint
        var size: CGSize
        var effect: CGAffineTransform
    }

    let commit: Int
    let transaction: Transaction
    let previousGeometry: [ViewIdentity: Geometry]
    var geometry: [ViewIdentity: Geometry] = [:]
    var builder = DisplayListBuilder()

    init(commit: Int, transaction: Transaction, previousGeometry: [ViewIdentity: Geometry]) {
        self.commit = commit
        self.transaction = transaction
        self.previousGeometry = previousGeometry
        geometry.reserveCapacity(previousGeometry.count)
    }

    mutating func render(root: ViewNode, windowSize: CGSize) -> DisplayList {
        var state = RenderState()
        state.animation = transaction.disablesAnimations ? nil : transaction.animation
        state.geometryAnimation = state.animation
        root.transformToWindow = CGAffineTransform(translationX: root.origin.x, y: root.origin.y)
        visit(root, state)
        return DisplayList(size: windowSize, items: builder.items, groups: builder.groups)
    }

    private mutating func visit(_ node: ViewNode, _ inherited: RenderState) {
        var state = inherited
        if let animation = node.content as? AnimationContent, animation.applies,
           node.resolvedInCommit == commit, !transaction.disablesAnimations {
            state.animation = animation.animation
        }
        let effect = node.content.effectTransform(size: node.size)
        let mine = Geometry(origin: node.origin, size: node.size, effect: effect)
        geometry[node.identity] = mine
        if let before = previousGeometry[node.identity], before != mine {
            state.geometryAnimation = state.animation
        }
        node.contentToWindow = effect.concatenating(node.transformToWindow)
        if node.content.isHidden {
            HitTester.updateHitBounds(of: node)
            if !node.hitBounds.isEmpty { HitTester.unboundHitBounds(below: node) }
            return
        }
        node.content.applyEffect(to: &state, node: node)

        let groupStart = builder.items.count
        let groupIndex: Int?
        if let id = node.content as? AccessibilityIdentifierContent {
            groupIndex = builder.groups.count
            builder.groups.append(DisplayGroup(identifier: id.identifier, identity: node.identity, itemRange: groupStart..<groupStart,
                                               frame: .null))
        } else {
            groupIndex = nil
        }

        node.content.draw(node: node, state: state, into: &builder)
        for child in node.children {
            child.transformToWindow = CGAffineTransform(translationX: child.origin.x, y: child.origin.y).concatenating(node.contentToWindow)
            visit(child, state)
        }
        HitTester.updateHitBounds(of: node)
        if let groupIndex {
            builder.groups[groupIndex].itemRange = groupStart..<builder.items.count
            builder.groups[groupIndex].frame = Self.renderedFrame(of: node)
        }
    }

    /// The frame of the view an identifier is attached to: follow single-child geometry effects
    /// inward (their transforms apply) to the first node that does its own layout, and map its bounds
    /// to the window.
    static func renderedFrame(of node: ViewNode) -> CGRect {
        var current = node
        while current.children.count == 1,
              current.content.isRenderEffect || current.content is AccessibilityIdentifierContent || current.content is AnimationContent
                || current.content is GestureModifierContent {
            current = current.children[0]
        }
        return current.bounds.applying(current.transformToWindow)
    }
}

extension DisplayList {
    /// Decides which changed attributes animate, comparing with `previous` by identity.
    mutating func attachAnimations(comparingWith previous: DisplayList) {
        var before: [ViewIdentity: DisplayItem] = [:]
        before.reserveCapacity(previous.items.count)
        for item in previous.items { before[item.identity] = item }
        for index in items.indices {
            guard let old = before[items[index].identity] else { continue }
            for (attribute, animation) in items[index].animationCandidates
            where old.value(of: attribute) != items[index].value(of: attribute) {
                items[index].animations[attribute] = animation
            }
        }
    }
}
