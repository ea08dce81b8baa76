import Foundation

/// A range of a text's characters with Markdown styles: its inline presentation intent and link.
package struct TextInlineSpan: Hashable, Sendable {
    /// The characters, as offsets into the text's string.
    package var range: Range<Int>
    /// The styles (bold, italic, code, strikethrough).
    package var intent: InlinePresentationIntent
    /// The link the characters open, if any.
    package var link: URL?

    /// A span of `range` with `intent` and `link`.
    package init(range: Range<Int>, intent: InlinePresentationIntent, link: URL? = nil) {
        self.range = range
        self.intent = intent
        self.link = link
    }

    /// This span moved `offset` characters later (for texts joined with `+`).
    func shifted(by offset: Int) -> TextInlineSpan {
        var span = self
        span.range = (range.lowerBound + offset)..<(range.upperBound + offset)
        return span
    }
}

/// Parsed Markdown: the characters shown and the styled spans over them.
package struct MarkdownInlineText: Hashable, Sendable {
    /// The characters, with the Markdown syntax removed.
    package var string: String
    /// The styled ranges of `string`, in order, not overlapping; unstyled characters have none.
    package var spans: [TextInlineSpan]

    /// Parsed text of `string` with `spans`.
    package init(string: String, spans: [TextInlineSpan]) {
        self.string = string
        self.spans = spans
    }

    /// `string` as plain text.
    init(plain string: String) { self.init(string: string, spans: []) }
}

extension Character {
    /// CommonMark's ASCII punctuation: the characters a backslash escapes.
    var isMarkdownEscapable: Bool {
        guard let ascii = asciiValue else { return false }
        return (0x21...0x2F).contains(ascii) || (0x3A...0x40).contains(ascii) || (0x5B...0x60).contains(ascii)
            || (0x7B...0x7E).contains(ascii)
    }

    /// CommonMark's Unicode punctuation (punctuation and symbols), for the flanking rules.
    var isMarkdownPunctuation: Bool { isMarkdownEscapable || isPunctuation || isSymbol }
}
