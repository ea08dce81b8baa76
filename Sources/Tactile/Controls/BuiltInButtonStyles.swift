/// The looks of the built-in button styles, drawn around the standard press tracking.
///
/// iOS 17, approximately: borderless and automatic draw the label in the tint (red for a
/// destructive role, grey when disabled); plain leaves the label's colours alone; bordered puts
/// it on a rounded rectangle of the tint at 15 %; bordered prominent on the tint itself with a
/// white label. Every style dims the look to ``ControlConstants/pressedOpacity`` while pressed.
@MainActor
enum ButtonLook {
    case borderless, plain, bordered, borderedProminent

    func body(_ configuration: ButtonStyleConfiguration) -> AnyView {
        let look = self
        return AnyView(
            ControlEnvironmentReader { environment in
                look.styled(configuration, environment)
                    .opacity(configuration.isPressed ? ControlConstants.pressedOpacity : 1)
            })
    }

    /// The colour of the label's text where the label sets none.
    private func labelColor(_ configuration: ButtonStyleConfiguration, _ environment: EnvironmentValues) -> Color {
        guard environment.isEnabled else { return .gray }
        if self == .borderedProminent { return .white }
        return configuration.role == .destructive ? .red : environment.resolvedControlTint
    }

    private func fillColor(_ configuration: ButtonStyleConfiguration, _ environment: EnvironmentValues) -> Color {
        guard environment.isEnabled else { return .gray.opacity(ControlConstants.borderedFillOpacity) }
        let base = configuration.role == .destructive ? Color.red : environment.resolvedControlTint
        return self == .borderedProminent ? base : base.opacity(ControlConstants.borderedFillOpacity)
    }

    @ViewBuilder
    private func styled(_ configuration: ButtonStyleConfiguration, _ environment: EnvironmentValues) -> some View {
        switch self {
        case .plain:
            configuration.label
        case .borderless:
            configuration.label.modifier(DefaultForegroundModifier(color: labelColor(configuration, environment)))
        case .bordered, .borderedProminent:
            configuration.label
                .modifier(DefaultForegroundModifier(color: labelColor(configuration, environment)))
                .padding(.horizontal, ControlConstants.borderedHorizontalPadding)
                .padding(.vertical, ControlConstants.borderedVerticalPadding)
                .background(
                    ButtonBorder(shape: environment.buttonBorderShape).fill(fillColor(configuration, environment)))
        }
    }
}

/// Sets the foreground style of a subtree where no ancestor set one (a label's own
/// `.foregroundColor` still wins, being further in).
struct DefaultForegroundModifier: PrimitiveModifier {
    let color: Color
    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var childInputs = inputs
        if childInputs.environment.foregroundStyle == nil {
            childInputs.environment.foregroundStyle = AnyShapeStyle(color)
        }
        return content.resolve(childInputs)
    }
}

/// The style of buttons where none is set: on iOS, ``BorderlessButtonStyle``'s look.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    nonisolated public init() {}
    /// A button with the borderless look and the standard press tracking.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(configuration: configuration) { ButtonLook.borderless.body($0) }
    }
}

/// A style that draws the label as it is, dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    nonisolated public init() {}
    /// A button with the label's own colours and the standard press tracking.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(configuration: configuration) { ButtonLook.plain.body($0) }
    }
}

/// A style that draws the label in the tint, without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    nonisolated public init() {}
    /// A button with a tinted label and the standard press tracking.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(configuration: configuration) { ButtonLook.borderless.body($0) }
    }
}

/// A style that puts the label on a rounded rectangle of the tint at 15 %.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    nonisolated public init() {}
    /// A bordered button with the standard press tracking.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(configuration: configuration) { ButtonLook.bordered.body($0) }
    }
}

/// A style that puts a white label on a rounded rectangle filled with the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent style.
    nonisolated public init() {}
    /// A prominent button with the standard press tracking.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(configuration: configuration) { ButtonLook.borderedProminent.body($0) }
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style.
    nonisolated public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, dimmed while pressed.
    nonisolated public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A tinted label without a border.
    nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a lightly tinted rounded rectangle.
    nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on a rounded rectangle of the tint.
    nonisolated public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
