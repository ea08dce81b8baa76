import Foundation

/// Related controls shown together: SwiftUI's `ControlGroup`, drawn by the style in effect
/// (`View/controlGroupStyle(_:)`): by default side by side on one rounded plate.
public struct ControlGroup<Content: View>: View {
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let label: AnyView
    @Environment(\.controlGroupStyle) private var style

    /// A group of the controls `content` makes.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = AnyView(EmptyView())
    }

    /// The group a style is given, drawn again (by the style in effect around it).
    nonisolated public init(_ configuration: ControlGroupStyleConfiguration)
    where Content == ControlGroupStyleConfiguration.Content {
        self.content = configuration.content
        self.label = AnyView(configuration.label)
    }

    nonisolated init(content: Content, label: AnyView) {
        self.content = content
        self.label = label
    }

    /// The group as its style draws it.
    public var body: some View {
        let configuration = ControlGroupStyleConfiguration(
            content: ControlGroupStyleConfiguration.Content(view: AnyView(content)),
            label: ControlGroupStyleConfiguration.Label(view: label))
        return AnyView(style.makeBody(configuration: configuration))
    }
}

/// A control group's controls with the label a menu style shows: SwiftUI's
/// `LabeledControlGroupContent`.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    nonisolated(unsafe) let content: Content

    /// Primitive: the controls' views take its place, each a view of the stack around it.
    public typealias Body = Never
}

extension LabeledControlGroupContent: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { inputs.graph.resolve(content, inputs) }
}

extension ControlGroup {
    /// A group of `content`'s controls labelled by `label` (shown by menu styles).
    nonisolated public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.init(content: LabeledControlGroupContent(content: content()), label: AnyView(label()))
    }

    /// A group of `content`'s controls titled `titleKey` (shown by menu styles).
    nonisolated public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: LabeledControlGroupContent(content: content()), label: AnyView(Text(titleKey)))
    }

    /// A group of `content`'s controls titled `title` (shown by menu styles).
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: LabeledControlGroupContent(content: content()), label: AnyView(Text(title)))
    }

    /// A group of `content`'s controls titled `titleKey` with the symbol `systemImage`.
    nonisolated public init<C: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(
            content: LabeledControlGroupContent(content: content()),
            label: AnyView(Label(titleKey, systemImage: systemImage)))
    }

    /// A group of `content`'s controls titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(
            content: LabeledControlGroupContent(content: content()),
            label: AnyView(Label(title, systemImage: systemImage)))
    }
}
