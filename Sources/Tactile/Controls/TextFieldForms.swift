import Foundation

/// Fields with a label view, a selection, or a formatted value.
///
/// A value field shows its value formatted (`TextField(_:value:format:prompt:)`); an edit
/// would be parsed back into the value, but with no text input on Linux (see `TextField`) the
/// value changes only when code changes it.
extension TextField {
    /// A field with `label` as its label, `prompt` (or nothing) as its placeholder, editing `text`.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt?.string ?? "", label: label())
    }

    /// A field with `label` as its label, `prompt` as its placeholder, editing `text` along `axis`.
    nonisolated public init(
        text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
    ) {
        self.init(text: text, placeholder: prompt?.string ?? "", label: label(), axis: axis)
    }

    /// A field with `label` showing `value` formatted by `format`.
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), placeholder: prompt?.string ?? "", label: label())
    }

    /// A field with `label` showing the optional `value` formatted by `format` (empty for `nil`).
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), placeholder: prompt?.string ?? "", label: label())
    }

    /// A field with `label` showing `value` formatted by `formatter`.
    nonisolated public init<V>(
        value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(text: Self.formatted(value, formatter), placeholder: prompt?.string ?? "", label: label())
    }

    /// Text showing `value` by `format`; text written to it is parsed into the value, and text
    /// that does not parse leaves the value as it is.
    nonisolated static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<
        String
    >
    where F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
    }

    /// Text showing an optional value by `format` (empty for `nil`); empty text writes `nil`.
    nonisolated static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F)
        -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { value.wrappedValue.map { format.format($0) } ?? "" },
            set: { text in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            })
    }

    /// Text showing `value` by `formatter`. Text written to it is dropped: swift-corelibs-foundation
    /// does not let a formatter read text back (`getObjectValue` is not public there).
    nonisolated static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in })
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized key showing `value` formatted by `format`.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            text: Self.formatted(value, format), placeholder: prompt?.string ?? titleKey.resolved, label: Text(titleKey)
        )
    }

    /// A field titled `title` showing `value` formatted by `format`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), placeholder: prompt?.string ?? String(title), label: Text(title))
    }

    /// A field titled with a localized key showing the optional `value` formatted by `format`.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            text: Self.formatted(value, format), placeholder: prompt?.string ?? titleKey.resolved, label: Text(titleKey)
        )
    }

    /// A field titled `title` showing the optional `value` formatted by `format`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), placeholder: prompt?.string ?? String(title), label: Text(title))
    }

    /// A field titled with a localized key showing `value` formatted by `formatter`.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: Self.formatted(value, formatter), placeholder: titleKey.resolved, label: Text(titleKey))
    }

    /// A field titled `title` showing `value` formatted by `formatter`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: Self.formatted(value, formatter), placeholder: String(title), label: Text(title))
    }

    /// A field titled with a localized key, with `prompt` as its placeholder, showing `value`
    /// formatted by `formatter`.
    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?
    ) {
        self.init(
            text: Self.formatted(value, formatter), placeholder: prompt?.string ?? titleKey.resolved,
            label: Text(titleKey))
    }

    /// A field titled `title`, with `prompt` as its placeholder, showing `value` formatted by
    /// `formatter`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(
            text: Self.formatted(value, formatter), placeholder: prompt?.string ?? String(title), label: Text(title))
    }

    /// A field showing `value` formatted by `formatter`, with the older editing callbacks (never
    /// called on Linux, as for the text forms).
    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field showing `value` formatted by `formatter`, with the older editing callbacks (never
    /// called on Linux).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(title, value: value, formatter: formatter)
    }

    /// A field showing `value` formatted by `formatter`, with the older editing callback (never
    /// called on Linux).
    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field showing `value` formatted by `formatter`, with the older editing callback (never
    /// called on Linux).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(title, value: value, formatter: formatter)
    }

    /// A field showing `value` formatted by `formatter`, with the older commit callback (never
    /// called on Linux).
    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field showing `value` formatted by `formatter`, with the older commit callback (never
    /// called on Linux).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
    ) {
        self.init(title, value: value, formatter: formatter)
    }

    /// A field titled with a localized key editing `text`, with a `selection` that is kept and not
    /// moved (*Accepted*: no cursor on Linux).
    nonisolated public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
        axis: Axis? = nil
    ) {
        self.init(
            text: text, placeholder: prompt?.string ?? titleKey.resolved, label: Text(titleKey),
            axis: axis ?? .horizontal)
    }

    /// A field titled `title` editing `text`, with a `selection` that is kept and not moved
    /// (*Accepted*: no cursor on Linux).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil
    ) {
        self.init(
            text: text, placeholder: prompt?.string ?? String(title), label: Text(title), axis: axis ?? .horizontal)
    }
}

extension SecureField {
    /// A secure field with `label` as its label, `prompt` (or nothing) as its placeholder.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt?.string ?? "", label: label())
    }
}

extension SecureField where Label == Text {
    /// A secure field titled with a localized key, with the older commit callback (never called on
    /// Linux: nothing is typed).
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// A secure field titled `title`, with the older commit callback (never called on Linux).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}
