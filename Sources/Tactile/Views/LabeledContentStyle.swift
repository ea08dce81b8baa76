import Foundation

/// How a `LabeledContent` lays out its label and content, SwiftUI's `LabeledContentStyle`: set
/// with `View/labeledContentStyle(_:)`; a custom style arranges the configuration's two parts.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The view for one labelled content.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The parts a style arranges.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The parts of a `LabeledContent` a style arranges.
@MainActor
public struct LabeledContentStyleConfiguration {
    /// The label.
    public struct Label: View {
        let content: AnyView
        /// The label's view.
        public var body: AnyView { content }
    }

    /// The content.
    public struct Content: View {
        let content: AnyView
        /// The content's view.
        public var body: AnyView { content }
    }

    /// The label.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content.
    public let content: LabeledContentStyleConfiguration.Content
}

/// The default style: the label at the leading edge, the content at the trailing edge in the
/// secondary style, across the width offered.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The default style.
    nonisolated public init() {}

    /// The label, a flexible space, then the content.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default style.
    nonisolated public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// A labeled-content style of any type, kept in the environment.
@MainActor
struct AnyLabeledContentStyle {
    // Set by the nonisolated `labeledContentStyle(_:)`; read only on the main actor.
    nonisolated(unsafe) private let style: any LabeledContentStyle

    nonisolated init<S: LabeledContentStyle>(_ style: S) { self.style = style }

    func makeBody(_ configuration: LabeledContentStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabeledContentStyle? { nil }
}

extension EnvironmentValues {
    /// The style of the labeled contents here (`nil`: automatic).
    var labeledContentStyle: AnyLabeledContentStyle? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the `LabeledContent` views here with `style`.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.labeledContentStyle = AnyLabeledContentStyle(style) })
    }
}

extension LabeledContent
where
    Label == LabeledContentStyleConfiguration.Label,
    Content == LabeledContentStyleConfiguration.Content
{
    /// The labeled content a style was given, drawn in the standard way: a custom style can show
    /// the configuration as it would be shown without the style.
    nonisolated public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A label titled with a localized key beside `value` formatted by `format`.
    nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A label titled `title` beside `value` formatted by `format`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
