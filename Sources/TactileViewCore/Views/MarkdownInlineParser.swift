import Foundation

/// Parses CommonMark's inline syntax for what a `Text` shows: emphasis and strong emphasis with
/// `*` and `_` (with the flanking rules), code spans, `~~strikethrough~~` (and `~one~`), inline
/// links `[text](destination "title")`, autolinks `<https://…>` and `<name@host>`, and backslash
/// escapes. What does not close stays literal text. Entity references (`&amp;`), images,
/// reference links and raw HTML are not recognised: they stay text.
///
/// The scan keeps the text as pieces (runs of literal characters, delimiter runs, brackets, code
/// spans) and a stack of delimiter runs; emphasis is resolved by CommonMark's "process emphasis"
/// procedure, links when their closing bracket is read.
package enum MarkdownInlineParser {
    /// Whether the UTF-8 byte `byte` can start inline syntax (`*`, `_`, a backtick, `~`, `[`, `]`,
    /// `<`, backslash): a string with none of them is plain text, found without making characters.
    static func startsSyntax(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "\\"):
            true
        default: false
        }
    }

    /// `source` parsed, with relative link destinations resolved against `baseURL`.
    package static func parse(_ source: String, baseURL: URL? = nil) -> MarkdownInlineText {
        guard source.utf8.contains(where: startsSyntax) else { return MarkdownInlineText(plain: source) }
        var scanner = MarkdownInlineScanner(source: Array(source), baseURL: baseURL)
        scanner.scan()
        return scanner.result()
    }

    /// `text` with every character that could start Markdown syntax escaped, so that parsing it
    /// gives back `text` unstyled (an interpolated argument of a `LocalizedStringKey`).
    package static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0.isMarkdownEscapable }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for c in text {
            if c.isMarkdownEscapable { out.append("\\") }
            out.append(c)
        }
        return out
    }
}

/// One pass over a Markdown source: the state of `MarkdownInlineParser`.
struct MarkdownInlineScanner {
    /// Characters that are shown together with one style.
    struct Piece {
        var chars: [Character]
        var intent: InlinePresentationIntent = []
        var link: URL?
        /// Whether later literal characters may be added to it.
        var isOpenText = false
    }

    /// A run of `*`, `_` or `~` that may open or close emphasis.
    struct Delimiter {
        let char: Character
        let piece: Int
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool
    }

    /// An opening `[`.
    struct Bracket {
        let piece: Int
        /// How many delimiters were on the stack when it was read.
        let delimiterBottom: Int
        var isActive = true
    }

    let source: [Character]
    let baseURL: URL?
    var pieces: [Piece] = []
    var delimiters: [Delimiter] = []
    var brackets: [Bracket] = []
    var position = 0

    init(source: [Character], baseURL: URL?) {
        self.source = source
        self.baseURL = baseURL
    }

    mutating func scan() {
        while position < source.count {
            let c = source[position]
            switch c {
            case "\\": escape()
            case "`": codeSpan()
            case "*", "_", "~": delimiterRun(c)
            case "[":
                pieces.append(Piece(chars: ["["]))
                brackets.append(Bracket(piece: pieces.count - 1, delimiterBottom: delimiters.count))
                position += 1
            case "]": closeBracket()
            case "<":
                if !autolink() {
                    literal(c)
                    position += 1
                }
            default:
                literal(c)
                position += 1
            }
        }
        processEmphasis(above: 0)
    }

    /// Adds a literal character to the text.
    mutating func literal(_ c: Character) {
        if let last = pieces.indices.last, pieces[last].isOpenText {
            pieces[last].chars.append(c)
        } else {
            pieces.append(Piece(chars: [c], isOpenText: true))
        }
    }

    /// A backslash: escapes the punctuation after it; before a line break it is a hard break.
    mutating func escape() {
        let next = position + 1 < source.count ? source[position + 1] : nil
        if let next, next.isMarkdownEscapable || next == "\n" {
            literal(next)
            position += 2
        } else {
            literal("\\")
            position += 1
        }
    }

