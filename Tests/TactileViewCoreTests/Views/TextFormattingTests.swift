import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// Dates, timers and formatters in text; attributed strings; the font variations (italic,
/// leading, width, custom families) and the text modifiers that return text.
@MainActor
@Suite("Text: dates, formatters, attributed strings and font variations")
struct TextFormattingTests {
    private func host<V: View>(_ view: V) -> ViewHost { ViewHost(view, size: CGSize(width: 400, height: 300)) }

    private func textItem(_ h: ViewHost) throws -> DisplayItem {
        try #require(h.displayList.items.first { $0.text != nil })
    }

    private func font(_ h: ViewHost) throws -> Font {
        guard case .text(_, let font, _) = try textItem(h).kind else { throw TextError.notText }
        return font
    }

    private func color(_ h: ViewHost) throws -> Color {
        guard case .text(_, _, let color) = try textItem(h).kind else { throw TextError.notText }
        return color
    }

    enum TextError: Error { case notText }

    /// Seconds from now, the date style, and the text shown.
    nonisolated static let relativeCases: [(TimeInterval, Text.DateStyle, String)] = [
        (2 * 3_600 + 23 * 60 + 30, .relative, "2 hours, 23 minutes"),
        (-(3 * 86_400 + 4 * 3_600 + 60), .relative, "3 days, 4 hours"),
        // Units are the two largest in a row: no hours, so the minute is not shown.
        (3 * 86_400 + 60.5, .relative, "3 days"),
        (45.5, .relative, "45 seconds"),
        (2 * 3_600 + 23 * 60 + 30, .offset, "+2 hours"),
        (-(70 * 86_400), .offset, "-2 months"),
        (152.5, .timer, "2:32"),
        (3_968.5, .timer, "1:06:08"),
    ]

    @Test("Relative, offset and timer styles count from the moment the text is made", arguments: relativeCases)
    func relativeStyles(offset: TimeInterval, style: Text.DateStyle, shown: String) {
        // The text is made a moment after `Date()` here: each offset has half a second to spare.
        #expect(host(Text(Date().addingTimeInterval(offset), style: style)).texts() == [shown])
    }

    @Test("Text(_:style:) shows a date far enough away the same way")
    func textDateStyle() {
        let date = Date().addingTimeInterval(3 * 86_400 + 30)
        #expect(host(Text(date, style: .relative)).texts() == ["3 days"])
        #expect(host(Text(date, style: .offset)).texts() == ["+3 days"])
        let time = DateFormatter.localizedString(from: date, dateStyle: .none, timeStyle: .short)
        #expect(host(Text(date, style: .time)).texts() == [time])
        let day = DateFormatter.localizedString(from: date, dateStyle: .long, timeStyle: .none)
        #expect(host(Text("Due \(date, style: .date)")).texts() == ["Due \(day)"])
    }

    @Test("A timer counts down (or up) within its interval, stopped at its pause time")
    func timers() {
        let start = Date()
        let range = start...start.addingTimeInterval(300)
        let paused = start.addingTimeInterval(61)
        #expect(host(Text(timerInterval: range, pauseTime: paused)).texts() == ["3:59"])
        #expect(host(Text(timerInterval: range, pauseTime: paused, countsDown: false)).texts() == ["1:01"])
        #expect(host(Text(timerInterval: range, pauseTime: start.addingTimeInterval(900))).texts() == ["0:00"])
        let long = start...start.addingTimeInterval(7_200)
        #expect(host(Text(timerInterval: long, pauseTime: start, showsHours: false)).texts() == ["120:00"])
        #expect(host(Text(timerInterval: long, pauseTime: start)).texts() == ["2:00:00"])
        #expect(host(Text("Left: \(timerInterval: range, pauseTime: paused)")).texts() == ["Left: 3:59"])
    }

    @Test("Formatters and format styles format interpolations and texts")
    func formatters() {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        #expect(host(Text(NSNumber(value: 3.14159), formatter: formatter)).texts() == ["3.14"])
        #expect(host(Text("π ≈ \(NSNumber(value: 3.14159), formatter: formatter)")).texts() == ["π ≈ 3.14"])
        #expect(host(Text("\(42, format: .number)")).texts() == ["42"])
        #expect(host(Text("Key", tableName: "Missing", comment: "a note")).texts() == ["Key"])
    }

