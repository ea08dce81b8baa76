import Foundation

/// A window-space rectangle that contains every point at which a subtree can be hit.
///
/// The renderer computes one per node, children first, right after it has placed the node in the
/// window (``ViewNode/hitBounds``); ``HitTester`` skips a subtree whose bounds do not contain the
/// point, so a hit test visits the nodes whose area covers the point and their siblings, not the
/// whole tree. The bounds only prune: inside them the exact rules of ``HitTestRule`` still decide,
/// so results never depend on them. They are conservative:
///
/// - a leaf's area (its frame, its shape's flattened outline, a stroke's outer outline) is mapped to
///   the window by the node's transform and grown by ``tolerance`` against rounding;
/// - a `contentShape` node's bounds are its shape's (nothing outside the shape hits);
/// - a container's bounds are the union of its children's; a node that never hits has none;
/// - where the exact test could not be bounded (a transform that cannot be inverted, a non-finite
///   coordinate) the bounds are ``everywhere``, and so are those of every ancestor.
///
/// Complexity: computing is O(1) per node plus the outline of a shape; testing is O(1).
struct HitBounds: Equatable {
    var minX: CGFloat
    var minY: CGFloat
    var maxX: CGFloat
    var maxY: CGFloat

    /// How far bounds reach beyond the mapped area, in points. The exact test maps the window point
    /// into the node's space with the inverse transform, the bounds map the area out with the
    /// transform; the two round differently by far less than this (errors are about 1e-16 of the
    /// coordinates' size times the transform's condition), and a larger box costs nothing but an
    /// exact test that fails.
    static let tolerance: CGFloat = 1e-3
    /// The part of ``tolerance`` that grows with the coordinates' magnitude (rounding is relative).
    static let relativeTolerance: CGFloat = 1e-9

    /// Bounds that contain no point.
    static let empty = HitBounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    /// Bounds that contain every point: no pruning.
    static let everywhere = HitBounds(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    /// Whether `point` may hit (NaN coordinates never do, as in the exact test).
    func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether no point is inside.
    var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }

    /// The smallest bounds containing both.
    func union(_ other: HitBounds) -> HitBounds {
        HitBounds(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The window-space bounds of `rect` (in a node's local space) mapped by `transform`, grown by
    /// the tolerance; ``everywhere`` when the exact test's inverse mapping is not the true inverse
    /// (a singular or non-finite transform) or a coordinate is not finite.
    static func mapping(_ rect: CGRect, by transform: CGAffineTransform) -> HitBounds {
        guard !rect.isNull else { return .empty }
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite, t.tx.isFinite, t.ty.isFinite,
            rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
        else { return .everywhere }
        var bounds = HitBounds.empty
        for corner in [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ] {
            let p = corner.applying(t)
            bounds = bounds.union(HitBounds(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y))
        }
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else {
            return .everywhere
        }
        let magnitude = max(abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY))
        let grow = tolerance + relativeTolerance * magnitude
        return HitBounds(
            minX: bounds.minX - grow, minY: bounds.minY - grow, maxX: bounds.maxX + grow, maxY: bounds.maxY + grow)
    }

    /// A local-space box containing every point `path.contains` can accept: the box of all its
    /// points, curve control points included. `contains` tests the outline flattened into
    /// polygons, and every flattened point of a Bézier segment lies in the hull of its end and
    /// control points, so this box holds the polygons without flattening them. `nil` when a
    /// coordinate is not finite (the box would not bound the test).
    static func outlineBox(of path: Path) -> CGRect? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var finite = true
        func include(_ p: CGPoint) {
            guard p.x.isFinite, p.y.isFinite else { finite = false; return }
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        // A curve starts where the flattening's current point is: the previous end point, or the
        // origin for a path that begins with a curve (as `Path.polygons` does).
        var last = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): include(p); last = p
            case .quadCurve(let p, let c): include(last); include(c); include(p); last = p
            case .curve(let p, let c1, let c2): include(last); include(c1); include(c2); include(p); last = p
            case .closeSubpath: break
            }
        }
        guard finite else { return nil }
        return minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}

/// The hit bounds of a node's children side by side, and the axis along which they are sorted,
/// if they are: then the children that can contain a point form one run, found by binary search.
struct ChildHitBounds {
    let boxes: [HitBounds]
    /// An axis along which every box's start and end never decrease from one child to the next
    /// (a stack's children, unless moved out of order), or `nil`.
    let order: Axis?

