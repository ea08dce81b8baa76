import Foundation

/// A node whose view takes part in gesture recognition: it turns into a ``GestureAttachment`` when
/// it lies on the hit path of a new pointer, and again after every commit while a gesture is in
/// progress (so the engine gets fresh closures and geometry).
@MainActor
protocol GestureAttachingContent: NodeContent {
    /// The attachment for this node, identified by `identity`, attached at `geometry`; `nil` when the
    /// node has nothing to attach right now.
    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment?
}

/// The node of `gesture(_:including:)`, `highPriorityGesture(_:including:)`,
/// `simultaneousGesture(_:including:)` and the `onTapGesture`/`onLongPressGesture` shorthands.
///
/// The node is a transparent wrapper: it does not change layout, drawing or hit testing (a gesture
/// on a container still responds only where a descendant is hit). Its payload is the gesture, how
/// it competes (`priority`) and the effective mask: the modifier's mask, without
/// ``GestureMask/gesture`` when the environment is disabled (`.disabled(true)`).
struct GestureModifierContent: GestureAttachingContent {
    let priority: GesturePriority
    let mask: GestureMask
    let makeAttachment: (ViewIdentity, GestureGeometry) -> GestureAttachment

    /// Wraps `gesture` for a node resolved in `environment`.
    init<G: Gesture>(_ gesture: G, priority: GesturePriority, mask: GestureMask, environment: EnvironmentValues) {
        var effective = mask
        if !environment.isEnabled { effective.remove(.gesture) }
        self.priority = priority
        self.mask = effective
        makeAttachment = { identity, geometry in
            GestureAttachment(id: identity, gesture: gesture, priority: priority, mask: effective, geometry: geometry)
        }
    }

    var kindName: String {
        switch priority {
        case .normal: "gesture"
        case .high: "highPriorityGesture"
        case .simultaneous: "simultaneousGesture"
        }
    }

    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment? {
        makeAttachment(identity, geometry)
    }
}

/// `gesture`, `highPriorityGesture` and `simultaneousGesture`: one node around the content.
struct GestureModifier<G: Gesture>: NodeModifier {
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask

    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        GestureModifierContent(gesture, priority: priority, mask: mask, environment: inputs.environment)
    }
}

// MARK: - From views to attachments

extension ViewHost {
    /// The gestures attached along the hit path of a pointer landing at `point` (window
    /// coordinates), innermost first, ready for ``GestureEngine/send(_:hitPath:)``.
    ///
    /// Each gesture modifier (and each ``Button``) on the path becomes one attachment whose id is
    /// the node's ``ViewIdentity``, whose geometry is the window transform at that point of the
    /// modifier chain (`v.scaleEffect(2).gesture(g)` is outside the scale, `v.gesture(g).scaleEffect(2)`
    /// inside), the node's bounds, and the named coordinate spaces declared at or above it.
    public func gestureAttachments(at point: CGPoint) -> [GestureAttachment] {
        guard let result = hitTest(point) else { return [] }
        return result.gestureAttachments
    }

    /// The attachments of every gesture node in the tree, for ``GestureEngine/refresh(_:)`` after a
    /// commit (the engine matches them to live gestures by id and ignores the rest).
    func allGestureAttachments() -> [GestureAttachment] {
        guard let root = graph.root else { return [] }
        var out: [GestureAttachment] = []
        func visit(_ node: ViewNode, _ named: [AnyHashable: CGAffineTransform]) {
            var named = named
            if let space = node.content as? CoordinateSpaceContent { named[space.name] = node.transformToWindow }
            if let content = node.content as? any GestureAttachingContent {
                let geometry = GestureGeometry(transform: node.transformToWindow, bounds: node.bounds, namedSpaces: named)
                if let attachment = content.gestureAttachment(identity: node.identity, geometry: geometry) {
                    out.append(attachment)
                }
            }
            for child in node.children { visit(child, named) }
        }
        visit(root, [:])
        return out
    }
}

extension HitTestResult {
    /// The attachments of the gesture nodes on the path, innermost first.
    ///
    /// Named coordinate spaces are those declared by the attaching node or its ancestors (innermost
    /// wins); a gesture never measures in a space declared below it.
    @MainActor
    var gestureAttachments: [GestureAttachment] {
        var out: [GestureAttachment] = []
        var named: [AnyHashable: CGAffineTransform] = [:]
        for entry in path.reversed() {
            if let name = entry.coordinateSpaceName { named[name] = entry.transform }
            guard let content = entry.content as? any GestureAttachingContent else { continue }
            let geometry = GestureGeometry(transform: entry.transform, bounds: entry.bounds, namedSpaces: named)
            if let attachment = content.gestureAttachment(identity: entry.identity, geometry: geometry) {
                out.append(attachment)
            }
        }
        return out.reversed()
    }
}
