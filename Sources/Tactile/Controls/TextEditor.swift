import Foundation

/// A view that shows long, multi-line editable text, filling the space it is offered.
///
/// Drawn as its text from the top leading corner, wrapped to the width, every line shown. Editing
/// is as `TextField`'s on Linux: the binding is read at every body evaluation, so text set by
/// code shows, but there is no keyboard to type with.
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    nonisolated public init(text: Binding<String>) {
        self.text = text
    }

    /// An editor of `text` with a `selection` that is kept and not moved (*Accepted*: no cursor on
    /// Linux).
    nonisolated public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.text = text
    }

    /// The text, top-leading, in the offered space, drawn by the editor style in effect
    /// (`textEditorStyle(_:)`).
    public var body: some View {
        let configuration = TextEditorStyleConfiguration(
            editor: AnyView(
                Text(text.wrappedValue)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
        return ControlEnvironmentReader { environment in
            environment.textEditorStyle?.makeBody(configuration)
                ?? AnyView(AutomaticTextEditorStyle().makeBody(configuration: configuration))
        }
    }
}
