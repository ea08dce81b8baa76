import Foundation

/// Reads a Markdown source as `AttributedString.MarkdownParsingOptions.InterpretedSyntax` says,
/// before or around the inline parser.
enum MarkdownBlocks {
    /// `source` parsed with `syntax`.
    static func parse(
        _ source: String, syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax, baseURL: URL?
    ) -> MarkdownInlineText {
        switch syntax {
        case .inlineOnlyPreservingWhitespace:
            return MarkdownInlineParser.parse(source, baseURL: baseURL)
        case .inlineOnly:
            return MarkdownInlineParser.parse(joinedLines(source[...]), baseURL: baseURL)
        case .full:
            var result = MarkdownInlineText(plain: "")
            for block in blocks(of: source) {
                let part: MarkdownInlineText
                switch block {
                case .paragraph(let text): part = MarkdownInlineParser.parse(joinedLines(text[...]), baseURL: baseURL)
                case .code(let text):
                    part = MarkdownInlineText(
                        string: text, spans: text.isEmpty ? [] : [TextInlineSpan(range: 0..<text.count, intent: .code)])
                }
                result.append(part)
            }
            return result
        }
    }

    /// A block's content, its markers removed.
    enum Block: Equatable {
        case paragraph(String)
        case code(String)
    }

    /// The blocks of `source`: paragraphs (separated by blank lines; a heading, list item or quote
    /// line starts a block of its own) and fenced code blocks. Indented code blocks, tables, HTML
    /// blocks and link reference definitions are read as paragraphs.
    static func blocks(of source: String) -> [Block] {
        var blocks: [Block] = []
        var paragraph: [Substring] = []
        var fence: (marker: String, lines: [Substring])?
        func flush() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: "\n"))) }
            paragraph = []
        }
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open.marker) {
                    blocks.append(.code(open.lines.map { $0 + "\n" }.joined()))
                    fence = nil
                } else {
                    fence?.lines.append(line)
                }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flush()
                fence = (String(trimmed.prefix(3)), [])
                continue
            }
            if trimmed.isEmpty || isThematicBreak(trimmed) || isSetextUnderline(trimmed, after: paragraph) {
                flush()
                continue
            }
            if let content = blockContent(trimmed) {
                flush()
                paragraph = [content]
                continue
            }
            paragraph.append(trimmed)
        }
        flush()
        // An unclosed fence runs to the end of the text.
        if let open = fence { blocks.append(.code(open.lines.map { $0 + "\n" }.joined())) }
        return blocks
    }

    /// The content of a line that starts a block with a marker (ATX heading, quote, list item).
    private static func blockContent(_ line: Substring) -> Substring? {
        var rest = line
        var matched = false
        // Quote markers nest, and a list item may hold a quote: strip them in turn.
        while true {
            if rest.hasPrefix(">") {
                rest = rest.dropFirst().drop { $0 == " " }
            } else if let first = rest.first, "-+*".contains(first), rest.dropFirst().first == " " {
                rest = rest.dropFirst(2).drop { $0 == " " }
            } else if let digits = Optional(rest.prefix { $0.isASCII && $0.isNumber }), (1...9).contains(digits.count),
                let mark = rest.dropFirst(digits.count).first, mark == "." || mark == ")",
                rest.dropFirst(digits.count + 1).first == " "
            {
                rest = rest.dropFirst(digits.count + 2).drop { $0 == " " }
            } else if let hashes = Optional(rest.prefix { $0 == "#" }), (1...6).contains(hashes.count),
                rest.count == hashes.count || rest.dropFirst(hashes.count).first == " "
            {
                rest = rest.dropFirst(hashes.count).drop { $0 == " " }
                // A closing sequence of #s is not content.
                while rest.hasSuffix("#") { rest = rest.dropLast() }
                while rest.hasSuffix(" ") { rest = rest.dropLast() }
                return rest
            } else {
                break
            }
            matched = true
        }
        return matched ? rest : nil
    }

    private static func isThematicBreak(_ line: Substring) -> Bool {
        let marks = line.filter { $0 != " " && $0 != "\t" }
        guard marks.count >= 3, let first = marks.first, "-*_".contains(first) else { return false }
        return marks.allSatisfy { $0 == first }
    }

    private static func isSetextUnderline(_ line: Substring, after paragraph: [Substring]) -> Bool {
        guard !paragraph.isEmpty else { return false }
        let marks = line.drop { $0 == " " }.reversed().drop { $0 == " " }
        return !marks.isEmpty && (marks.allSatisfy { $0 == "=" } || marks.allSatisfy { $0 == "-" })
    }

    /// `text`'s lines joined as soft breaks (one space), its leading and trailing whitespace
    /// removed; a line ending in a backslash or two spaces keeps its hard break as a newline.
    static func joinedLines(_ text: Substring) -> String {
        var out = ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, raw) in lines.enumerated() {
            var line = raw.drop { $0 == " " || $0 == "\t" }
            let isLast = i == lines.count - 1
            var hardBreak = false
            if !isLast {
                if line.hasSuffix("  ") {
                    hardBreak = true
                } else if line.hasSuffix("\\"), !line.hasSuffix("\\\\") {
                    hardBreak = true
                    line = line.dropLast()
                }
            }
            while line.last == " " || line.last == "\t" { line = line.dropLast() }
            out += line
            if !isLast { out += hardBreak ? "\n" : " " }
        }
        while out.last == " " { out.removeLast() }
        return out
    }
}

extension MarkdownInlineText {
    /// Adds `other` after this text.
    mutating func append(_ other: MarkdownInlineText) {
        let shift = string.count
        string += other.string
        spans += other.spans.map { $0.shifted(by: shift) }
    }
}
