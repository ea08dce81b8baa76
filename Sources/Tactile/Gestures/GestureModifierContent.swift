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
    func attachment(
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

/// The node of `gesture(_:including:)`, `highPriorityGesture(_:including:)`,
/// `simultaneousGesture(_:including:)` and the `onTapGesture`/`onLongPressGesture` shorthands.
///
/// The node is a transparent wrapper: it does not change layout, drawing or hit testing (a gesture
/// on a container still responds only where a descendant is hit). Its payload is the gesture, how
/// it competes (`priority`) and the effective mask: the modifier's mask, without
/// `GestureMask.gesture` when the environment is disabled (`.disabled(true)`).
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

    var isLayoutNeutral: Bool { true }

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
