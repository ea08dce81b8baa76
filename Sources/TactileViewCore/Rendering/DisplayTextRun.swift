import Foundation

/// A styled run of one line of a text item: characters drawn in their own font and colour, as the
/// Markdown of a `Text("**bold** and [a link](…)")` or the runs of a `Text(AttributedString)` ask.
///
/// A text item with runs (`DisplayItem/textRuns`) still lists all its lines in its kind, in the
/// text's own font; renderers that know runs draw each line as its runs instead.
public struct DisplayTextRun: Hashable, Sendable {
    /// The line the run is on (an index into the item's lines).
    public var line: Int
    /// The run's characters, as offsets into its line's characters.
    public var characters: Range<Int>
    /// The run's text.
    public var text: String
    /// Where the run starts on its line, in the item's local space.
    public var x: CGFloat
    /// The run's advance: the width of its characters in its font.
    public var width: CGFloat
    /// The font the run is drawn in (bold, italic or monospaced for Markdown styles).
    public var font: Font
    /// The colour the run is drawn in (the tint for links).
    public var color: Color
    /// Whether a line is drawn through the run.
    public var isStruckThrough: Bool
    /// The URL a tap on the run opens, if it is a link.
    public var link: URL?

    /// A run of `text` on `line`.
    public init(
        line: Int, characters: Range<Int>, text: String, x: CGFloat, width: CGFloat, font: Font, color: Color,
        isStruckThrough: Bool = false, link: URL? = nil
    ) {
        self.line = line
        self.characters = characters
        self.text = text
        self.x = x
        self.width = width
        self.font = font
        self.color = color
        self.isStruckThrough = isStruckThrough
        self.link = link
    }
}

extension DisplayListBuilder {
    /// Gives the text item just added its styled runs.
    mutating func setTextRuns(_ runs: [DisplayTextRun]) {
        guard !items.isEmpty else { return }
        items[items.count - 1].textRuns = runs
    }
}

extension SVGWriter {
    /// The `tspan`s of line `index` of a text item drawn as its `runs`, each with the attributes in
    /// which it differs from the item's `font` and `color`.
    func runSpans(_ runs: [DisplayTextRun], line index: Int, y: CGFloat, font: Font, color: Color) -> String {
        var spans = ""
        for run in runs where run.line == index && !run.text.isEmpty {
            var attributes = " x=\"\(SVGNumber.format(run.x))\" y=\"\(SVGNumber.format(y))\""
            if run.font.weight != font.weight { attributes += " font-weight=\"\(run.font.weight.value)\"" }
            if run.font.traits.isItalic != font.traits.isItalic {
                attributes += run.font.traits.isItalic ? " font-style=\"italic\"" : " font-style=\"normal\""
            }
            if run.font.design != font.design {
                attributes += " font-family=\"\(run.font.design == .monospaced ? "monospace" : SVGFonts.family)\""
            }
            if run.color != color { attributes += paint(run.color, "fill") }
            spans += "<tspan\(attributes)>\(SVGText.escape(run.text))</tspan>"
        }
        return spans
    }
}
