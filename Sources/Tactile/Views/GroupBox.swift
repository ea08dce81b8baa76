import Foundation

/// Sizes and colours of a `GroupBox` (iOS's, approximately).
enum GroupBoxMetrics {
    /// Inset of the label and content from the box's edges.
    static let padding: CGFloat = 16
    /// Space between the label and the content.
    static let spacing: CGFloat = 8
    /// Corner radius of the box.
    static let cornerRadius: CGFloat = 8
    /// The box's fill (iOS's `secondarySystemBackground`, #F2F2F7).
    static let background = Color(red: 0xF2 / 255, green: 0xF2 / 255, blue: 0xF7 / 255)
}

/// A box that groups views, with an optional label, drawn by the group box style in effect
/// (`View/groupBoxStyle(_:)`); by default the label in `.headline` above the content,
/// leading-aligned, inset 16 pt on a light grey rounded rectangle. The box is as large as its
/// label and content (add `.frame(maxWidth: .infinity)` to widen it).
public struct GroupBox<Label: View, Content: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content
    /// Set by `init(_:)` with a configuration: draw with the default style.
    private(set) var usesDefaultStyle = false

    /// A box with a label view above its content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A box with a label view above its content (the older form, with the label as a value).
    nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    /// The box, drawn by the style in effect.
    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        let usesDefaultStyle = self.usesDefaultStyle
        ControlEnvironmentReader { environment in
            (usesDefaultStyle
                ? AnyGroupBoxStyle(DefaultGroupBoxStyle())
                : environment.groupBoxStyle ?? AnyGroupBoxStyle(DefaultGroupBoxStyle()))
                .makeBody(configuration)
        }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The box a style's configuration describes, drawn in the default style: how a
    /// `GroupBoxStyle` wraps the standard box.
    nonisolated public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        usesDefaultStyle = true
    }
}

extension GroupBox where Label == EmptyView {
    /// A box with no label.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box titled with a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
