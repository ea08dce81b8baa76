import Foundation

/// A control that shows editable text, with SwiftUI's initialisers.
///
/// *Approximation*: Tactile has no keyboard or text input on Linux. The field is drawn (its text,
/// or its title as a grey placeholder when the text is empty) as wide as offered, and it reads the
/// binding at every body evaluation, so text set by code shows; typing is not possible, and
/// `onSubmit` never runs (see `Docs/ViewLayer.md`). A field on the horizontal axis (the default)
/// shows one line; one made with `axis: .vertical` grows to show every line of its text.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let placeholder: String
    nonisolated(unsafe) let label: Label
    var axis: Axis = .horizontal

    /// The field: its text, or the placeholder when the text is empty.
    public var body: some View {
        FieldText(text: text.wrappedValue, placeholder: placeholder, lineLimit: axis == .horizontal ? 1 : nil)
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

    /// A field titled `title` editing `text`, scrolling along `axis`: `.vertical` grows to show
    /// every line of the text.
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: String(title), label: Text(title), axis: axis)
    }

    /// A field titled with a localized key editing `text` along `axis`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: titleKey.resolved, label: Text(titleKey), axis: axis)
    }

    /// A field titled `title`, with `prompt` as its placeholder, editing `text` along `axis`.
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, placeholder: prompt?.string ?? String(title), label: Text(title), axis: axis)
    }

    /// A field titled with a localized key, with `prompt` as its placeholder, editing `text`
    /// along `axis`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, placeholder: prompt?.string ?? titleKey.resolved, label: Text(titleKey), axis: axis)
    }

    /// A field titled `title` editing `text`, with the older editing callbacks.
    ///
    /// *Approximation*: with no text input on Linux, editing never begins and return is never
    /// pressed, so `onEditingChanged` and `onCommit` are never called.
    nonisolated public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, placeholder: String(title), label: Text(title))
    }

    /// A field titled with a localized key editing `text`, with the older editing callbacks (never
    /// called on Linux, as for the string form).
    nonisolated public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, placeholder: titleKey.resolved, label: Text(titleKey))
    }
}

/// A control into which the user securely enters private text, with SwiftUI's initialisers.
///
/// Drawn as ``TextField`` is, with each character of the text shown as a bullet (•). No keyboard
/// on Linux: the same approximation as ``TextField``.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let placeholder: String
    nonisolated(unsafe) let label: Label

    /// The field: a bullet per character, or the placeholder when the text is empty.
    public var body: some View {
        FieldText(
            text: String(repeating: "\u{2022}", count: text.wrappedValue.count), placeholder: placeholder,
            lineLimit: 1)
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

/// What a text field draws: its text (up to `lineLimit` lines), leading-aligned across the
/// offered width.
private struct FieldText: View {
    let text: String
    let placeholder: String
    let lineLimit: Int?

    var body: some View {
        ControlEnvironmentReader { environment in framed(roundedBorder: environment.textFieldHasRoundedBorder) }
    }

    private var field: some View {
        Group {
            if text.isEmpty {
                Text(placeholder).foregroundColor(ControlConstants.placeholderColor)
            } else {
                Text(text).lineLimit(lineLimit)
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
