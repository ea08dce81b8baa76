import Foundation

/// The attachment a gesture node made last, reused while the node lives.
///
/// A node's content (and so its gesture, priority and mask) never changes after resolution, so its
/// attachment differs between hit tests and refreshes only in geometry. Making one is not cheap
/// (the engine describes the gesture's type for traces), so each content keeps the first and hands
/// out copies with the current geometry.
@MainActor
final class AttachmentMemo {
    private var attachment: GestureAttachment?
    private var identity: ViewIdentity?

    /// The attachment for `identity` at `geometry`, made by `make` the first time.
    func attachment(identity: ViewIdentity, geometry: GestureGeometry,
                    make: (ViewIdentity, GestureGeometry) -> GestureAttachment) -> GestureAttachment {
        if var attachment, identity == self.identity {
            attachment.geometry = geometry
            return attachment
        }
        let made = make(identity, geometry)
        attachment = made
        self.identity = identity
        return made
    }
}

/// The node of `gesture(_:including:)`, `highPriorityGesture(_:including:)`,
/// `simultaneousGesture(_:including:)` and the `onTapGesture`/`onLongPressGesture` shorthands.
///
/// The node is a transparent wrapper: it does not change layout, drawing or hit testing (a gesture
/// on a container still responds only where a descendant is hit). Its payload is the gesture, how
/// it competes (`priority`) and the effective mask: the modifier's mask, without
/// ``GestureMask/gesture`` when the environment is disabled (`.disabled(true)`).
struct GestureModifierContent: NodeContent {
    let priority: GesturePriority
    let mask: GestureMask
    let makeAttachment: (ViewIdentity, GestureGeometry) -> GestureAttachment
    private let memo = AttachmentMemo()

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
        memo.attachment(identity: identity, geometry: geometry, make: makeAttachment)
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
    /// coordinates), innermost first, ready for `GestureEngine.send(_:hitPath:)`.
    ///
    /// Each gesture modifier (and each ``Button``) on the path becomes one attachment whose id is
    /// the node's ``ViewIdentity``, whose geometry is the window transform at that point of the
    /// modifier chain (`v.scaleEffect(2).gesture(g)` is outside the scale, `v.gesture(g).scaleEffect(2)`
    /// inside), the node's bounds, and the named coordinate spaces declared at or above it.
    public func gestureAttachments(at point: CGPoint) -> [GestureAttachment] {
        guard let root = graph.root, let nodes = HitTester.hit(root, point) else { return [] }
        // The same walk as `HitTestResult.gestureAttachments`, on the nodes themselves (no entries).
        var out: [GestureAttachment] = []
        var named: [AnyHashable: CGAffineTransform] = [:]
        for node in nodes.reversed() {
            if let name = node.content.coordinateSpaceName { named[name] = node.transformToWindow }
            let geometry = GestureGeometry(transform: node.transformToWindow, bounds: node.bounds, namedSpaces: named)
            if let attachment = node.content.gestureAttachment(identity: node.identity, geometry: geometry) {
                out.append(attachment)
            }
        }
        return out.reversed()
    }

    /// The attachments of every gesture node in the tree, for ``GestureEngine/refresh(_:)`` after a
    /// commit (the engine matches them to live gestures by id and ignores the rest).
    func allGestureAttachments() -> [GestureAttachment] {
        guard let root = graph.root else { return [] }
        var out: [GestureAttachment] = []
        func visit(_ node: ViewNode, _ named: [AnyHashable: CGAffineTransform]) {
            var named = named
            if let name = node.content.coordinateSpaceName { named[name] = node.transformToWindow }
            let geometry = GestureGeometry(transform: node.transformToWindow, bounds: node.bounds, namedSpaces: named)
            if let attachment = node.content.gestureAttachment(identity: node.identity, geometry: geometry) {
                out.append(attachment)
            }
            for child in node.children { visit(child, named) }
        }
        visit(root, [:])
        return out
    }

    /// The attachments of the gesture nodes whose identities are in `identities`, for
    /// ``GestureEngine/refresh(_:)``: the same attachments ``allGestureAttachments()`` gives for
    /// them, found by walking only towards those identities (cost: the depth of the tree times
    /// the siblings on the way, not the size of the tree).
    func gestureAttachments(identifiedBy identities: Set<ViewIdentity>) -> [GestureAttachment] {
        guard let root = graph.root else { return [] }
        var out: [GestureAttachment] = []
        func leadsToWanted(_ node: ViewNode) -> Bool {
            identities.contains { $0.isDescendant(of: node.identity) }
        }
        func visit(_ node: ViewNode, _ named: [AnyHashable: CGAffineTransform]) {
            var named = named
            if let name = node.content.coordinateSpaceName { named[name] = node.transformToWindow }
            if identities.contains(node.identity) {
                let geometry = GestureGeometry(transform: node.transformToWindow, bounds: node.bounds, namedSpaces: named)
                if let attachment = node.content.gestureAttachment(identity: node.identity, geometry: geometry) {
                    out.append(attachment)
                }
            }
            for child in node.children where leadsToWanted(child) { visit(child, named) }
        }
        if leadsToWanted(root) { visit(root, [:]) }
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
            let geometry = GestureGeometry(transform: entry.transform, bounds: entry.bounds, namedSpaces: named)
            if let attachment = entry.content.gestureAttachment(identity: entry.identity, geometry: geometry) {
                out.append(attachment)
            }
        }
        return out.reversed()
    }
}
