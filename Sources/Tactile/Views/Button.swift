import Foundation

/// A control that runs an action when pressed and released inside it.
///
/// A button tracks the finger from the touch-down: it shows its pressed look while the finger is
/// inside it, runs the action when the finger lifts inside, and does nothing if it was dragged
/// out first (how it arbitrates with other gestures: "Controls" in Docs/ViewLayer.md). Its look comes
/// from the button style in effect (`buttonStyle(_:)`), by default
/// ``DefaultButtonStyle``: the label in the tint colour, dimmed while pressed. The button's node
/// carries its action (`ViewHost/buttonAction(at:)` finds it under a point). A disabled button
/// (`View/disabled(_:)`) does not act.
public struct Button<Label: View>: View {
    nonisolated(unsafe) let label: Label
    let role: ButtonRole?
    nonisolated(unsafe) let action: () -> Void
    /// Set by `init(_:)` with a configuration: draw with the default style, not
    /// the primitive style in effect (which made this button).
    let usesDefaultStyle: Bool

    /// A button with a custom label.
    nonisolated public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role and a custom label.
    nonisolated public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.role = role
        self.label = label()
        self.usesDefaultStyle = false
    }

    /// A button is primitive.
    public typealias Body = Never
}

extension Button where Label == Text {
    /// A button with a text label.
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a string label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a text label and a role.
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a string label and a role.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration, drawn with the default style: how a
    /// ``PrimitiveButtonStyle`` wraps the standard button.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.label = configuration.label
        self.role = configuration.role
        self.action = configuration.action
        self.usesDefaultStyle = true
    }
}

extension Button: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let style = usesDefaultStyle ? AnyButtonStyle.automatic : inputs.environment.buttonStyle ?? .automatic
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: ButtonStyleConfiguration.Label(content: AnyView(label)), action: action)
        let body = inputs.graph.resolve(style.makeBody(configuration), inputs.child(.content))
        return [inputs.node(CompositeContent(kindName: "Button"), children: body)]
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
