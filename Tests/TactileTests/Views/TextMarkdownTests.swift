import Foundation
import Tactile
import TactileTesting
import Testing

/// Markdown in `Text`: a literal key is parsed and drawn as styled runs, a string variable and
/// `Text(verbatim:)` are not, and a tap on a link opens it through `openURL`.
@MainActor
@Suite("Text: Markdown in string literals and attributed strings")
struct TextMarkdownTests {
    private func textItem(_ sim: TouchSimulator) throws -> DisplayItem {
        try #require(sim.displayList.items.first { $0.text != nil })
    }

    @Test("a literal's Markdown is removed from the characters and drawn as runs")
    func literalRuns() throws {
        let sim = TouchSimulator(Text("**Bold**, *italic*, `code`, ~~strike~~ and [a link](https://example.com)"))
        #expect(sim.texts() == ["Bold, italic, code, strike and a link"])
        let runs = try #require(try textItem(sim).textRuns)
        let bold = try #require(runs.first { $0.text == "Bold" })
        #expect(bold.font.weight == .bold)
        let italic = try #require(runs.first { $0.text == "italic" })
        #expect(italic.font == Font.body.italic())
        #expect(italic.font.weight == .regular)
        #expect(try #require(runs.first { $0.text == "code" }).font.design == .monospaced)
        #expect(try #require(runs.first { $0.text == "strike" }).isStruckThrough)
        let link = try #require(runs.first { $0.text == "a link" })
        #expect(link.link == URL(string: "https://example.com"))
        #expect(link.color.resolve(in: EnvironmentValues()) == Color.accentColor.resolve(in: EnvironmentValues()))
        #expect(try #require(runs.first { $0.text == ", " }).font.weight == .regular)
        // Each run starts where the one before it ends, at its own font's advance.
        for (previous, next) in zip(runs, runs.dropFirst()) where previous.line == next.line {
            #expect(abs(previous.x + previous.width - next.x) < 0.001)
        }
        // B, o and d advance 0.55 em, l 0.3 em; bold adds 5%.
        #expect(abs(bold.width - 17 * 1.95 * 1.05) < 0.001)
    }

    @Test("the SVG draws a bold run in a bold tspan and a code run in monospace")
    func svg() {
        let svg = TouchSimulator(Text("Plain **Bold** `mono`")).svg()
        #expect(svg.contains("font-weight=\"700\">Bold</tspan>"))
        #expect(svg.contains("font-family=\"monospace\">mono</tspan>"))
        #expect(svg.contains(">Plain </tspan>"))
    }

    @Test("a struck-through run gets a line through it, only as wide as the run")
    func strikethroughLine() throws {
        let sim = TouchSimulator(Text("keep ~~gone~~"))
        let run = try #require(try textItem(sim).textRuns?.first { $0.text == "gone" })
        let line = try #require(sim.displayList.items.first { $0.strokeColor != nil })
        guard case .shape(let path, _, _) = line.kind else { throw MarkdownTestError.notAShape }
        #expect(abs(path.boundingRect.width - run.width) < 0.001)
        #expect(abs(path.boundingRect.minX - run.x) < 0.001)
    }

    @Test("a link takes the tint colour")
    func linkTint() throws {
        let sim = TouchSimulator(Text("[Tinted](https://example.com)").tint(.red))
        let run = try #require(try textItem(sim).textRuns?.first)
        #expect(run.color.resolve(in: EnvironmentValues()) == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test("a tap on a link runs the environment's openURL action; a tap beside it does not")
    func linkTap() throws {
        let url = URL(string: "https://example.com/terms")!
        let opened = OpenedURLs()
        let view = Text("Read the [terms](https://example.com/terms) now")
            .environment(
                \.openURL,
                OpenURLAction { url in
                    opened.urls.append(url)
                    return .handled
                })
        let sim = TouchSimulator(view)
        let item = try textItem(sim)
        let run = try #require(item.textRuns?.first { $0.link != nil })
        let origin = item.frame.origin
        sim.tap(at: CGPoint(x: origin.x + 2, y: origin.y + 5))
        #expect(opened.urls.isEmpty)
        sim.tap(at: CGPoint(x: origin.x + run.x + run.width / 2, y: origin.y + 5))
        #expect(opened.urls == [url])
        #expect(sim.host.viewHost.openedURLs.isEmpty)
    }

    @Test("without a handler a link tap goes to the system: the host records it")
    func linkTapSystem() throws {
        let sim = TouchSimulator(Text("[Docs](https://example.com/docs)"))
        let item = try textItem(sim)
        sim.tap(at: CGPoint(x: item.frame.midX, y: item.frame.midY))
        #expect(sim.host.viewHost.openedURLs == [URL(string: "https://example.com/docs")!])
    }

    @Test("a String variable, Text(verbatim:) and interpolated values stay literal")
    func literalForms() throws {
        let markdown = "**not bold**"
        #expect(TouchSimulator(Text(markdown)).texts() == ["**not bold**"])
        #expect(TouchSimulator(Text(verbatim: "**not bold**")).texts() == ["**not bold**"])
        let interpolated = TouchSimulator(Text("Hi \(markdown)"))
        #expect(interpolated.texts() == ["Hi **not bold**"])
        #expect(try textItem(interpolated).textRuns == nil)
        let wrapped = TouchSimulator(Text("**\(markdown)**"))
        #expect(wrapped.texts() == ["**not bold**"])
        #expect(try textItem(wrapped).textRuns?.first?.font.weight == .bold)
        #expect(try textItem(TouchSimulator(Text(markdown))).textRuns == nil)
    }

    @Test("Text(AttributedString) draws inline presentation intents and links per run")
    func attributedString() throws {
        var string = AttributedString("plain strong")
        let range = try #require(string.range(of: "strong"))
        string[range].inlinePresentationIntent = .stronglyEmphasized
        string[range].link = URL(string: "https://example.com/s")
        let sim = TouchSimulator(Text(string))
        let runs = try #require(try textItem(sim).textRuns)
        #expect(runs.map(\.text) == ["plain ", "strong"])
        #expect(runs[1].font.weight == .bold)
        #expect(runs[1].link == URL(string: "https://example.com/s"))
        #expect(runs[0].font.weight == .regular)
    }

    @Test("Text(AttributedString(markdown:)) draws what the parser marked")
    func parsedAttributedString() throws {
        let string = try AttributedString(markdown: "Trivia: *which* `planet`?")
        let runs = try #require(try textItem(TouchSimulator(Text(string))).textRuns)
        #expect(try #require(runs.first { $0.text == "which" }).font == Font.body.italic())
        #expect(try #require(runs.first { $0.text == "planet" }).font.design == .monospaced)
    }

    @Test("joined texts keep each part's Markdown runs")
    func joined() throws {
        let sim = TouchSimulator(Text("a ") + Text("**b**"))
        let runs = try #require(try textItem(sim).textRuns)
        #expect(runs.first { $0.text == "b" }?.font.weight == .bold)
        #expect(runs.first { $0.text == "a " }?.font.weight == .regular)
    }
}

/// The URLs a test's `openURL` handler was given.
@MainActor
private final class OpenedURLs {
    var urls: [URL] = []
}

private enum MarkdownTestError: Error { case notAShape }
