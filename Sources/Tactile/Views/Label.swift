import Foundation

/// A title with an icon, side by side (the icon first, 8 pt apart, centred vertically).
public struct Label<Title: View, Icon: View>: View {
    nonisolated(unsafe) let title: Title
    nonisolated(unsafe) let icon: Icon

    /// A label built from two views.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The view's content.
    public var body: some View {
        HStack(spacing: LayoutDefaults.spacing) {
            icon
            title
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
