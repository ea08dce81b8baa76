import Foundation

/// The level of a heading for assistive technologies, SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading of no particular level.
    case unspecified
    /// A first-level heading.
    case h1
    /// A second-level heading.
    case h2
    /// A third-level heading.
    case h3
    /// A fourth-level heading.
    case h4
    /// A fifth-level heading.
    case h5
    /// A sixth-level heading.
    case h6
}

/// The kind of text content assistive technologies read, SwiftUI's `AccessibilityTextContentType`.
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    /// Plain text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Console output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// File and folder names.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// Spreadsheet cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// How assistive technologies speak a text. *No effect on Linux*: nothing speaks, and a ``Text``
/// has no accessibility element of its own to carry the setting (put the accessibility modifiers
/// on the view that shows it).
extension Text {
    /// Marks this text as a heading of `level`.
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
    /// Says what kind of content this text is.
    nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
    /// Speaks punctuation.
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Spells the text out letter by letter.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// Raises (positive) or lowers (negative) the speaking pitch.
    nonisolated public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Queues the text behind speech already under way.
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

/// How assistive technologies speak the text in a view. *No effect on Linux*: nothing speaks.
extension View {
    /// Speaks punctuation.
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    /// Spells text out letter by letter.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
    /// Raises (positive) or lowers (negative) the speaking pitch.
    nonisolated public func speechAdjustedPitch(_ value: Double) -> some View { self }
    /// Queues speech behind speech already under way.
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
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
/// documented advances and line heights (see ``Font``), whatever the language.
extension Text {
    /// Sets this text in `language`'s typesetting.
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
    /// Sets this text in `language`'s typesetting.
    nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        self
    }
}

/// Typesetting languages. *No effect on Linux*: every script is measured the same (see ``Font``).
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
    /// The text here at `scale`. *Accepted*: drawn at the font's size (see ``Text/textScale(_:isEnabled:)``).
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
