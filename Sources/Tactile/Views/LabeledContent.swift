import Foundation

/// A label beside a value, as in a settings row: the label at the leading edge, the content at the
/// trailing edge in the secondary colour, across the width offered.
///
/// ```swift
/// LabeledContent("Version", value: "1.2")
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content

    /// A label view beside a content view.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label and content as the style in effect arranges them (`labeledContentStyle(_:)`;
    /// by default the label, a flexible space, then the content).
    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(
            label: LabeledContentStyleConfiguration.Label(content: AnyView(label)),
            content: LabeledContentStyleConfiguration.Content(content: AnyView(content)))
        return ControlEnvironmentReader { environment in
            environment.labeledContentStyle?.makeBody(configuration)
                ?? AnyView(AutomaticLabeledContentStyle().makeBody(configuration: configuration))
        }
    }
}

extension LabeledContent where Label == Text {
    /// A text label, titled with a localized key, beside a content view.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A string label beside a content view.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text label, titled with a localized key, beside a string value.
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A string label beside a string value.
    @_disfavoredOverload
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
