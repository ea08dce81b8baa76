import Foundation

/// A control that runs an action when tapped.
///
/// The label is drawn in the accent colour unless a foreground style is set around the button.
/// The button's node carries its action (``ViewHost/buttonAction(at:)`` finds it under a point); a
/// ``GestureHost`` runs it on a tap. A disabled button (``View/disabled(_:)``) does not act.
public struct Button<Label: View>: View {
    let label: Label
    let action: () -> Void

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// A button is primitive.
    public typealias Body = Never
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// The node of a ``Button``: its label, plus the action and whether it is enabled.
///
/// The button takes part in gesture recognition like a view with `.gesture(TapGesture())`: its tap
/// runs the action, gestures inside the label win over it, and a disabled button's tap is left out
/// (its label's gestures are disabled by the same environment). Approximation: SwiftUI's button
/// also fires after a long hold or a small drag that ends inside it; Tactile's uses the tap's limits.
struct ButtonContent: NodeContent {
    let action: () -> Void
    let isEnabled: Bool
    private let memo = AttachmentMemo()
    var kindName: String { "Button" }

    init(action: @escaping () -> Void, isEnabled: Bool) {
        self.action = action
        self.isEnabled = isEnabled
    }

    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment? {
        let action = self.action, mask: GestureMask = isEnabled ? .all : .subviews
        return memo.attachment(identity: identity, geometry: geometry) { identity, geometry in
            GestureAttachment(
                id: identity, gesture: TapGesture().onEnded { _ in action() }, priority: .normal,
                mask: mask, geometry: geometry)
        }
    }
}

extension Button: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        var labelInputs = inputs.child(.content)
        if labelInputs.environment.foregroundStyle == nil {
            labelInputs.environment.foregroundStyle = AnyShapeStyle(
                inputs.environment.isEnabled ? Color.accentColor : Color.gray)
        }
        return [
            inputs.node(
                ButtonContent(action: action, isEnabled: inputs.environment.isEnabled),
                children: inputs.graph.resolve(label, labelInputs))
        ]
    }
}

extension ViewHost {
    /// The action of the innermost enabled button under `point`, if any (what a tap there would run).
    public func buttonAction(at point: CGPoint) -> (() -> Void)? {
        guard let hit = hitTest(point) else { return nil }
        for entry in hit.path {
            if let button = entry.content as? ButtonContent { return button.isEnabled ? button.action : nil }
        }
        return nil
    }
}