    /// A run of backticks: a code span up to the next run of the same length, else literal.
    mutating func codeSpan() {
        let start = position
        while position < source.count, source[position] == "`" { position += 1 }
        let length = position - start
        var j = position
        while j < source.count {
            guard source[j] == "`" else {
                j += 1
                continue
            }
            let runStart = j
            while j < source.count, source[j] == "`" { j += 1 }
            if j - runStart == length {
                var content = source[position..<runStart].map { $0 == "\n" ? " " : $0 }
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " })
                {
                    content.removeFirst()
                    content.removeLast()
                }
                pieces.append(Piece(chars: content, intent: .code))
                position = j
                return
            }
        }
        for _ in 0..<length { literal("`") }
    }

    /// A run of `*`, `_` or `~`, pushed on the delimiter stack as CommonMark's flanking rules allow.
    mutating func delimiterRun(_ c: Character) {
        let start = position
        while position < source.count, source[position] == c { position += 1 }
        let length = position - start
        // Strikethrough takes one or two tildes; longer runs are text.
        if c == "~", length > 2 {
            for _ in 0..<length { literal(c) }
            return
        }
        let before: Character? = start > 0 ? source[start - 1] : nil
        let after: Character? = position < source.count ? source[position] : nil
        let flanking = MarkdownFlanking(before: before, after: after)
        let canOpen: Bool
        let canClose: Bool
        if c == "_" {
            canOpen = flanking.isLeft && (!flanking.isRight || flanking.precededByPunctuation)
            canClose = flanking.isRight && (!flanking.isLeft || flanking.followedByPunctuation)
        } else {
            canOpen = flanking.isLeft
            canClose = flanking.isRight
        }
        pieces.append(Piece(chars: Array(repeating: c, count: length)))
        guard canOpen || canClose else { return }
        delimiters.append(
            Delimiter(
                char: c, piece: pieces.count - 1, count: length, originalCount: length, canOpen: canOpen,
                canClose: canClose))
    }

    /// A `]`: closes the latest `[` into a link when an inline destination follows.
    mutating func closeBracket() {
        position += 1
        guard let opener = brackets.popLast() else {
            literal("]")
            return
        }
        guard opener.isActive, let (destination, end) = MarkdownLinkSyntax.inlineDestination(in: source, at: position)
        else {
            literal("]")
            return
        }
        position = end
        processEmphasis(above: opener.delimiterBottom)
        pieces[opener.piece].chars = []
        let url = MarkdownLinkSyntax.url(destination, baseURL: baseURL)
        for index in (opener.piece + 1)..<pieces.count {
            if pieces[index].link == nil { pieces[index].link = url }
            pieces[index].isOpenText = false
        }
        // Links do not contain links: earlier brackets can no longer open one.
        for index in brackets.indices { brackets[index].isActive = false }
    }

    /// A `<`: an autolink when a URI or an email address and `>` follow.
    mutating func autolink() -> Bool {
        guard let (target, end) = MarkdownLinkSyntax.autolink(in: source, at: position) else { return false }
        let url = target.contains(":") ? URL(string: target) : URL(string: "mailto:" + target)
        pieces.append(Piece(chars: Array(target), link: url))
        position = end
        return true
    }

    /// The text with its styles: pieces joined, neighbours with the same style merged.
    func result() -> MarkdownInlineText {
        var string = ""
        var spans: [TextInlineSpan] = []
        var offset = 0
        for piece in pieces where !piece.chars.isEmpty {
            string.append(contentsOf: piece.chars)
            let range = offset..<(offset + piece.chars.count)
            offset = range.upperBound
            guard !piece.intent.isEmpty || piece.link != nil else { continue }
            if let last = spans.last, last.range.upperBound == range.lowerBound, last.intent == piece.intent,
                last.link == piece.link
            {
                spans[spans.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                spans.append(TextInlineSpan(range: range, intent: piece.intent, link: piece.link))
            }
        }
        return MarkdownInlineText(string: string, spans: spans)
    }
}
