import Foundation

/// How a view's gesture competes with the gestures of its subviews (and of the modifiers applied
/// before it on the same view).
public enum GesturePriority: String, Sendable, Hashable, Codable, CaseIterable {
    /// `gesture(_:including:)`: the subviews' gestures take precedence; this one gets its chance
    /// when they fail (`subviews.exclusively(before: gesture)`).
    case normal
    /// `highPriorityGesture(_:including:)`: this gesture takes precedence over the subviews'
    /// (`gesture.exclusively(before: subviews)`).
    case high
    /// `simultaneousGesture(_:including:)`: both are recognized independently
    /// (`subviews.simultaneously(with: gesture)`).
    case simultaneous
}

/// One gesture attached to a view, as a host describes it on the hit path of a new pointer.
///
/// A host lists the attachments of the view under the pointer and of its ancestors, innermost
/// first (for one view, the modifier applied first comes first). The engine composes them the way
/// SwiftUI does (see ``GesturePriority`` and ``GestureMask``), so the host never combines gestures
/// itself.
public struct GestureAttachment {
    /// The host's identity for this attachment: stable across re-renders of the same view and
    /// modifier, so that ``GestureEngine/refresh(_:)`` and ``GestureEngine/remove(_:)`` can find it.
    public var id: AnyHashable
    /// How the gesture competes with the gestures below it.
    public var priority: GesturePriority
    /// Which of this gesture and the gestures below it take part. Hosts fold `isEnabled: false`
    /// into `.subviews` and a disabled environment into removing `.gesture`.
    public var mask: GestureMask
    /// Where the gesture is attached.
    public var geometry: GestureGeometry
    /// The configuration for this attachment's gesture, or `nil` for the engine's.
    public var configuration: GestureConfiguration?
    /// Whether this is a scroll container's gesture (a ``ScrollGesture``): it then competes with the
    /// gestures below it by racing them (the first recognized wins; on a tie, the scroll), rather
    /// than by ``priority``. See the arbitration table in the semantics document.
    public var isScrollContainer = false
    /// Whether a scroll container around this attachment takes the touch from its gesture once
    /// the scroll is recognized, even while the gesture is active: what a button's press does
    /// (UIKit's `canCancelContentTouches`), so a drag that starts on a button scrolls and the press
    /// fails with ``GestureFailureReason/otherGestureWon``. Other active content leads and holds
    /// the scroll back (a long press being held, a drag). Outside scroll containers it changes
    /// nothing. See the arbitration table in the semantics document.
    public var yieldsToScrolling = false

    /// Builds the node of this attachment (given as the first argument), `index`th on the hit path,
    /// with the engine's configuration unless the attachment has its own.
    @usableFromInline
    let makeNode:
        (_ attachment: GestureAttachment, _ configuration: GestureConfiguration, _ index: Int)
            -> any AttachedGestureNode
    /// Gives the node ``makeNode`` built this attachment's gesture; `false` for a node built
    /// from a gesture of another kind.
    @usableFromInline
    let updateNode: (any AttachedGestureNode) -> Bool
    /// A description of the gesture's type, for traces.
    public let gestureDescription: String

    // Inlinable, like the `_makeNode` of the library's gestures: a caller that names the gesture's
    // type builds its node tree with specialized code, so the closures the nodes get for their
    // value operations (`onChanged`'s comparison, a combinator's value) need no type metadata
    // from the runtime (Docs/Decisions.md#specialized-gesture-code).
    /// Describes `gesture` attached to a view.
    @inlinable
    public init<G: Gesture>(
        id: some Hashable, gesture: G, priority: GesturePriority = .normal, mask: GestureMask = .all,
        geometry: GestureGeometry = .identity, configuration: GestureConfiguration? = nil
    ) {
        self.id = AnyHashable(id)
        self.priority = priority
        self.mask = mask
        self.geometry = geometry
        self.configuration = configuration
        self.gestureDescription = GestureTypeDescription.of(G.self)
        makeNode = { attachment, configuration, index in
            AttachmentNode(attachment, configuration: configuration, index: index) { gesture._makeNode($0) }
        }
        // The node's class, found once here: a cast to the generic class would look its metadata
        // up in the runtime at every refresh in unspecialized code (the class is final, so
        // identity is the same test).
        let nodeClass = ObjectIdentifier(AttachmentNode<G.Value>.self)
        updateNode = { node in
            guard ObjectIdentifier(type(of: node)) == nodeClass else { return false }
            return gesture._updateNode(unsafeDowncast(node, to: AttachmentNode<G.Value>.self).child)
        }
    }
}

/// Forgets a node's values: what the hierarchy's composition works with (the base of
/// ``AttachmentNode``).
@usableFromInline
class ErasedNode<Value>: WrapperNode<Value, Void> {
    /// Forgetting a value reads none: only whether the child has one. (Reporting the child's value
    /// as read made a composed gesture given as one attachment keep and build the values of its
    /// combinators on every update, for no reader: Docs/Decisions.md#values-built-when-read.)
    override final func readsChildValue(whenValueIsRead isRead: Bool) -> Bool { false }

    override final func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let kind = child.update(context)
        if child.hasValue { setValue(()) }
        return follow(kind, of: child)
    }
}
