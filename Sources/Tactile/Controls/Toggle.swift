/// A control that switches a Boolean value on and off.
///
/// Its look and interaction come from the toggle style in effect (`View/toggleStyle(_:)`), by
/// default `SwitchToggleStyle`: the label at the leading edge and an iOS switch at the trailing
/// edge, taking the width it is offered; a tap on the switch flips the value.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    nonisolated(unsafe) let label: Label
    /// Whether some of the toggle's sources are on and some off (the `sources:` forms).
    let isMixed: Bool
    /// Set by `init(_:)` with a configuration: draw with the default style, not the style in
    /// effect (which made this view).
    private(set) var usesDefaultStyle = false

    /// A toggle with a custom label.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(isOn: isOn, isMixed: false, label: label())
    }

    nonisolated init(isOn: Binding<Bool>, isMixed: Bool, label: Label) {
        self.isOn = isOn
        self.isMixed = isMixed
        self.label = label
    }

    /// The toggle, drawn by the style in effect.
    public var body: some View {
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: AnyView(label)), binding: isOn, isMixed: isMixed)
        let usesDefaultStyle = self.usesDefaultStyle
        return ControlEnvironmentReader { environment in
            (usesDefaultStyle
                ? AnyToggleStyle(SwitchToggleStyle()) : environment.toggleStyle ?? AnyToggleStyle(SwitchToggleStyle()))
                .makeBody(configuration)
        }
        // UIKit's switch gives its state to assistive technologies as "1" or "0".
        .accessibilityValue(isOn.wrappedValue ? "1" : "0")
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes, drawn as the default switch: how a
    /// `ToggleStyle` wraps the standard toggle.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn, isMixed: configuration.isMixed, label: configuration.label)
        usesDefaultStyle = true
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle with a string label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// A style that draws a toggle and decides how it flips.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view that draws the toggle.
    associatedtype Body: View
    /// Draws the toggle for `configuration`; flip it by writing `ToggleStyleConfiguration/isOn`.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a toggle as a style sees them.
    typealias Configuration = ToggleStyleConfiguration
}

/// A toggle as a `ToggleStyle` sees it.
@MainActor
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the toggle was made with.
        public var body: AnyView { content }
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; writing it flips the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values of which some are on and some off (then
    /// `isOn` is false). *Approximation*: the built-in styles draw a mixed toggle as off.
    public var isMixed: Bool

    init(label: ToggleStyleConfiguration.Label, binding: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        self._isOn = binding
        self.isMixed = isMixed
    }
}

/// The toggle style in effect in a subtree, type-erased.
@MainActor
struct AnyToggleStyle {
    // Set by the nonisolated `toggleStyle(_:)` modifier; read only on the main actor, by the toggle's body.
    nonisolated(unsafe) let style: any ToggleStyle
    nonisolated init<S: ToggleStyle>(_ style: S) { self.style = style }

    /// The style's body for `configuration`.
    func makeBody(_ configuration: ToggleStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle? { nil }
}

extension EnvironmentValues {
    /// The toggle style set by `View/toggleStyle(_:)` (`nil`: the switch).
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this subtree with `style`.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.toggleStyle = AnyToggleStyle(style) })
    }
}

/// The iOS switch: the label leading, a 51 × 31 switch trailing (on: the tint, green by default;
/// off: light grey), a white thumb at the end that matches the value. A tap on the switch flips
/// the value (attached as `.onTapGesture`, so gestures inside win and an ancestor's `.gesture`
/// waits for the tap to fail). Approximation: the thumb does not follow a drag.
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch's colour while on (`nil`: the tint in effect, green by default).
    let tint: Color?

    /// The switch style.
    nonisolated public init() { tint = nil }

    /// The switch style, `tint` while on.
    @available(*, deprecated, message: "Use the tint(_:) modifier instead.")
    nonisolated public init(tint: Color) { self.tint = tint }

    /// A label and a switch.
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        let tint = self.tint
        return ControlEnvironmentReader { environment in
            HStack {
                if !environment.labelsHidden {
                    configuration.label
                    Spacer()
                }
                ZStack(alignment: isOn.wrappedValue ? .trailing : .leading) {
                    Capsule().fill(
                        !environment.isEnabled
                            ? ControlConstants.switchOffColor
                            : isOn.wrappedValue
                                ? tint ?? environment.controlTint ?? .green : ControlConstants.switchOffColor)
                    Circle().fill(Color.white)
                        .shadow(color: Color.black.opacity(0.15), radius: 2, y: 1)
                        .frame(
                            width: ControlConstants.switchThumbDiameter, height: ControlConstants.switchThumbDiameter
                        )
                        .padding(ControlConstants.switchThumbInset)
                }
                .frame(width: ControlConstants.switchSize.width, height: ControlConstants.switchSize.height)
                .contentShape(Capsule())
                .onTapGesture { isOn.wrappedValue.toggle() }
            }
        }
    }
}

/// A toggle drawn as a button: the label on a tinted rounded rectangle while on, plain tinted
/// text while off; a tap flips it.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    nonisolated public init() {}

    /// A button that flips the toggle.
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        let button = Button(action: { isOn.wrappedValue.toggle() }) { configuration.label }
        if isOn.wrappedValue {
            button.buttonStyle(BorderedButtonStyle())
        } else {
            button.buttonStyle(BorderlessButtonStyle())
        }
    }
}

/// The default toggle style: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    nonisolated public init() {}
    /// The switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    nonisolated public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle drawn as a button.
    nonisolated public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style (the switch).
    nonisolated public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
