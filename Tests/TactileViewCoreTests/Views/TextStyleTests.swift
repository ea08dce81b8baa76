import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

// Body text: 17 pt, 22 pt lines, letters advance 9.35, spaces 5.1, baseline at 16.1.
// "aaaa bbbb cccc" is 122.4 wide; "aaaa bbbb" 79.9; "cccc" 37.4.
@MainActor
@Suite("Text: line limits, truncation, scaling, alignment, decorations, spacing, case")
struct TextStyleTests {
    private let long = "aaaa bbbb cccc"

    private func host<V: View>(_ view: V) -> ViewHost { ViewHost(view, size: CGSize(width: 300, height: 300)) }

    private func textItem(_ h: ViewHost) throws -> DisplayItem {
        try #require(h.displayList.items.first { $0.text != nil })
    }

    private func font(_ item: DisplayItem) -> Font? {
        if case .text(_, let font, _) = item.kind { return font }
        return nil
    }

    private func stroke(_ item: DisplayItem) -> (path: Path, stroke: Stroke)? {
        if case .shape(let path, nil, let stroke?) = item.kind { return (path, stroke) }
        return nil
    }

    @Test("Without a limit text wraps; lineLimit(1) cuts the tail with an ellipsis and keeps one line's height")
    func lineLimitTail() throws {
        let wrapped = host(Text(long).frame(width: 100))
        #expect(wrapped.texts() == ["aaaa bbbb\ncccc"])
        let limited = host(Text(long).lineLimit(1).frame(width: 100))
        #expect(limited.texts() == ["aaaa bbbb…"])
        #expect(try textItem(limited).bounds.size == CGSize(width: 89.25, height: 22))
    }

    @Test("Head and middle truncation cut where SwiftUI does")
    func truncationModes() {
        #expect(host(Text(long).lineLimit(1).truncationMode(.head).frame(width: 100)).texts() == ["… bbbb cccc"])
        #expect(host(Text(long).lineLimit(1).truncationMode(.middle).frame(width: 100)).texts() == ["aaaa … cccc"])
    }

    @Test("lineLimit(2) keeps two lines of five and cuts the second")
    func lineLimitTwo() {
        let h = host(Text("aaaa bbbb cccc dddd eeee").lineLimit(2).frame(width: 50))
        #expect(h.texts() == ["aaaa\nbbbb…"])
    }

    @Test("reservesSpace and range lower bounds take the height of the lines; range upper bounds limit")
    func reservedLines() throws {
        #expect(try textItem(host(Text("a").lineLimit(3, reservesSpace: true))).bounds.height == 66)
        #expect(try textItem(host(Text("a").lineLimit(3, reservesSpace: false))).bounds.height == 22)
        #expect(try textItem(host(Text("a").lineLimit(2...4))).bounds.height == 44)
        #expect(try textItem(host(Text("a").lineLimit(2...))).bounds.height == 44)
        let through = host(Text("aaaa bbbb cccc dddd eeee").lineLimit(...3).frame(width: 50))
        #expect(through.texts() == ["aaaa\nbbbb\ncccc…"])
        let closed = host(Text("aaaa bbbb cccc dddd eeee").lineLimit(1...2).frame(width: 50))
        #expect(closed.texts() == ["aaaa\nbbbb…"])
    }

    @Test("multilineTextAlignment places each line within the text's width")
    func alignment() throws {
        let centred = host(Text(long).multilineTextAlignment(.center).frame(width: 100))
        #expect(try textItem(centred).textPlacement?.lineOffsets == [0, 21.25])
        #expect(centred.svg().contains("<tspan x=\"21.25\" y=\"38.1\">cccc</tspan>"))
        let trailing = host(Text(long).multilineTextAlignment(.trailing).frame(width: 100))
        #expect(try textItem(trailing).textPlacement?.lineOffsets == [0, 42.5])
        let leading = host(Text(long).frame(width: 100))
        #expect(try textItem(leading).textPlacement == nil)
    }

