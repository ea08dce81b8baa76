import Foundation
import TactileViewCore
import Testing

/// `AttributedString(markdown:)` on Linux: CommonMark's inline rules for emphasis, code spans,
/// strikethrough, links and escapes, and how `.full` and `.inlineOnly` treat blocks and lines.
@Suite("AttributedString(markdown:): inline Markdown and parsing options")
struct MarkdownParsingTests {
    /// One run of a parsed string: its text, intent and link.
    struct Run: Equatable, CustomStringConvertible {
        var text: String
        var intent: InlinePresentationIntent = []
        var link: String?
        var description: String { "\(text)|\(intent.rawValue)|\(link ?? "-")" }
    }

    static func runs(_ string: AttributedString) -> [Run] {
        string.runs.map { run in
            Run(
                text: String(string[run.range].characters), intent: run.inlinePresentationIntent ?? [],
                link: run.link?.absoluteString)
        }
    }

    static func parse(_ source: String) throws -> [Run] {
        try runs(
            AttributedString(
                markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace)))
    }

    nonisolated static let strong: InlinePresentationIntent = .stronglyEmphasized
    nonisolated static let em: InlinePresentationIntent = .emphasized

    /// Source, and the runs it parses into.
    nonisolated static let inlineCases: [(String, [Run])] = [
        ("plain text", [Run(text: "plain text")]),
        ("**Bold**", [Run(text: "Bold", intent: strong)]),
        ("__Bold__", [Run(text: "Bold", intent: strong)]),
        (
            "*italic* and _italic_",
            [Run(text: "italic", intent: em), Run(text: " and "), Run(text: "italic", intent: em)]
        ),
        ("***both***", [Run(text: "both", intent: [.stronglyEmphasized, .emphasized])]),
        (
            "**a *b* c**",
            [Run(text: "a ", intent: strong), Run(text: "b", intent: [strong, em]), Run(text: " c", intent: strong)]
        ),
        ("`code *x*`", [Run(text: "code *x*", intent: .code)]),
        ("`` a`b ``", [Run(text: "a`b", intent: .code)]),
        ("~~gone~~ here", [Run(text: "gone", intent: .strikethrough), Run(text: " here")]),
        ("[a link](https://example.com)", [Run(text: "a link", link: "https://example.com")]),
        (
            "[**bold** link](https://e.com \"title\")",
            [Run(text: "bold", intent: strong, link: "https://e.com"), Run(text: " link", link: "https://e.com")]
        ),
        ("<https://example.com/a>", [Run(text: "https://example.com/a", link: "https://example.com/a")]),
        ("<me@example.com>", [Run(text: "me@example.com", link: "mailto:me@example.com")]),
        // Backslash escapes and unmatched delimiters stay literal.
        ("\\*not italic\\*", [Run(text: "*not italic*")]),
        ("2 * 3 * 4", [Run(text: "2 * 3 * 4")]),
        ("**unclosed", [Run(text: "**unclosed")]),
        ("`unclosed", [Run(text: "`unclosed")]),
        ("[no destination]", [Run(text: "[no destination]")]),
        ("[text] (space)", [Run(text: "[text] (space)")]),
        ("~~~three~~~", [Run(text: "~~~three~~~")]),
        // Underscores inside words are not emphasis; stars are.
        ("snake_case_name", [Run(text: "snake_case_name")]),
        ("a*b*c", [Run(text: "a"), Run(text: "b", intent: em), Run(text: "c")]),
        // A delimiter followed by a space does not open.
        ("* not *", [Run(text: "* not *")]),
        // The rule of 3: `*foo**bar*` is one emphasis around `foo**bar`.
        ("*foo**bar*", [Run(text: "foo**bar", intent: em)]),
        ("**foo*", [Run(text: "*"), Run(text: "foo", intent: em)]),
        ("line one\nline **two**", [Run(text: "line one\nline "), Run(text: "two", intent: strong)]),
    ]

    @Test("inline syntax parses into runs with their intents and links", arguments: inlineCases)
    func inline(source: String, expected: [Run]) throws {
        #expect(try Self.parse(source) == expected)
    }

    @Test("relative link destinations resolve against the base URL")
    func baseURL() throws {
        let string = try AttributedString(
            markdown: "[doc](guide/intro.html)", baseURL: URL(string: "https://example.com/docs/"))
        #expect(string.runs.first?.link?.absoluteString == "https://example.com/docs/guide/intro.html")
    }

    @Test(".full removes block markers and joins the blocks without a separator, as Foundation does")
    func fullSyntax() throws {
        let source = "# Title\n\nFirst *para*\ncontinues.\n\n- item"
        let string = try AttributedString(markdown: source)
        #expect(String(string.characters) == "TitleFirst para continues.item")
        #expect(Self.runs(string).contains(Run(text: "para", intent: .emphasized)))
    }

    @Test(".full reads a fenced block as code")
    func fencedCode() throws {
        let string = try AttributedString(markdown: "Run:\n\n```\nlet x = 1\n```")
        #expect(Self.runs(string) == [Run(text: "Run:"), Run(text: "let x = 1\n", intent: .code)])
    }

    @Test(".inlineOnly turns line breaks into spaces; preserving whitespace keeps them")
    func inlineOnly() throws {
        let source = "  one\ntwo  "
        let collapsed = try AttributedString(markdown: source, options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(collapsed.characters) == "one two")
        let kept = try AttributedString(
            markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(kept.characters) == source)
    }

    @Test("UTF-8 data parses as its string; other bytes throw")
    func data() throws {
        let string = try AttributedString(markdown: Data("**hi**".utf8))
        #expect(Self.runs(string) == [Run(text: "hi", intent: .stronglyEmphasized)])
        #expect(throws: CocoaError.self) { try AttributedString(markdown: Data([0xFF, 0xFE, 0xC3])) }
    }

    @Test("options keep Foundation's defaults")
    func options() {
        let options = AttributedString.MarkdownParsingOptions()
        #expect(options.interpretedSyntax == .full)
        #expect(options.failurePolicy == .throwError)
        #expect(!options.allowsExtendedAttributes)
        #expect(options.languageCode == nil)
    }
}