    /// The axis along which `boxes` are sorted and advance (the last starts after the first), if
    /// any; none when a box is empty.
    static func order(of boxes: [HitBounds]) -> Axis? {
        guard let first = boxes.first, let last = boxes.last, !boxes.contains(where: \.isEmpty) else { return nil }
        func sorted(_ start: (HitBounds) -> CGFloat, _ end: (HitBounds) -> CGFloat) -> Bool {
            start(last) > start(first)
                && zip(boxes, boxes.dropFirst()).allSatisfy { start($0) <= start($1) && end($0) <= end($1) }
        }
        if sorted(\.minY, \.maxY) { return .vertical }
        if sorted(\.minX, \.maxX) { return .horizontal }
        return nil
    }

    /// The indices of the boxes that may contain `point`, in increasing order: with an order, the
    /// run whose extent along the axis covers the point; otherwise all.
    func candidates(for point: CGPoint) -> Range<Int> {
        guard let order else { return boxes.indices }
        let value = order == .vertical ? point.y : point.x
        guard !value.isNaN else { return 0..<0 }
        // First box that ends at or after the point, and the first that starts after it.
        let lower = partition { (order == .vertical ? $0.maxY : $0.maxX) >= value }
        let upper = partition { (order == .vertical ? $0.minY : $0.minX) > value }
        return lower < upper ? lower..<upper : 0..<0
    }

    /// The first index whose box satisfies `predicate` (which must be false, then true, along the order).
    private func partition(_ predicate: (HitBounds) -> Bool) -> Int {
        var low = 0, high = boxes.count
        while low < high {
            let mid = (low + high) / 2
            if predicate(boxes[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

/// What bounds the area where a node can be hit, in its local space (see ``HitBounds``).
package enum HitArea {
    /// The node and its subtree are never hit.
    case nothing
    /// Hit where a child is hit.
    case throughChildren
    /// Hit only within this box, by the node itself (`nil`: no finite box bounds it).
    case own(CGRect?)
    /// A content shape: hit within this box only, by a child or the node (`nil`: unbounded).
    case contentShape(CGRect?)

    /// The area of `rule` for a node of `size`.
    init(_ rule: HitTestRule, size: CGSize) {
        switch rule {
        case .none: self = .nothing
        case .children: self = .throughChildren
        case .frame: self = .own(CGRect(origin: .zero, size: size))
        case .path(let path, _), .stroke(let path, _): self = .own(HitBounds.outlineBox(of: path))
        case .contentShape(let path, _): self = .contentShape(HitBounds.outlineBox(of: path))
        }
    }
}

extension HitTester {
    /// From how many children on a node keeps their bounds side by side (``ViewNode/childHitBounds``):
    /// scanning a wide stack then reads one contiguous array instead of visiting every child node
    /// (a cache miss each in a large tree). Below it, the copy would cost more than it saves.
    static let contiguousChildBoundsThreshold = 8

    /// Sets `node.hitBounds` (and `childHitBounds`) from its rule, its transform and its children's
    /// bounds (which must be current). Called by the renderer after it has visited the children.
    static func updateHitBounds(of node: ViewNode) {
        let area = node.content.hitArea(size: node.size)
        node.hitBounds = bounds(of: node, area: area)
        switch area {
        case .throughChildren where node.children.count >= contiguousChildBoundsThreshold,
            .contentShape where node.children.count >= contiguousChildBoundsThreshold:
            let boxes = node.children.map(\.hitBounds)
            node.childHitBounds = ChildHitBounds(boxes: boxes, order: ChildHitBounds.order(of: boxes))
        default:
            node.childHitBounds = nil
        }
    }

    /// Marks a subtree the renderer did not walk (a hidden node whose rule still lets touches in)
    /// as unbounded, so hit testing falls back to the exact rules there.
    static func unboundHitBounds(below node: ViewNode) {
        node.forEachNode {
            $0.hitBounds = .everywhere
            $0.childHitBounds = nil
        }
    }

    private static func bounds(of node: ViewNode, area: HitArea) -> HitBounds {
        switch area {
        case .nothing:
            return .empty
        case .own(let box), .contentShape(let box):
            guard let box else { return .everywhere }
            return .mapping(box, by: node.transformToWindow)
        case .throughChildren:
            var bounds = HitBounds.empty
            for child in node.children { bounds = bounds.union(child.hitBounds) }
            return bounds
        }
    }
}