    @Test("minimumScaleFactor shrinks the font until the text fits; at the factor it is cut")
    func minimumScaleFactor() throws {
        let shrunk = host(Text(long).lineLimit(1).minimumScaleFactor(0.5).frame(width: 100))
        #expect(shrunk.texts() == [long])
        let item = try textItem(shrunk)
        expectApprox(font(item)?.size ?? 0, 17 * 0.81, tolerance: 0.01)
        #expect(item.bounds.width <= 100)
        let floor = host(Text(long).lineLimit(1).minimumScaleFactor(0.9).frame(width: 100))
        let cut = try textItem(floor)
        expectApprox(font(cut)?.size ?? 0, 17 * 0.9, tolerance: 0.001)
        #expect(cut.text?.hasSuffix("…") == true)
        let unlimited = host(Text(long).minimumScaleFactor(0.5).frame(width: 100))
        #expect(font(try textItem(unlimited))?.size == 17)
    }

    @Test("allowsTightening draws a slightly too wide line closer together instead of cutting it")
    func tightening() throws {
        let tight = host(Text(long).lineLimit(1).allowsTightening(true).frame(width: 120))
        #expect(tight.texts() == [long])
        expectApprox(try textItem(tight).textPlacement?.kerning ?? 0, -0.85, tolerance: 0.0001)
        #expect(tight.svg().contains("letter-spacing=\"-0.85\""))
        let loose = host(Text(long).lineLimit(1).frame(width: 120))
        #expect(loose.texts() == ["aaaa bbbb cc…"])
        let tooWide = host(Text(long).lineLimit(1).allowsTightening(true).frame(width: 100))
        #expect(tooWide.texts() == ["aaaa bbbb…"])
    }

    @Test("underline and strikethrough draw lines under and through each line, in their colour and pattern")
    func decorations() throws {
        let h = host(Text("ab").underline())
        #expect(h.displayList.items.count == 2)
        let under = try #require(stroke(h.displayList.items[1]))
        #expect(under.stroke.color == .primary)
        let y = under.path.boundingRect.minY
        expectApprox(y, 16.1 + 1.7, tolerance: 0.0001)
        expectApprox(under.path.boundingRect.width, 18.7, tolerance: 1e-9)

        let dashed = host(Text("ab").underline(pattern: .dash, color: .red))
        let line = try #require(stroke(dashed.displayList.items[1]))
        #expect(line.stroke.color == .red)
        #expect(line.stroke.dash == [4, 2])

        #expect(host(Text("ab").underline(false)).displayList.items.count == 1)

        let struck = host(VStack { Text("ab") }.strikethrough(color: .blue))
        let through = try #require(stroke(struck.displayList.items[1]))
        #expect(through.stroke.color == .blue)
        let ty = through.path.boundingRect.minY
        expectApprox(ty, 16.1 - 5.1, tolerance: 0.0001)
        #expect(host(VStack { Text("ab").strikethrough(false) }.strikethrough()).displayList.items.count == 1)
    }

    @Test("underline and strikethrough follow the glyphs' baselines with line spacing and a baseline offset")
    func decorationsOnTheGlyphsBaselines() throws {
        // Two lines 26 pt apart (22 + 4), lowered by 5 pt: the glyphs stand at 21.1 and 47.1.
        func decorated(_ text: Text) -> ViewHost {
            host(text.baselineOffset(-5).lineSpacing(4).multilineTextAlignment(.center).frame(width: 100))
        }
        let under = decorated(Text(long).underline())
        #expect(under.svg().contains("y=\"21.1\">aaaa bbbb</tspan>"))
        #expect(under.svg().contains("y=\"47.1\">cccc</tspan>"))
        let underline = try #require(under.displayList.items.lazy.compactMap(stroke).first).path.boundingRect
        expectApprox(underline.minY, 21.1 + 1.7, tolerance: 0.0001)
        expectApprox(underline.maxY, 47.1 + 1.7, tolerance: 0.0001)
        let struck = decorated(Text(long).strikethrough())
        let through = try #require(struck.displayList.items.lazy.compactMap(stroke).first).path.boundingRect
        expectApprox(through.minY, 21.1 - 5.1, tolerance: 0.0001)
        expectApprox(through.maxY, 47.1 - 5.1, tolerance: 0.0001)
    }

