import Foundation

/// The step every walk from nodes to gesture attachments takes at each node, parents before
/// children: note the coordinate space the node names, then ask its content for an attachment at
/// the node's geometry. Named spaces are those declared by the attaching node or its ancestors
/// (innermost wins); a gesture never measures in a space declared below it.
@MainActor
private struct AttachmentWalk {
    private var named: [AnyHashable: CGAffineTransform] = [:]

    /// Records what `node` names and, when `wanted`, returns its attachment.
    mutating func step(_ node: ViewNode, wanted: Bool = true) -> GestureAttachment? {
        if let name = node.content.coordinateSpaceName { named[name] = node.transformToWindow }
        guard wanted else { return nil }
        let geometry = GestureGeometry(transform: node.transformToWindow, bounds: node.bounds, namedSpaces: named)
        return node.content.gestureAttachment(identity: node.identity, geometry: geometry)
    }
}

extension ViewHost {
    /// The gestures attached along the hit path of a pointer landing at `point` (window
    /// coordinates), innermost first, ready for `GestureEngine.send(_:hitPath:)`.
    ///
    /// Each gesture modifier (and each `Button`) on the path becomes one attachment whose id is
    /// the node's ``ViewIdentity``, whose geometry is the window transform at that point of the
    /// modifier chain (`v.scaleEffect(2).gesture(g)` is outside the scale, `v.gesture(g).scaleEffect(2)`
    /// inside), the node's bounds, and the named coordinate spaces declared at or above it.
    ///
    /// While the window has not rendered again, a point that hits the same views as the last call
    /// gets the same array back, so that the engine can reuse the gesture tree it built for it.
    public func gestureAttachments(at point: CGPoint) -> [GestureAttachment] {
        hitPathAttachments(at: point)?.attachments ?? []
    }

    /// The attachments of the hit path at `point` with their ids as view identities (`nil` for a
    /// miss): the last path's again when it is the same, else made and kept when they may be.
    func hitPathAttachments(at point: CGPoint) -> HitPathAttachments? {
        guard let nodes = hitNodes(at: point) else { return nil }
        if let kept = hitPathAttachments, kept.isPath(nodes) { return kept }
        var walk = AttachmentWalk()
        var out: [GestureAttachment] = []
        var keepable = true
        for node in nodes.reversed() {
            if let attachment = walk.step(node) { out.append(attachment) }
            keepable = keepable && node.content.keepsGestureAttachmentUntilCommit
        }
        let made = HitPathAttachments(nodes: nodes, attachments: out.reversed())
        if keepable { hitPathAttachments = made }
        return made
    }

    /// Every gesture attached in the window, in tree order (parents before children): the gesture
    /// modifiers, buttons' presses and scroll views, each with its node's ``ViewIdentity`` as its
    /// `id` and its geometry as of the last commit. For inspecting what a view responds to
    /// (`GestureAttachment.summary`), not for sending events: the engine takes the attachments of a
    /// hit path (``gestureAttachments(at:)``).
    public func attachedGestures() -> [GestureAttachment] {
        allGestureAttachments()
    }

    /// The attachments of every gesture node in the tree, for `GestureEngine.refresh(_:)` after a
    /// commit (the engine matches them to live gestures by id and ignores the rest).
    func allGestureAttachments() -> [GestureAttachment] {
        treeAttachments(identifiedBy: nil)
    }

    /// The attachments of the gesture nodes whose identities are in `identities`, for
    /// `GestureEngine.refresh(_:)`: the same attachments ``allGestureAttachments()`` gives for
    /// them, found by walking only towards those identities (cost: the depth of the tree times
    /// the siblings on the way, not the size of the tree).
    func gestureAttachments(identifiedBy identities: Set<ViewIdentity>) -> [GestureAttachment] {
        treeAttachments(identifiedBy: identities)
    }

    /// The attachments of the tree's gesture nodes in tree order: all of them (`identities` is
    /// `nil`), or those identified by `identities`, visiting only the subtrees that lead to them.
    private func treeAttachments(identifiedBy identities: Set<ViewIdentity>?) -> [GestureAttachment] {
        guard let root = graph.root else { return [] }
        var out: [GestureAttachment] = []
        func leadsToWanted(_ node: ViewNode) -> Bool {
            guard let identities else { return true }
            return identities.contains { $0.isDescendant(of: node.identity) }
        }
        func visit(_ node: ViewNode, _ walk: AttachmentWalk) {
            var walk = walk
            if let attachment = walk.step(node, wanted: identities?.contains(node.identity) ?? true) {
                out.append(attachment)
            }
            for child in node.children where leadsToWanted(child) { visit(child, walk) }
        }
        if leadsToWanted(root) { visit(root, AttachmentWalk()) }
        return out
    }
}
