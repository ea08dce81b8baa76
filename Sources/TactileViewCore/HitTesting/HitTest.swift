import Foundation

/// One node on the path from a hit view up to the root.
///
/// The path lists every resolved node, modifiers included, innermost first. For a modifier chain
/// `v.scaleEffect(2).gesture(g)` the gesture's entry lies outside the scale (its ``transform`` does
/// not scale); for `v.gesture(g).scaleEffect(2)` it lies inside (its transform scales by 2).
public struct HitTestEntry: CustomStringConvertible {
    /// The node's identity.
    public let identity: ViewIdentity
    /// What the node is (`"Circle"`, `"padding"`, `"scaleEffect"`, a custom view's type name…).
    public let kind: String
    /// Maps the node's local space (origin at its top-left, before its own effect) to the window.
    public let transform: CGAffineTransform
    /// Maps the space the node's content is drawn in (after its own effect) to the window.
    public let contentTransform: CGAffineTransform
    /// The node's bounds in its local space.
    public let bounds: CGRect
    /// The name this node gives its coordinate space, if it is a `coordinateSpace(name:)` modifier.
    public let coordinateSpaceName: AnyHashable?
    /// The node's content, for layers that read their own payloads from the path
    /// (``ViewHost/buttonAction(at:)`` reads `entry.content as? ButtonContent`).
    package let content: any NodeContent

    /// Converts a point from window coordinates to this node's local space.
    public func convertFromWindow(_ point: CGPoint) -> CGPoint { point.applying(transform.inverted()) }

    /// A textual description for debugging.
    public var description: String { "\(kind) \(identity)" }
}

/// The result of a hit test: the hit view and its ancestors.
public struct HitTestResult {
    /// The path, innermost (the hit view) first, up to the root.
    public let path: [HitTestEntry]

    /// The hit view.
    public var target: HitTestEntry { path[0] }

    /// The named coordinate spaces on the path, name → local-to-window transform (the innermost
    /// wins when a name repeats).
    public var namedCoordinateSpaces: [AnyHashable: CGAffineTransform] {
        var out: [AnyHashable: CGAffineTransform] = [:]
        for entry in path.reversed() {
            if let name = entry.coordinateSpaceName { out[name] = entry.transform }
        }
        return out
    }

    /// The transform of the nearest enclosing coordinate space called `name`.
    public func transform(ofCoordinateSpaceNamed name: AnyHashable) -> CGAffineTransform? {
        path.first { $0.coordinateSpaceName == name }?.transform
    }

    /// The path entries whose kind is `kind`, innermost first.
    public func entries(ofKind kind: String) -> [HitTestEntry] { path.filter { $0.kind == kind } }
}

@MainActor
enum HitTester {
    /// The nodes from the frontmost hit leaf up to `node`, innermost first, or `nil` for a miss.
    ///
    /// Subtrees whose ``ViewNode/hitBounds`` do not contain the point are skipped without testing
    /// (they cannot be hit there), so the cost grows with the depth of the tree and the number of
    /// siblings along the way, not with the number of views.
    static func hit(_ node: ViewNode, _ point: CGPoint) -> [ViewNode]? {
        var path: [ViewNode] = []
        return hit(node, point, depth: 0, into: &path) ? path : nil
    }

    /// The nodes from the frontmost hit leaf up to `root`, innermost first, testing the window
    /// layers first, front to back (each given as its path from `root`, the layer last): a layer
    /// covers what is below it, wherever in the tree it belongs.
    static func hit(_ root: ViewNode, windowLayers: [[ViewNode]], _ point: CGPoint) -> [ViewNode]? {
        for layerPath in windowLayers.reversed() {
            guard let layer = layerPath.last else { continue }
            var path: [ViewNode] = []
            if hitChildren(layer, point, depth: layerPath.count - 1, into: &path) {
                path.append(contentsOf: layerPath.dropLast().reversed())
                return path
            }
        }
        return hit(root, point)
    }

    /// Tests `node` (at `depth` below the root of the test) and appends the hit nodes of its
    /// subtree, innermost first, then `node`, to `path`; returns whether it was hit (else `path`
    /// is unchanged).
    ///
    /// `path` is empty until a leaf is hit, and then gets the one buffer the whole path needs (the
    /// leaf's depth is the number of its ancestors): one allocation a hit, none a miss.
    private static func hit(_ node: ViewNode, _ point: CGPoint, depth: Int, into path: inout [ViewNode]) -> Bool {
        guard node.hitBounds.contains(point) else { return false }
        let rule = node.content.hitTestRule(size: node.size)
        // The point in the node's space, for the rules that test it there (not `.children`: most
        // nodes of a path are modifiers, and inverting their transforms was work for nothing).
        func local() -> CGPoint { point.applying(node.transformToWindow.inverted()) }
        let isHit: Bool
        switch rule {
        case .none:
            return false
        case .frame:
            isHit = node.bounds.contains(local())
        case .path(let shape, let eo):
            isHit = shape.contains(local(), eoFill: eo)
        case .stroke(let outer, let inner):
            let local = local()
            isHit = outer.contains(local) && !inner.contains(local)
        case .contentShape(let shape, let eo):
            guard shape.contains(local(), eoFill: eo) else { return false }
            if hitChildren(node, point, depth: depth, into: &path) { return true }
            isHit = true
        case .children:
            return hitChildren(node, point, depth: depth, into: &path)
        }
        guard isHit else { return false }
        path.reserveCapacity(depth + 1)
        path.append(node)
        return true
    }

    /// Tests the children of `node` front to back and appends the path of the first one hit, then
    /// `node`, to `path` (see ``hit(_:_:depth:into:)``).
    private static func hitChildren(_ node: ViewNode, _ point: CGPoint, depth: Int, into path: inout [ViewNode]) -> Bool
    {
        if let order = node.drawingOrder {
            // `zIndex` reordered the children: front to back in the order they were drawn.
            for index in order.reversed() where hit(node.children[index], point, depth: depth + 1, into: &path) {
                path.append(node)
                return true
            }
            return false
        }
        if let children = node.childHitBounds {
            let boxes = children.boxes
            for index in children.candidates(for: point).reversed() where boxes[index].contains(point) {
                if hit(node.children[index], point, depth: depth + 1, into: &path) {
                    path.append(node)
                    return true
                }
            }
            return false
        }
        for child in node.children.reversed() where hit(child, point, depth: depth + 1, into: &path) {
            path.append(node)
            return true
        }
        return false
    }

    static func entry(_ node: ViewNode) -> HitTestEntry {
        HitTestEntry(
            identity: node.identity, kind: node.content.kindName, transform: node.transformToWindow,
            contentTransform: node.contentToWindow, bounds: node.bounds,
            coordinateSpaceName: node.content.coordinateSpaceName, content: node.content)
    }
}
