import Foundation

/// Where the links of a drawn text are, for the tap that opens them: filled in when the text is
/// drawn, read when a tap on it ends.
@MainActor
final class TextLinkTargets {
    /// Each link run's rectangle in the text's local space, with its URL.
    private(set) var targets: [(rect: CGRect, url: URL)] = []

    init() {}

    /// Replaces the targets with the link runs of `runs`, whose lines are placed by `placement`.
    func update(_ runs: [DisplayTextRun], placement: TextPlacement, font: Font) {
        targets = runs.compactMap { run in
            guard let url = run.link else { return nil }
            let top = placement.baseline(ofLine: run.line, font: font) - font.ascent
            return (CGRect(x: run.x, y: top, width: run.width, height: font.lineHeight), url)
        }
    }

    /// The URL of the link at `point`, if a link run is there.
    func url(at point: CGPoint) -> URL? {
        targets.first { $0.rect.contains(point) }?.url
    }
}

extension TextContent {
    /// The font a run with Markdown `intent` is drawn in: `base` made bold for strong emphasis,
    /// italic for emphasis, monospaced for code.
    static func font(for intent: InlinePresentationIntent, base: Font) -> Font {
        var font = base
        if intent.contains(.stronglyEmphasized), font.weight.value < Font.Weight.bold.value {
            font = font.weight(.bold)
        }
        if intent.contains(.emphasized) { font.traits.isItalic = true }
        if intent.contains(.code) { font = font.design(.monospaced) }
        return font
    }

    /// The runs of `layout`'s lines: consecutive characters with the same inline span, each at the
    /// advance of its own font, starting where `placement` starts the line.
    func inlineRuns(_ layout: TextLayout, placement: TextPlacement) -> [DisplayTextRun] {
        let indices = TextCharacterMap.indices(
            of: layout.lines, in: string, isTruncated: layout.isTruncated, mode: paragraph.truncationMode)
        var runs: [DisplayTextRun] = []
        for (i, line) in layout.lines.enumerated() where !line.isEmpty {
            let glyphs = Array(line)
            let characters = i < indices.count ? indices[i] : []
            let spanOf = { (glyph: Int) -> Int? in
                guard glyph < characters.count else { return nil }
                let offset = characters[glyph]
                return inlineSpans.firstIndex { $0.range.contains(offset) }
            }
            var x = placement.offset(ofLine: i)
            var start = 0
            while start < glyphs.count {
                let span = spanOf(start)
                var end = start + 1
                while end < glyphs.count, spanOf(end) == span { end += 1 }
                let styles = span.map { inlineSpans[$0] }
                let font = Self.font(for: styles?.intent ?? [], base: layout.font)
                let width = glyphs[start..<end].reduce(0) { $0 + font.advance(of: $1) + layout.spacing }
                runs.append(
                    DisplayTextRun(
                        line: i, characters: start..<end, text: String(glyphs[start..<end]), x: x, width: width,
                        font: font, color: styles?.link == nil ? color : linkColor,
                        isStruckThrough: styles?.intent.contains(.strikethrough) ?? false, link: styles?.link))
                x += width
                start = end
            }
        }
        return runs
    }

    /// Draws the text's styled runs over the item just added: gives it its runs, strikes the runs
    /// with strikethrough and records where the links are.
    func drawInlineRuns(
        _ layout: TextLayout, placement: TextPlacement, node: ViewNode, state: RenderState,
        into list: inout DisplayListBuilder
    ) {
        let runs = inlineRuns(layout, placement: placement)
        list.setTextRuns(runs)
        linkTargets?.update(runs, placement: placement, font: layout.font)
        var strikes = Path()
        for run in runs where run.isStruckThrough {
            let y = placement.baseline(ofLine: run.line, font: layout.font) - run.font.size * Self.strikethroughRise
            strikes.move(to: CGPoint(x: run.x, y: y))
            strikes.addLine(to: CGPoint(x: run.x + run.width, y: y))
        }
        guard !strikes.isEmpty else { return }
        let thickness = max(1, (layout.font.size / 17).rounded())
        list.addShape(
            strikes, fill: nil as DrawnPaint?, stroke: Stroke(color: color, lineWidth: thickness), node: node,
            state: state)
    }
}