    @Test("kerning and tracking widen the text by their points after each character, on Text and on views")
    func spacing() throws {
        expectApprox(try textItem(host(Text("ab").kerning(2))).bounds.width, 22.7, tolerance: 1e-9)
        expectApprox(try textItem(host(Text("ab").kerning(2).tracking(1))).bounds.width, 24.7, tolerance: 1e-9)
        expectApprox(try textItem(host(VStack { Text("ab") }.tracking(3))).bounds.width, 24.7, tolerance: 1e-9)
        #expect(host(Text("ab").kerning(2)).svg().contains("letter-spacing=\"2\""))
    }

    @Test("baselineOffset adds its height; a negative one lowers the glyphs")
    func baselineOffset() throws {
        #expect(try textItem(host(Text("ab").baselineOffset(5))).bounds.height == 27)
        let lowered = host(Text("ab").baselineOffset(-5))
        #expect(try textItem(lowered).bounds.height == 27)
        #expect(lowered.svg().contains("<tspan x=\"0\" y=\"21.1\">ab</tspan>"))
    }

    @Test("monospaced gives every character 0.6 em; monospacedDigit keeps widths")
    func monospaced() throws {
        #expect(try textItem(host(Text("il"))).bounds.width == 10.2)
        expectApprox(try textItem(host(Text("il").monospaced())).bounds.width, 20.4, tolerance: 1e-9)
        expectApprox(try textItem(host(HStack { Text("il") }.monospaced())).bounds.width, 20.4, tolerance: 1e-9)
        #expect(host(Text("il").monospaced()).svg().contains("font-family=\"monospace\""))
        #expect(try textItem(host(Text("il").monospacedDigit())).bounds.width == 10.2)
        expectApprox(try textItem(host(Text("18").monospacedDigit())).bounds.width, 18.7, tolerance: 1e-9)
    }

    @Test("textCase shows the text in upper or lower case")
    func textCase() {
        #expect(host(VStack { Text("Hello") }.textCase(.uppercase)).texts() == ["HELLO"])
        #expect(host(Text("Hello").textCase(.lowercase)).texts() == ["hello"])
        #expect(host(Text("Hello").textCase(nil)).texts() == ["Hello"])
    }

    @Test("lineSpacing adds space between lines")
    func lineSpacing() throws {
        let h = host(Text(long).lineSpacing(4).frame(width: 100))
        #expect(try textItem(h).bounds.height == 48)
        #expect(h.svg().contains("<tspan x=\"0\" y=\"42.1\">cccc</tspan>"))
    }

    @Test("Text + Text is one text; verbatim text is shown as written")
    func concatenation() throws {
        let joined = host(Text("a") + Text("b").bold() + Text(verbatim: "\\(c)"))
        #expect(joined.texts() == ["ab\\(c)"])
        #expect(font(try textItem(host(Text("a").bold() + Text("b"))))?.weight == .bold)
    }

    @Test("Text(_:format:) shows the value formatted by a FormatStyle")
    func formatted() {
        #expect(host(Text(3.5, format: .number.precision(.fractionLength(2)))).texts() == ["3.50"])
        #expect(host(Text(0.25, format: .percent)).texts() == ["25%"])
    }

    @Test("Bold, italic and weight set on a view reach the texts inside; a text's own weight wins")
    func viewLevelWeight() throws {
        #expect(font(try textItem(host(VStack { Text("a") }.bold())))?.weight == .bold)
        #expect(font(try textItem(host(VStack { Text("a").fontWeight(.light) }.bold())))?.weight == .light)
        #expect(font(try textItem(host(VStack { Text("a") }.fontWeight(.heavy))))?.weight == .heavy)
    }
}