    @Test("An attributed string shows its characters in its first run's font and colour")
    func attributedString() throws {
        var string = AttributedString("Hello")
        string.foregroundColor = .red
        string.font = .headline
        string.underlineStyle = .single
        string += AttributedString(" world")
        let h = host(Text(string))
        #expect(h.texts() == ["Hello world"])
        #expect(try font(h).weight == .semibold)
        #expect(try color(h) == Color.red)
        #expect(
            h.displayList.items.contains { item in
                if case .shape(_, nil, _?) = item.kind { return true }
                return false
            })
        #expect(host(Text("Say \(AttributedString("hi"))")).texts() == ["Say hi"])
    }

    @Test("Attribute values set on a range read back from its runs")
    func attributeRuns() throws {
        var string = AttributedString("one two")
        let range = try #require(string.range(of: "two"))
        string[range].foregroundColor = .blue
        string[range].kern = 2
        #expect(string.runs.count == 2)
        #expect(string.runs.map(\.foregroundColor) == [nil, Color.blue])
        #expect(string.runs.map(\.kern) == [nil, 2])
    }

    @Test("Font.italic() draws slanted text; italic(false) on the text turns it upright")
    func italic() {
        #expect(host(Text("a").font(.body.italic())).svg().contains("font-style=\"italic\""))
        #expect(host(Text("a").italic()).svg().contains("font-style=\"italic\""))
        #expect(!host(Text("a").font(.body.italic()).italic(false)).svg().contains("font-style"))
        #expect(!host(Text("a")).svg().contains("font-style"))
    }

    /// A font, its line height with each leading.
    nonisolated static let leadingCases: [(Font, CGFloat, CGFloat, CGFloat)] = [
        (.body, 22, 20, 24), (.largeTitle, 41, 37, 45), (.caption2, 13, 12, 14),
    ]

    @Test("Tight and loose leading move the line height by 2 pt at 17 pt, in proportion", arguments: leadingCases)
    func leading(base: Font, standard: CGFloat, tight: CGFloat, loose: CGFloat) {
        #expect(base.leading(.standard).lineHeight == standard)
        #expect(base.leading(.tight).lineHeight == tight)
        #expect(base.leading(.loose).lineHeight == loose)
        #expect(base.leading(.loose).leading(.tight).lineHeight == tight)
        #expect(base.leading(.tight).leading(.standard) == base.leading(.standard))
    }

    @Test("Two lines of loose body text are 48 pt tall")
    func looseLinesTall() throws {
        let h = host(Text("a\nb").font(.body.leading(.loose)))
        #expect(try textItem(h).bounds.height == 48)
    }

    /// A width and how wide "aaaa" is in body text at it (4 × 9.35 at standard width).
    nonisolated static let widthCases: [(Font.Width, CGFloat)] = [
        (.standard, 37.4), (.condensed, 29.92), (.compressed, 26.18), (.expanded, 44.88),
    ]

    @Test("A font width scales each character's advance", arguments: widthCases)
    func width(width: Font.Width, measured: CGFloat) throws {
        expectApprox(try textItem(host(Text("aaaa").font(.body.width(width)))).bounds.width, measured)
        expectApprox(try textItem(host(Text("aaaa").fontWidth(width))).bounds.width, measured)
        expectApprox(try textItem(host(Text("aaaa").fontWidth(width).font(.body))).bounds.width, measured)
    }

    @Test("A custom font is measured as the system font, scales with its style and names its family")
    func custom() throws {
        let svg = host(Text("a").font(.custom("Avenir", size: 20))).svg()
        #expect(svg.contains("font-family=\"'Avenir', "))
        #expect(svg.contains("font-size=\"20\""))
        let scaled = try font(
            host(Text("a").font(.custom("Avenir", size: 20, relativeTo: .title)).dynamicTypeSize(.xxxLarge)))
        #expect(scaled.size > 20)
        let fixed = try font(host(Text("a").font(.custom("Avenir", fixedSize: 20)).dynamicTypeSize(.xxxLarge)))
        #expect(fixed.size == 20)
        #expect(Font.TextStyle.allCases.count == 11)
    }

    @Test("Small capitals are accepted and drawn as written")
    func smallCaps() {
        #expect(host(Text("Abc").font(.body.smallCaps())).texts() == ["Abc"])
        #expect(host(Text("Abc").font(.body.lowercaseSmallCaps().uppercaseSmallCaps())).texts() == ["Abc"])
    }

    @Test("foregroundStyle on a text returns text, so styled texts join with +")
    func joinedStyles() throws {
        let joined = Text("Total: ").foregroundStyle(.secondary) + Text("42").bold()
        let h = host(joined)
        #expect(h.texts() == ["Total: 42"])
        #expect(try color(h) != Color.primary)
        let red = host(Text("x").foregroundStyle(Color.red))
        #expect(try color(red) == Color.red)
        let designed = try font(host(Text("x").fontDesign(.monospaced)))
        #expect(designed.design == .monospaced)
    }
}
