import Foundation

/// A container of grouped controls, SwiftUI's `Form`, drawn by the form style in effect
/// (`View/formStyle(_:)`): on iOS by default, and with `.grouped`, drawn and scrolled exactly as
/// an inset grouped `List` of its content (sections become rounded groups, rows get separators);
/// with `.columns`, its views stacked in a scroll view.
public struct Form<Content: View>: View {
    nonisolated(unsafe) let content: Content
    /// Set by `init(_:)` with a configuration: draw with the default style, not the style in
    /// effect (which made this view).
    private(set) var usesDefaultStyle = false

    /// A form of `content`'s rows and sections.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The form, drawn by the style in effect.
    public var body: some View {
        let configuration = FormStyleConfiguration(content: .init(content: AnyView(content)))
        let usesDefaultStyle = self.usesDefaultStyle
        ControlEnvironmentReader { environment in
            (usesDefaultStyle
                ? AnyFormStyle(AutomaticFormStyle()) : environment.formStyle ?? AnyFormStyle(AutomaticFormStyle()))
                .makeBody(configuration)
        }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style's configuration describes, drawn in the default style: how a
    /// `FormStyle` wraps the standard form.
    nonisolated public init(_ configuration: FormStyleConfiguration) {
        content = configuration.content
        usesDefaultStyle = true
    }
}

/// How forms are drawn (`View/formStyle(_:)`): the built-in styles or your own.
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view that draws the form.
    associatedtype Body: View
    /// Draws a form from its configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// A form as a style sees it.
    typealias Configuration = FormStyleConfiguration
}

/// A form as a `FormStyle` sees it: its content.
public struct FormStyleConfiguration {
    /// A form's content, as a view.
    public struct Content: View {
        let content: AnyView
        /// The content the form was made with.
        public var body: AnyView { content }
    }

    /// The form's content.
    public let content: FormStyleConfiguration.Content
}

/// The platform's style: on iOS, the grouped style.
public struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    nonisolated public init() {}

    /// The content as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}

/// Rows in rounded groups: the content as an inset grouped list.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    nonisolated public init() {}

    /// The content as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}

/// The form's views one below the other, leading-aligned, in a scroll view (the layout of a
/// macOS form's columns on a compact width).
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    nonisolated public init() {}

    /// The content stacked in a scroll view.
    public func makeBody(configuration: Configuration) -> some View {
        ScrollView {
            VStack(alignment: .leading) { configuration.content }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
        }
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in rounded groups.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// The views stacked in a scroll view.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The form style in effect in a subtree, type-erased.
@MainActor
struct AnyFormStyle {
    // Set by the nonisolated `formStyle(_:)`; read only on the main actor.
    nonisolated(unsafe) private let style: any FormStyle

    nonisolated init<S: FormStyle>(_ style: S) { self.style = style }

    /// The style's body for `configuration`.
    func makeBody(_ configuration: FormStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct FormStyleKey: EnvironmentKey {
    static var defaultValue: AnyFormStyle? { nil }
}

extension EnvironmentValues {
    /// The form style set by `formStyle(_:)` (`nil`: the automatic style).
    var formStyle: AnyFormStyle? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the forms in this subtree with `style`.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.formStyle = AnyFormStyle(style) })
    }
}
