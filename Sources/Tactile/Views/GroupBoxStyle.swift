import Foundation

/// How group boxes are drawn (`View/groupBoxStyle(_:)`): the default style or your own.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view that draws the box.
    associatedtype Body: View
    /// Draws a group box from its configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// A group box as a style sees it.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// A group box as a `GroupBoxStyle` sees it: its label and content.
public struct GroupBoxStyleConfiguration {
    /// A group box's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the box was made with.
        public var body: AnyView { content }
    }

    /// A group box's content, as a view.
    public struct Content: View {
        let content: AnyView
        /// The content the box was made with.
        public var body: AnyView { content }
    }

    /// The box's label.
    public let label: GroupBoxStyleConfiguration.Label
    /// The box's content.
    public let content: GroupBoxStyleConfiguration.Content
}

/// The platform's style: the label in `.headline` above the content, inset 16 pt on a light grey
/// rounded rectangle.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default style.
    nonisolated public init() {}

    /// The label above the content on the box.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GroupBoxMetrics.spacing) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(GroupBoxMetrics.padding)
        .background(RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius).fill(GroupBoxMetrics.background))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The group box style in effect in a subtree, type-erased.
@MainActor
struct AnyGroupBoxStyle {
    // Set by the nonisolated `groupBoxStyle(_:)`; read only on the main actor.
    nonisolated(unsafe) private let style: any GroupBoxStyle

    nonisolated init<S: GroupBoxStyle>(_ style: S) { self.style = style }

    /// The style's body for `configuration`.
    func makeBody(_ configuration: GroupBoxStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle? { nil }
}

extension EnvironmentValues {
    /// The group box style set by `groupBoxStyle(_:)` (`nil`: the default style).
    var groupBoxStyle: AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the group boxes in this subtree with `style`.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.groupBoxStyle = AnyGroupBoxStyle(style) })
    }
}
