import Foundation

/// A title with an icon, drawn by the label style in effect (`labelStyle(_:)`): by default the
/// icon first, 8 pt apart, centred vertically.
public struct Label<Title: View, Icon: View>: View {
    nonisolated(unsafe) let title: Title
    nonisolated(unsafe) let icon: Icon
    /// Set by `init(_:)` with a configuration: draw with the default style, not the style in
    /// effect (which made this label).
    private(set) var usesDefaultStyle = false

    /// A label built from two views.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The view's content: the label style's body for this title and icon.
    public var body: some View {
        let configuration = LabelStyleConfiguration(
            title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        let usesDefaultStyle = self.usesDefaultStyle
        ControlEnvironmentReader { environment in
            (usesDefaultStyle ? AnyLabelStyle.automatic : environment.labelStyle ?? .automatic).makeBody(configuration)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol icon.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }

    /// A label with a string title and an SF Symbol icon.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
    }

    /// A label with a text title and an asset image icon.
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
        title = Text(titleKey)
        icon = Image(name)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration, drawn with the default style (title and icon):
    /// how a ``LabelStyle`` wraps the standard label.
    nonisolated public init(_ configuration: LabelStyleConfiguration) {
        title = configuration.title
        icon = configuration.icon
        usesDefaultStyle = true
    }
}
