import Foundation

/// A control that shows editable text, with SwiftUI's initialisers.
///
/// *Approximation*: Tactile has no keyboard or text input on Linux. The field is drawn (its text,
/// or its title as a grey placeholder when the text is empty) as wide as offered, and it reads the
/// binding at every body evaluation, so text set by code shows; typing is not possible, and
/// `onSubmit` never runs (see `Docs/ViewLayer.md`).
public struct TextField<Label: View>: View {
    nonisolated(unsafe) let text: Binding<String>
    let placeholder: String
    nonisolated(unsafe) let label: Label

    /// The field: its text, or the placeholder when the text is empty.
    public var body: some View {
        FieldText(text: text.wrappedValue, placeholder: placeholder)
    }
}

extension TextField where Label == Text {
    /// A field titled `title` (shown as the placeholder) editing `text`.
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: String(title), label: Text(title))
    }

    /// A field titled with a localized key editing `text`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, placeholder: titleKey.resolved, label: Text(titleKey))
    }

    /// A field titled `title`, with `prompt` as its placeholder, editing `text`.
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt?.string ?? String(title), label: Text(title))
    }
}

/// A control into which the user securely enters private text, with SwiftUI's initialisers.
///
/// Drawn as ``TextField`` is, with each character of the text shown as a bullet (•). No keyboard
/// on Linux: the same approximation as ``TextField``.
public struct SecureField<Label: View>: View {
    nonisolated(unsafe) let text: Binding<String>
    let placeholder: String
    nonisolated(unsafe) let label: Label

    /// The field: a bullet per character, or the placeholder when the text is empty.
    public var body: some View {
        FieldText(
            text: String(repeating: "\u{2022}", count: text.wrappedValue.count), placeholder: placeholder)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled `title` (shown as the placeholder) editing `text`.
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: String(title), label: Text(title))
    }

    /// A secure field titled with a localized key editing `text`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, placeholder: titleKey.resolved, label: Text(titleKey))
    }

    /// A secure field titled `title`, with `prompt` as its placeholder, editing `text`.
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt?.string ?? String(title), label: Text(title))
    }
}

/// What a text field draws: one line, leading-aligned across the offered width.
private struct FieldText: View {
    let text: String
    let placeholder: String

    var body: some View {
        ControlEnvironmentReader { environment in framed(roundedBorder: environment.textFieldHasRoundedBorder) }
    }

    private var field: some View {
        Group {
            if text.isEmpty {
                Text(placeholder).foregroundColor(ControlConstants.placeholderColor)
            } else {
                Text(text)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    @ViewBuilder
    private func framed(roundedBorder: Bool) -> some View {
        if roundedBorder {
            field
                .padding(.horizontal, RoundedBorderTextFieldStyle.horizontalInset)
                .padding(.vertical, RoundedBorderTextFieldStyle.verticalInset)
                .background(
                    RoundedRectangle(cornerRadius: RoundedBorderTextFieldStyle.cornerRadius)
                        .strokeBorder(
                            RoundedBorderTextFieldStyle.borderColor, lineWidth: RoundedBorderTextFieldStyle.borderWidth)
                )
        } else {
            field
        }
    }
}
