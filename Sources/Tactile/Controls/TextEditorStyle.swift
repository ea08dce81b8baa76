import Foundation

/// How a `TextEditor` is drawn, SwiftUI's `TextEditorStyle`, set with
/// `View/textEditorStyle(_:)`. The configuration has no public parts, as in SwiftUI: a style
/// chooses among the built-in looks.
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The view for one editor.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The editor a style draws.
    typealias Configuration = TextEditorStyleConfiguration
}

/// The editor a `TextEditorStyle` draws.
@MainActor
public struct TextEditorStyleConfiguration {
    /// The editor's text, top-leading in the offered space.
    let editor: AnyView
}

/// The default editor style: the text in the offered space.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The default style.
    nonisolated public init() {}

    /// The editor.
    public func makeBody(configuration: Configuration) -> Body { Body(configuration: configuration) }

    /// The view of an editor in the default style.
    public struct Body: View {
        let configuration: TextEditorStyleConfiguration
        /// The editor's text.
        public var body: some View { configuration.editor }
    }
}

/// An editor with no decoration of its own; on Linux it is drawn as the default, which has none
/// either.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The plain style.
    nonisolated public init() {}

    /// The editor.
    public func makeBody(configuration: Configuration) -> some View { configuration.editor }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default style.
    nonisolated public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// The plain style.
    nonisolated public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

/// A text-editor style of any type, kept in the environment.
@MainActor
struct AnyTextEditorStyle {
    // Set by the nonisolated `textEditorStyle(_:)`; read only on the main actor.
    nonisolated(unsafe) private let style: any TextEditorStyle

    nonisolated init<S: TextEditorStyle>(_ style: S) { self.style = style }

    func makeBody(_ configuration: TextEditorStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct TextEditorStyleKey: EnvironmentKey {
    static var defaultValue: AnyTextEditorStyle? { nil }
}

extension EnvironmentValues {
    /// The style of the text editors here (`nil`: automatic).
    var textEditorStyle: AnyTextEditorStyle? {
        get { self[TextEditorStyleKey.self] }
        set { self[TextEditorStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the `TextEditor` views here with `style`.
    nonisolated public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        modifier(EnvironmentWritingModifier { $0.textEditorStyle = AnyTextEditorStyle(style) })
    }
}
