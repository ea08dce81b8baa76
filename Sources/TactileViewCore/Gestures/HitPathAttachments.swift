import Foundation

/// The gesture attachments of the last hit path, kept until the window renders again.
///
/// A node's attachment depends on its content, its identity and its geometry, and a gesture
/// modifier's, a button's or a slider's on nothing else; none of them changes between commits.
/// So a down on the same nodes as the last one, with no commit in between, gets the **same**
/// array back: not only equal attachments, but the same buffer, which the engine recognizes to
/// reuse the gesture tree it built from that array without comparing it again.
///
/// ``ViewHost`` drops it at every commit (whatever can change what a hit test returns —
/// a re-render, new geometry, `allowsHitTesting`, a content shape, a disabled environment —
/// takes effect only in a commit), and it is never filled from a path with an attachment that
/// reads state outside its node (a scroll view's offset, a list row's swipe model).
struct HitPathAttachments {
    /// The nodes hit, innermost first, compared by identity (held, so that no other node can
    /// take one's place at its address while the path is kept).
    private let nodes: [ViewNode]
    /// Their attachments, innermost first: what ``ViewHost/gestureAttachments(at:)`` returned.
    let attachments: [GestureAttachment]
    /// The attachments' ids as view identities, or `nil` if one is not a ``ViewIdentity``.
    let identities: Set<ViewIdentity>?

    /// Keeps `attachments`, made along `nodes`.
    init(nodes: [ViewNode], attachments: [GestureAttachment]) {
        self.nodes = nodes
        self.attachments = attachments
        var identities: Set<ViewIdentity>? = Set(minimumCapacity: attachments.count)
        for attachment in attachments {
            guard let identity = attachment.id.base as? ViewIdentity else {
                identities = nil
                break
            }
            identities?.insert(identity)
        }
        self.identities = identities
    }

    /// Whether these are the attachments of a hit on `nodes` (innermost first).
    func isPath(_ nodes: [ViewNode]) -> Bool {
        guard nodes.count == self.nodes.count else { return false }
        for index in nodes.indices where nodes[index] !== self.nodes[index] { return false }
        return true
    }
}
