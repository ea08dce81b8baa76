import Foundation

/// A finished session, with its gesture tree, kept for the next touch-down on the same hit path
/// (Docs/Decisions.md#gesture-tree-reuse): building the tree at every down was about 40% of an
/// event's cost on a view with six gestures, and allocating the session and its context at every
/// down was part of the rest.
///
/// A tree is reused only for a hit path that composes alike (see ``composesAlike(_:configuration:)``):
/// the same attachments in the same order, with the same priorities, masks, gesture types and
/// configurations, under the same engine configuration. Its attachments are then refreshed with
/// the new gestures, exactly as a live session's are after a re-render (a gesture whose nodes
/// cannot take the new one, because it is of another kind, sends the tree away), and the tree is
/// reset to its built state (``_GestureNodeBase/reset()``).
///
/// A down that passes the very array the tree holds the gestures of (a host that did not
/// re-render passes the same array again) needs neither the comparison nor the refresh: an
/// array that shares its storage with another has the same elements (arrays copy on write).
struct ReusableComposition {
    /// The finished session.
    let session: GestureSession

    /// The hit path the tree was composed from (or last prepared for).
    var hitPath: [GestureAttachment] { session.hitPath }
    /// The engine's configuration when the tree was composed.
    var configuration: GestureConfiguration { session.configuration }

    /// Whether the tree holds exactly the gestures of `path`, because `path` is the very array it
    /// was composed from or last prepared for (it shares that array's storage) and no refresh
    /// gave it newer gestures since.
    func holdsGestures(of path: [GestureAttachment]) -> Bool {
        session.holdsHitPathGestures && path.sharesStorage(with: session.hitPath)
    }

    /// Whether `path` under `configuration` composes into a tree of the same shape, names and
    /// configurations as this one.
    func composesAlike(_ path: [GestureAttachment], configuration: GestureConfiguration) -> Bool {
        guard configuration == self.configuration else { return false }
        if holdsGestures(of: path) { return true }
        let hitPath = self.hitPath
        guard path.count == hitPath.count else { return false }
        for (old, new) in zip(hitPath, path) {
            // The cheap comparisons first: the ids' is a dynamic cast.
            guard old.priority == new.priority, old.mask == new.mask, old.isScrollContainer == new.isScrollContainer,
                old.gestureDescription == new.gestureDescription, old.configuration == new.configuration,
                old.id == new.id
            else { return false }
        }
        return true
    }

    /// Gives the tree the gestures of `path` (which composes alike) and resets it, and returns the
    /// session made ready for a new touch sequence on `path`; `nil` when a gesture could not be
    /// given to its node (the tree is unusable then).
    ///
    /// Each attachment's primitives are given the configuration a new tree would be built with
    /// (the attachment's, or the engine's), before the refresh lets the configured gestures
    /// below override it (an `AnyGesture` may have wrapped a configured gesture last time and
    /// not now). A tree that holds `path`'s gestures already is in that state: the refresh would
    /// give every node what it has (the pending configurations it set were applied by the reset
    /// of its last preparation or were its build's).
    func prepare(for path: [GestureAttachment]) -> GestureSession? {
        if !holdsGestures(of: path) {
            for attachment in session.attachments {
                let fresh = path[attachment.pathIndex]
                attachment.setPendingConfiguration(fresh.configuration ?? configuration)
                guard attachment.refresh(with: fresh) else { return nil }
            }
        }
        session.root.reset()
        session.reuse(for: path)
        return session
    }

    /// Whether any attachment on the tree's hit path has one of `ids`.
    func contains(anyOf ids: Set<AnyHashable>) -> Bool {
        hitPath.contains { ids.contains($0.id) }
    }
}
