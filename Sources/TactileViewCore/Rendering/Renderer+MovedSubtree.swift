import Foundation

/// A subtree that only moved in the window (a scrolled list's rows): its last items, moved, instead
/// of drawing it again (see ``RenderCache/translation(inherited:transform:geometry:disablesAnimations:)``).
extension Renderer {
    /// Gives the nodes below `node` (whose window transform is set) the window transforms and hit
    /// bounds this render would give them, as ``visit(_:_:)`` computes them, and returns whether
    /// every node kept the geometry it was last drawn with. When one did not (an adjuster moved
    /// it after layout), the subtree must be drawn again: the caller walks it then, which sets
    /// everything again.
    static func followWindowMove(of node: ViewNode) -> Bool {
        let effect = node.content.effectTransform(size: node.size)
        guard node.lastGeometry == Geometry(origin: node.origin, size: node.size, effect: effect) else { return false }
        node.contentToWindow = effect.concatenating(node.transformToWindow)
        if node.content.isHidden {
            HitTester.updateHitBounds(of: node)
            if !node.hitBounds.isEmpty { HitTester.unboundHitBounds(below: node) }
            return true
        }
        for child in node.children {
            child.transformToWindow = CGAffineTransform(translationX: child.origin.x, y: child.origin.y).concatenating(
                node.contentToWindow)
            guard followWindowMove(of: child) else { return false }
        }
        HitTester.updateHitBounds(of: node)
        return true
    }

    /// Appends what the subtree of `node` drew last time, moved by `shift` in the window, and
    /// keeps the moved items as the node's cache for the next render.
    mutating func reuse(_ cache: RenderCache, movedBy shift: CGSize, node: ViewNode) {
        let itemStart = builder.items.count, groupStart = builder.groups.count
        reuse(cache)
        for index in itemStart..<builder.items.count {
            builder.items[index].transform.tx += shift.width
            builder.items[index].transform.ty += shift.height
            builder.items[index].frame = builder.items[index].frame.offsetBy(dx: shift.width, dy: shift.height)
        }
        for index in groupStart..<builder.groups.count {
            builder.groups[index].frame = builder.groups[index].frame.offsetBy(dx: shift.width, dy: shift.height)
        }
        node.renderCache = makeCache(
            inherited: cache.inherited, node: node, geometry: cache.geometry, itemStart: itemStart,
            groupStart: groupStart)
    }
}
