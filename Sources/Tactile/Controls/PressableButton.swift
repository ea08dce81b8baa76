import Foundation

/// A button drawn by an appearance and driven by the standard press tracking: what every
/// ``ButtonStyle`` and the built-in primitive styles show.
///
/// It owns whether it is pressed (`@State`), so a press re-runs only the button's look.
struct PressableButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let appearance: @MainActor (ButtonStyleConfiguration) -> AnyView
    @State private var isPressed = false

    init(
        configuration: PrimitiveButtonStyleConfiguration,
        appearance: @escaping @MainActor (ButtonStyleConfiguration) -> AnyView
    ) {
        self.configuration = configuration
        self.appearance = appearance
    }

    var body: some View {
        let pressed = $isPressed
        appearance(
            ButtonStyleConfiguration(role: configuration.role, label: configuration.label, isPressed: isPressed)
        )
        .modifier(
            ButtonPressModifier(action: configuration.action) { new in
                if pressed.wrappedValue != new { pressed.wrappedValue = new }
            })
    }
}

/// Attaches a button's press tracking to the view it modifies (see ``ButtonContent``).
struct ButtonPressModifier: NodeModifier {
    let action: () -> Void
    let setPressed: (Bool) -> Void

    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        let action = inputs.environment.contextMenuPress?.guarding(self.action) ?? self.action
        return ButtonContent(action: action, isEnabled: inputs.environment.isEnabled, setPressed: setPressed)
    }
}

/// The node of a pressable button: it carries the action, whether it is enabled, and the press
/// gesture.
///
/// The press is a `DragGesture(minimumDistance: 0)` in the button's own space, attached like
/// `.gesture(_:)` on the button: it is active from the touch-down, the button is pressed while
/// the finger is inside its bounds (``ControlConstants/pressSlop``), and on the lift the action
/// runs if the finger is inside, after the pressed look is cleared. Dragging out clears the look;
/// dragging back in restores it; there is no time limit. A failure (a second finger, a cancel,
/// removal) clears the look and does not act. In a scroll view, a finger that moves the scroll
/// view's touch slop along its axis scrolls instead: the press yields to scrolling
/// (`GestureAttachment.yieldsToScrolling`), fails and clears its look. Gestures inside the label
/// win over the press; an
/// ancestor's `.gesture` loses to it once the finger is down on the button, while
/// `.highPriorityGesture` and `.simultaneousGesture` on an ancestor behave as they do with any
/// child gesture. A disabled button leaves its own gesture out (mask `.subviews`).
struct ButtonContent: NodeContent {
    let action: () -> Void
    let isEnabled: Bool
    let setPressed: (Bool) -> Void
    private let memo = AttachmentMemo()
    /// The bounds of the latest attachment, read by the gesture's closures.
    private let bounds = BoundsBox()
    var kindName: String { "buttonPress" }

    init(action: @escaping () -> Void, isEnabled: Bool, setPressed: @escaping (Bool) -> Void = { _ in }) {
        self.action = action
        self.isEnabled = isEnabled
        self.setPressed = setPressed
    }

    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment? {
        bounds.rect = geometry.bounds.insetBy(dx: -ControlConstants.pressSlop, dy: -ControlConstants.pressSlop)
        let action = self.action, setPressed = self.setPressed, bounds = self.bounds
        let mask: GestureMask = isEnabled ? .all : .subviews
        return memo.attachment(identity: identity, geometry: geometry) { identity, geometry in
            let press = DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .onChanged { value in setPressed(bounds.rect.contains(value.location)) }
                .onEnded { value in
                    setPressed(false)
                    if bounds.rect.contains(value.location) { action() }
                }
                .onFailed { _ in setPressed(false) }
            var attachment = GestureAttachment(
                id: identity, gesture: press, priority: .normal, mask: mask, geometry: geometry)
            // A scroll view around the button takes the touch once it scrolls (UIKit's
            // `canCancelContentTouches`): the press fails and its look is cleared.
            attachment.yieldsToScrolling = true
            return attachment
        }
    }
}

extension ButtonContent: ActivatableContent {
    /// An enabled button can be activated (by a keyboard shortcut, an accessibility action).
    var isActivatable: Bool { isEnabled }
    /// Runs the action as a tap does.
    func activate() { action() }
}

/// A rectangle shared between a node and the closures of the gesture it attached.
@MainActor
final class BoundsBox {
    var rect: CGRect = .zero
}
