/// A style that draws a button's label and reacts to whether it is pressed, leaving the
/// interaction (press tracking, the action on release) to the button.
///
/// ```swift
/// struct ScaleOnPress: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1)
///     }
/// }
/// Button("Go") { go() }.buttonStyle(ScaleOnPress())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view that draws the button.
    associatedtype Body: View
    /// Draws the button for `configuration`: its label, whether it is pressed and its role.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button as a style sees them.
    typealias Configuration = ButtonStyleConfiguration
}

/// A button as a ``ButtonStyle`` sees it.
@MainActor
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the button was made with.
        public var body: AnyView { content }
    }

    /// The button's role, if any (``ButtonRole/destructive``, ``ButtonRole/cancel``).
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether a finger is down on the button and still inside it.
    public let isPressed: Bool
}

/// A style that makes a button's whole interaction: it draws the label and decides when to run the
/// action, by calling ``PrimitiveButtonStyleConfiguration/trigger()``.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view that draws the button.
    associatedtype Body: View
    /// Draws the button for `configuration` and attaches whatever runs its action.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button as a primitive style sees them.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A button as a ``PrimitiveButtonStyle`` sees it.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

/// The button style in effect in a subtree, type-erased: either draws with a ``ButtonStyle``
/// around the standard press tracking, or hands everything to a ``PrimitiveButtonStyle``.
@MainActor
struct AnyButtonStyle {
    private enum Kind {
        case primitive(any PrimitiveButtonStyle)
        case standard(any ButtonStyle)
    }
    // Set by the nonisolated `buttonStyle(_:)` modifiers; read only on the main actor, by the
    // button's body.
    nonisolated(unsafe) private let kind: Kind

    nonisolated init<S: PrimitiveButtonStyle>(primitive style: S) { kind = .primitive(style) }

    nonisolated init<S: ButtonStyle>(_ style: S) { kind = .standard(style) }

    /// The style's body for `configuration`.
    func makeBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
        switch kind {
        case .primitive(let style):
            AnyView(style.makeBody(configuration: configuration))
        case .standard(let style):
            AnyView(PressableButton(configuration: configuration) { AnyView(style.makeBody(configuration: $0)) })
        }
    }

    /// The style of buttons where none is set: ``DefaultButtonStyle``.
    static var automatic: AnyButtonStyle { AnyButtonStyle(primitive: DefaultButtonStyle()) }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    /// The button style set by `buttonStyle(_:)` (`nil`: the automatic style).
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this subtree with `style`; the buttons keep tracking presses and
    /// running their actions on release.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = AnyButtonStyle(style) })
    }

    /// Hands the buttons in this subtree to `style`, which draws them and decides when they act
    /// (``PlainButtonStyle``, ``BorderedButtonStyle``, … or your own).
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = AnyButtonStyle(primitive: style) })
    }
}
