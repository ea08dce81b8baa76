import Foundation

extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads Markdown, Foundation's
    /// `AttributedString.MarkdownParsingOptions`, declared by Tactile because Foundation on Linux
    /// has no Markdown parser.
    ///
    /// `interpretedSyntax` is honoured (see `InterpretedSyntax`). `failurePolicy` has nothing to
    /// decide: Tactile's parser accepts every string, leaving what it does not recognise as text.
    /// `allowsExtendedAttributes` and `languageCode` are stored and have *no effect on Linux*: the
    /// `^[text](attributes)` syntax stays text.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown syntax is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Blocks and inline syntax. Block markers (headings, list items, quotes, code fences,
            /// thematic breaks) are removed and each block's inline syntax parsed; the blocks'
            /// characters follow each other with no separator, as Foundation's do. On Linux no
            /// `PresentationIntent` marks where a block starts.
            case full
            /// Inline syntax only; line breaks inside the text become spaces, and the text's leading
            /// and trailing whitespace is removed.
            case inlineOnly
            /// Inline syntax only, with every space and line break kept (what `Text` uses).
            case inlineOnlyPreservingWhitespace
        }

        /// What happens when the Markdown cannot be parsed.
        public enum FailurePolicy: Hashable, Sendable {
            /// Throw an error. Tactile's parser never fails on a string.
            case throwError
            /// Return what could be parsed. Tactile's parser never fails on a string.
            case returnPartiallyParsedIfPossible
        }

        /// Whether `^[text](attributes)` extended attributes are read. *No effect on Linux*.
        public var allowsExtendedAttributes: Bool
        /// Which syntax is read.
        public var interpretedSyntax: InterpretedSyntax
        /// What happens when parsing fails. *No effect on Linux*: parsing a string never fails.
        public var failurePolicy: FailurePolicy
        /// The language of the text (BCP 47). *No effect on Linux*.
        public var languageCode: String?
        /// Whether runs are marked with their place in the source. *No effect on Linux*.
        public var appliesSourcePositionAttributes: Bool

        /// Options with these values; the defaults are Foundation's.
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.init(
                allowsExtendedAttributes: allowsExtendedAttributes, interpretedSyntax: interpretedSyntax,
                failurePolicy: failurePolicy, languageCode: languageCode, appliesSourcePositionAttributes: false)
        }

        /// Options with these values, also saying whether runs are marked with their source
        /// position (*no effect on Linux*).
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
            appliesSourcePositionAttributes: Bool
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }
}
