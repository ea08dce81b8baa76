import Foundation

extension AttributedString {
    /// An attributed string from Markdown, Foundation's initializer, provided by Tactile because
    /// Foundation on Linux has no Markdown parser.
    ///
    /// Runs carry `inlinePresentationIntent` (`stronglyEmphasized`, `emphasized`, `code`,
    /// `strikethrough`) and `link` (relative destinations resolved against `baseURL`). Inline
    /// syntax follows CommonMark for emphasis, code spans, inline links, autolinks and backslash
    /// escapes, with GitHub's `~~strikethrough~~`; what does not close stays text. With
    /// `.full` syntax (the default), block markers are removed and the blocks' characters follow
    /// each other without a separator, as Foundation's do.
    ///
    /// *Not on Linux*: `presentationIntent` (headings, lists, quotes, code blocks are not marked),
    /// entity references (`&amp;` stays as written), images, reference links, raw HTML and
    /// extended attributes (`^[text](…)`) are not recognised. Parsing a string never throws.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        let parsed = MarkdownBlocks.parse(markdown, syntax: options.interpretedSyntax, baseURL: baseURL)
        self.init(parsed.string)
        let characters = self.characters
        for span in parsed.spans {
            let lower = characters.index(characters.startIndex, offsetBy: span.range.lowerBound)
            let upper = characters.index(lower, offsetBy: span.range.count)
            if !span.intent.isEmpty {
                self[lower..<upper][AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] =
                    span.intent
            }
            if let link = span.link { self[lower..<upper].link = link }
        }
    }

    /// An attributed string from Markdown in UTF-8 `data` (see `init(markdown:options:baseURL:)`).
    ///
    /// Throws `CocoaError.fileReadInapplicableStringEncoding` when `data` is not UTF-8.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let source = String(data: markdown, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        try self.init(markdown: source, options: options, baseURL: baseURL)
    }
}
