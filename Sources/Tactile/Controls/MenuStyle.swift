import Foundation

/// How a `Menu` is drawn, SwiftUI's `MenuStyle`: `makeBody` gets the menu's label and content
/// (`MenuStyleConfiguration`) and usually wraps `Menu(configuration)`, the menu drawn the
/// default way, in other views.
///
/// ```swift
/// struct OutlinedMenuStyle: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration).padding(4).border(Color.blue)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// The menu as this style draws it.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given.
    typealias Configuration = MenuStyleConfiguration
}

/// What a `MenuStyle` is given: the menu's label and content as views.
public struct MenuStyleConfiguration {
    /// The menu's label.
    public struct Label: View {
        let content: AnyView
        /// The label the menu was made with.
        public var body: AnyView { content }
    }

    /// The menu's content: its buttons.
    public struct Content: View {
        let content: AnyView
        /// The content the menu was made with.
        public var body: AnyView { content }
    }

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

/// The menu drawn the default way: a button that opens its card.
public struct DefaultMenuStyle: MenuStyle {
    /// The default style.
    nonisolated public init() {}

    /// The menu, drawn the default way.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button that opens its card (on iOS, the default look).
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    nonisolated public init() {}

    /// The menu as a button.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a borderless button (on iOS, the default look).
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless button style.
    nonisolated public init() {}

    /// The menu as a borderless button.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default look.
    nonisolated public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button that opens the menu.
    nonisolated public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button that opens the menu.
    nonisolated public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A menu style of any type, kept in the environment.
struct AnyMenuStyle: @unchecked Sendable {
    // Unchecked: the style is only used on the main actor, where menus draw.
    let style: any MenuStyle

    /// The menu of `configuration` as the style draws it.
    @MainActor func makeBody(_ configuration: MenuStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct MenuStyleKey: EnvironmentKey {
    static let defaultValue: AnyMenuStyle? = nil
}

extension EnvironmentValues {
    /// The style of the menus in this subtree (`nil`: the default).
    var menuStyle: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the menus in this subtree with `style`.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let style = AnyMenuStyle(style: style)
        return modifier(EnvironmentWritingModifier { $0.menuStyle = style })
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style is given, drawn the default way (a style's `makeBody` wraps it).
    nonisolated public init(_ configuration: MenuStyleConfiguration) {
        self.content = configuration.content
        self.label = configuration.label
        self.primaryAction = configuration.primaryAction
    }
}
