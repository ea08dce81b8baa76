import Foundation

/// How disclosure groups are drawn (`View/disclosureGroupStyle(_:)`): the automatic style or your
/// own.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view that draws the group.
    associatedtype Body: View
    /// Draws a disclosure group from its configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// A disclosure group as a style sees it.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// A disclosure group as a `DisclosureGroupStyle` sees it: its label, its content and whether
/// it is expanded (a binding the style may change).
public struct DisclosureGroupStyleConfiguration {
    /// A disclosure group's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the group was made with.
        public var body: AnyView { content }
    }

    /// A disclosure group's content, as a view.
    public struct Content: View {
        let content: AnyView
        /// The content the group was made with.
        public var body: AnyView { content }
    }

    /// The group's label.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The group's content.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// The platform's style: a row with the label and a chevron (right when collapsed, down when
/// expanded) that toggles the group when tapped, the content below it while expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The automatic style.
    public init() {}

    /// The row, then the content while expanded.
    public func makeBody(configuration: Configuration) -> some View {
        let expanded = configuration.$isExpanded
        VStack(alignment: .leading) {
            Button {
                expanded.wrappedValue.toggle()
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: expanded.wrappedValue ? "chevron.down" : "chevron.right")
                }
            }
            if expanded.wrappedValue {
                configuration.content
            }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's style.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// The disclosure group style in effect in a subtree, type-erased.
@MainActor
struct AnyDisclosureGroupStyle {
    // Set by the nonisolated `disclosureGroupStyle(_:)`; read only on the main actor.
    nonisolated(unsafe) private let style: any DisclosureGroupStyle

    nonisolated init<S: DisclosureGroupStyle>(_ style: S) { self.style = style }

    /// The style's body for `configuration`.
    func makeBody(_ configuration: DisclosureGroupStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyDisclosureGroupStyle? { nil }
}

extension EnvironmentValues {
    /// The disclosure group style set by `disclosureGroupStyle(_:)` (`nil`: the automatic style).
    var disclosureGroupStyle: AnyDisclosureGroupStyle? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the disclosure groups in this subtree with `style`.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.disclosureGroupStyle = AnyDisclosureGroupStyle(style) })
    }
}
