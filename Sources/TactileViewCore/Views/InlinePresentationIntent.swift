import Foundation

/// The inline styles of a run of Markdown text, Foundation's `InlinePresentationIntent`, declared by
/// Tactile because Foundation on Linux has none.
///
/// `AttributedString(markdown:)` and `Text` created from a string literal set it on the runs they
/// parse (`AttributedString/inlinePresentationIntent`); `Text` draws `stronglyEmphasized` in bold,
/// `emphasized` in italics, `code` in a monospaced font and `strikethrough` with a line through
/// it. The raw values are Foundation's. Tactile's Markdown parser never sets `softBreak`,
/// `lineBreak`, `inlineHTML` or `blockHTML`, and `Text` does not draw them.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// The set with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Emphasis (`*text*`, `_text_`): italics in a `Text`.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**text**`, `__text__`): bold in a `Text`.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// A code span (text in backticks): a monospaced font in a `Text`.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck-through text (`~~text~~`): a line through it in a `Text`.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break. *Not set on Linux*: the parser turns soft breaks into spaces or keeps
    /// them as newlines, without this intent.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break. *Not set on Linux*.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML. *Not set on Linux*: HTML stays text.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// Block HTML. *Not set on Linux*: HTML stays text.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
    /// The attribute that holds a run's `InlinePresentationIntent`, Foundation's, declared by
    /// Tactile on Linux. Read and write it as `string.inlinePresentationIntent` (it is reached
    /// through `AttributeScopes.SwiftUIAttributes`, as Foundation's own scope cannot be extended
    /// with a property).
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey, Sendable {
        /// The intent.
        public typealias Value = InlinePresentationIntent
        /// The attribute's name, Foundation's.
        public static let name = "NSInlinePresentationIntent"
    }
}
