import Foundation

/// The gesture tree of a finished session, kept for the next touch-down on the same hit path
/// (issue 13: building the tree at every down was about 40% of an event's cost on a view with
/// six gestures).
///
/// A tree is reused only for a hit path that composes alike (see ``composesAlike(_:configuration:)``):
/// the same attachments in the same order, with the same priorities, masks, gesture types and
/// configurations, under the same engine configuration. Its attachments are then refreshed with
/// the new gestures, exactly as a live session's are after a re-render (a gesture whose nodes
/// cannot take the new one, because it is of another kind, sends the tree away), and the tree is
/// reset to its built state (``_GestureNodeBase/reset()``).
struct ReusableComposition {
    /// The hit path the tree was composed from.
    let hitPath: [GestureAttachment]
    /// The engine's configuration when it was composed.
    let configuration: GestureConfiguration
    let root: _GestureNode<Void>
    let attachments: [any AttachedGestureNode]

    /// Whether `path` under `configuration` composes into a tree of the same shape, names and
    /// configurations as this one.
    func composesAlike(_ path: [GestureAttachment], configuration: GestureConfiguration) -> Bool {
        guard path.count == hitPath.count, configuration == self.configuration else { return false }
        for (old, new) in zip(hitPath, path) {
            guard old.id == new.id, old.priority == new.priority, old.mask == new.mask,
                old.isScrollContainer == new.isScrollContainer, old.gestureDescription == new.gestureDescription,
                old.configuration == new.configuration
            else { return false }
        }
        return true
    }

    /// Gives the tree the gestures of `path` (which composes alike) and resets it for a new
    /// session; `false` when a gesture could not be given to its node (the tree is unusable then).
    ///
    /// Each attachment's primitives are given the configuration a new tree would be built with
    /// (the attachment's, or the engine's), before the refresh lets the configured gestures
    /// below override it (an `AnyGesture` may have wrapped a configured gesture last time and
    /// not now).
    func prepare(for path: [GestureAttachment]) -> Bool {
        for attachment in attachments {
            let fresh = path[attachment.pathIndex]
            attachment.setPendingConfiguration(fresh.configuration ?? configuration)
            guard attachment.refresh(with: fresh) else { return false }
        }
        root.reset()
        return true
    }

    /// Whether any attachment on the tree's hit path has one of `ids`.
    func contains(anyOf ids: Set<AnyHashable>) -> Bool {
        hitPath.contains { ids.contains($0.id) }
    }
}
