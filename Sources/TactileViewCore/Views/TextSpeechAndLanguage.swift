import Foundation

/// How assistive technologies speak a text. *No effect on Linux*: nothing speaks. (A text's
/// heading level and content type go through the view modifiers of the same names, which record
/// them in the accessibility tree.)
extension Text {
    /// Speaks punctuation.
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Spells the text out letter by letter.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// Raises (positive) or lowers (negative) the speaking pitch.
    nonisolated public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Queues the text behind speech already under way.
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

/// The language whose line heights and shaping text is set in, SwiftUI's `TypesettingLanguage`.
public struct TypesettingLanguage: Equatable, Sendable {
    let language: Locale.Language?
    /// The language of the text's content.
    public static let automatic = TypesettingLanguage(language: nil)
    /// The language `language`.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}

/// Typesetting languages. *No effect on Linux*: Tactile measures every script with the same
/// documented advances and line heights (see `Font`), whatever the language.
extension Text {
    /// Sets this text in `language`'s typesetting.
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
    /// Sets this text in `language`'s typesetting.
    nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        self
    }
}

/// Typesetting languages. *No effect on Linux*: every script is measured the same (see `Font`).
extension View {
    /// Sets the text here in `language`'s typesetting.
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        self
    }
    /// Sets the text here in `language`'s typesetting.
    nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        self
    }
}

extension Text {
    /// A size class for text relative to the text around it, SwiftUI's `Text.Scale`.
    public struct Scale: Hashable, Sendable {
        let isSecondary: Bool
        /// The usual size.
        public static let `default` = Scale(isSecondary: false)
        /// A size for secondary text beside primary text.
        public static let secondary = Scale(isSecondary: true)
    }

    /// This text at `scale`. *Accepted*: SwiftUI shrinks secondary text by an amount it does not
    /// publish, so Tactile draws it at its font's size.
    nonisolated public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

extension View {
    /// The text here at `scale`. *Accepted*: drawn at the font's size (see `Text/textScale(_:isEnabled:)`).
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
