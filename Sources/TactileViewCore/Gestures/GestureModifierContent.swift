import Foundation

/// The attachment a gesture node made last, reused while the node lives.
///
/// A node's content (and so its gesture, priority and mask) never changes after resolution, so its
/// attachment differs between hit tests and refreshes only in geometry. Making one is not cheap
/// (the engine describes the gesture's type for traces), so each content keeps the first and hands
/// out copies with the current geometry.
@MainActor
package final class AttachmentMemo {
    private var attachment: GestureAttachment?
    private var identity: ViewIdentity?

    /// An empty memo.
    package init() {}

    /// The attachment for `identity` at `geometry`, made by `make` the first time.
    package func attachment(
        identity: ViewIdentity, geometry: GestureGeometry,
        make: (ViewIdentity, GestureGeometry) -> GestureAttachment
    ) -> GestureAttachment {
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

/// Makes the attachment of one gesture modifier for the node `identity`: the gesture it wraps with
/// `priority`, the effective `mask` and the node's `geometry`.
///
/// Made where the gesture's type is known (the modifier's inlinable initializer, so in the client's
/// specialized code when it names the type): the attachment's node builders and the closures
/// the nodes get for their value operations are then specialized too, and need no type metadata
/// from the runtime on each event (Docs/Decisions.md#specialized-gesture-code).
@usableFromInline
typealias GestureAttachmentMaker =
    (_ identity: ViewIdentity, _ priority: GesturePriority, _ mask: GestureMask, _ geometry: GestureGeometry)
    -> GestureAttachment

/// The maker of `gesture`'s attachments.
@inlinable
func gestureAttachmentMaker<G: Gesture>(_ gesture: G) -> GestureAttachmentMaker {
    { identity, priority, mask, geometry in
        GestureAttachment(id: identity, gesture: gesture, priority: priority, mask: mask, geometry: geometry)
    }
}

/// The node of `gesture(_:including:)`, `highPriorityGesture(_:including:)`,
/// `simultaneousGesture(_:including:)` and the `onTapGesture`/`onLongPressGesture` shorthands.
///
/// The node is a transparent wrapper: it does not change layout, drawing or hit testing (a gesture
/// on a container still responds only where a descendant is hit). Its payload is the gesture's
/// attachment maker, how it competes (`priority`) and the effective mask: the modifier's mask,
/// without `GestureMask.gesture` when the environment is disabled (`.disabled(true)`).
struct GestureModifierContent: NodeContent {
    let priority: GesturePriority
    let mask: GestureMask
    let makeAttachment: GestureAttachmentMaker
    private let memo = AttachmentMemo()

    /// The node of a gesture whose attachments `makeAttachment` makes, resolved in `environment`.
    init(
        priority: GesturePriority, mask: GestureMask, environment: EnvironmentValues,
        makeAttachment: @escaping GestureAttachmentMaker
    ) {
        var effective = mask
        if !environment.isEnabled { effective.remove(.gesture) }
        self.priority = priority
        self.mask = effective
        self.makeAttachment = makeAttachment
    }

    /// Wraps `gesture` for a node resolved in `environment`.
    init<G: Gesture>(_ gesture: G, priority: GesturePriority, mask: GestureMask, environment: EnvironmentValues) {
        self.init(
            priority: priority, mask: mask, environment: environment, makeAttachment: gestureAttachmentMaker(gesture))
    }

    var kindName: String {
        switch priority {
        case .normal: "gesture"
        case .high: "highPriorityGesture"
        case .simultaneous: "simultaneousGesture"
        }
    }

    var isLayoutNeutral: Bool { true }

    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment? {
        memo.attachment(identity: identity, geometry: geometry) { identity, geometry in
            makeAttachment(identity, priority, mask, geometry)
        }
    }
}

/// `gesture`, `highPriorityGesture` and `simultaneousGesture`: one node around the content.
///
/// The modifier keeps the gesture's attachment maker rather than the gesture: made in the public
/// modifiers' inlinable code, it is specialized for the gesture's type wherever the caller names it,
/// which the graph's resolution of the modifier (generic over every modifier) never is.
@usableFromInline
struct GestureModifier: NodeModifier {
    let priority: GesturePriority
    let mask: GestureMask
    nonisolated(unsafe) let makeAttachment: GestureAttachmentMaker

    /// The modifier attaching `gesture` with `priority` and `mask`.
    @inlinable
    nonisolated init<G: Gesture>(gesture: G, priority: GesturePriority, mask: GestureMask) {
        self.init(priority: priority, mask: mask, makeAttachment: gestureAttachmentMaker(gesture))
    }

    /// The modifier attaching the gesture `makeAttachment` makes attachments of.
    @usableFromInline
    nonisolated init(priority: GesturePriority, mask: GestureMask, makeAttachment: @escaping GestureAttachmentMaker) {
        self.priority = priority
        self.mask = mask
        self.makeAttachment = makeAttachment
    }

    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        GestureModifierContent(
            priority: priority, mask: mask, environment: inputs.environment, makeAttachment: makeAttachment)
    }
}
