import Foundation

/// A string that may contain interpolated values, the way SwiftUI's `Text("…")` takes it.
///
/// Interpolations follow SwiftUI's formatting: integers print as usual, and floating-point values
/// print with `%lf` (six decimals: `Text("\(1.5)")` shows `1.500000`), as SwiftUI's localised string
/// keys do. There is no localisation table: the key is the text.
///
/// A `Text` made from a key reads its literal part as inline Markdown (`**bold**`, `*italic*`,
/// code in backticks, `~~strike~~`, `[link](url)`); interpolated values are arguments, shown as they
/// are and never read as Markdown, as in SwiftUI.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    package let resolved: String
    /// The key as Markdown source: `resolved` with each interpolated value's syntax characters
    /// escaped, so that only the literal part is read as Markdown.
    package let markdown: String

    /// A key with no interpolations.
    public init(_ value: String) {
        resolved = value
        markdown = value
    }
    /// A literal key.
    public init(stringLiteral value: String) {
        resolved = value
        markdown = value
    }
    /// An interpolated key.
    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.output
        markdown = stringInterpolation.markdown
    }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// The literal segments as written and the arguments escaped (`LocalizedStringKey/markdown`).
        var markdown = ""
        /// Literal segments are strings.
        public typealias StringLiteralType = String
        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            markdown += literal
        }
        /// Appends the text of an interpolated value: shown as is, never read as Markdown.
        mutating func appendArgument(_ text: String) {
            output += text
            markdown += MarkdownInlineParser.escaped(text)
        }
        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { appendArgument(string) }
        /// Appends a floating-point value as SwiftUI does (`%lf`: six decimals).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            appendArgument(String(format: "%lf", Double(value)))
        }
        /// Appends a floating-point value formatted with a printf `specifier`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendArgument(String(format: specifier, Double(value)))
        }
        /// Appends an integer.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { appendArgument("\(value)") }
        /// Appends an integer formatted with a printf `specifier`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendArgument(String(format: specifier, Int64(value)))
        }
        /// Appends the string of a `Text`.
        public mutating func appendInterpolation(_ text: Text) { appendArgument(text.string) }
        /// Appends any other value by its description.
        public mutating func appendInterpolation<T>(_ value: T) { appendArgument(String(describing: value)) }
    }

    /// A textual description for debugging.
    public var description: String { resolved }
}

/// The weight of a font.
public struct FontWeight: Hashable, Sendable {
    let value: Int
    /// Weight 100.
    public static let ultraLight = FontWeight(value: 100)
    /// Weight 200.
    public static let thin = FontWeight(value: 200)
    /// Weight 300.
    public static let light = FontWeight(value: 300)
    /// Weight 400.
    public static let regular = FontWeight(value: 400)
    /// Weight 500.
    public static let medium = FontWeight(value: 500)
    /// Weight 600.
    public static let semibold = FontWeight(value: 600)
    /// Weight 700.
    public static let bold = FontWeight(value: 700)
    /// Weight 800.
    public static let heavy = FontWeight(value: 800)
    /// Weight 900.
    public static let black = FontWeight(value: 900)
}

/// A font: a text style (which scales with Dynamic Type in SwiftUI) or a system font of a fixed size.
///
/// Text is measured with documented approximations, not real glyph metrics (there is no font
/// rasteriser on Linux). Point sizes and line heights are iOS's at the default "Large" Dynamic Type
/// size:
///
/// | Style | Size | Line height | Weight |
/// |---|---|---|---|
/// | largeTitle | 34 | 41 | regular |
/// | title | 28 | 34 | regular |
/// | title2 | 22 | 28 | regular |
/// | title3 | 20 | 25 | regular |
/// | headline | 17 | 22 | semibold |
/// | body | 17 | 22 | regular |
/// | callout | 16 | 21 | regular |
/// | subheadline | 15 | 20 | regular |
/// | footnote | 13 | 18 | regular |
/// | caption | 12 | 16 | regular |
/// | caption2 | 11 | 13 | regular |
///
/// `system(size:)` fonts have a line height of `ceil(size × 1.2)`. Character advance is
/// `size × 0.55` for most characters (`× 0.3` for spaces and narrow punctuation, `× 1.0` for CJK
/// and other wide characters, `× 1.05` for emoji), times 1.05 for semibold and heavier weights.
/// The `Design/monospaced` design gives every character `size × 0.6`.
public struct Font: Hashable, Sendable {
    /// The weight of a font.
    public typealias Weight = FontWeight

    /// How glyphs are styled.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A named text style.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The advance of every character of a monospaced font, as a fraction of its size (Menlo's and
    /// SF Mono's 0.6 em).
    static let monospacedAdvance: CGFloat = 0.6

    /// The point size.
    public internal(set) var size: CGFloat
    /// The line height used for layout.
    public internal(set) var lineHeight: CGFloat
    /// The weight.
    public internal(set) var weight: Weight
    /// The design.
    public internal(set) var design: Design
    /// The text style, if the font is one.
    public internal(set) var style: TextStyle?
    /// The variations that change neither the size nor the style (`FontTraits`).
    var traits = FontTraits()

    init(
        size: CGFloat, lineHeight: CGFloat? = nil, weight: Weight, design: Design = .default, style: TextStyle? = nil
    ) {
        self.size = size
        self.lineHeight = lineHeight ?? (size * 1.2).rounded(.up)
        self.weight = weight
        self.design = design
        self.style = style
    }

    private static func style(_ s: TextStyle, _ size: CGFloat, _ line: CGFloat, _ weight: Weight = .regular) -> Font {
        Font(size: size, lineHeight: line, weight: weight, style: s)
    }

    /// The largeTitle text style: 34 pt, 41 pt lines.
    public static let largeTitle = style(.largeTitle, 34, 41)
    /// The title text style: 28 pt, 34 pt lines.
    public static let title = style(.title, 28, 34)
    /// The title2 text style: 22 pt, 28 pt lines.
    public static let title2 = style(.title2, 22, 28)
    /// The title3 text style: 20 pt, 25 pt lines.
    public static let title3 = style(.title3, 20, 25)
    /// The headline text style: 17 pt, 22 pt lines.
    public static let headline = style(.headline, 17, 22, .semibold)
    /// The subheadline text style: 15 pt, 20 pt lines.
    public static let subheadline = style(.subheadline, 15, 20)
    /// The body text style: 17 pt, 22 pt lines.
    public static let body = style(.body, 17, 22)
    /// The callout text style: 16 pt, 21 pt lines.
    public static let callout = style(.callout, 16, 21)
    /// The footnote text style: 13 pt, 18 pt lines.
    public static let footnote = style(.footnote, 13, 18)
    /// The caption text style: 12 pt, 16 pt lines.
    public static let caption = style(.caption, 12, 16)
    /// The caption2 text style: 11 pt, 13 pt lines.
    public static let caption2 = style(.caption2, 11, 13)

    /// The font of a text style.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        let base: Font =
            switch style {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        return Font(
            size: base.size, lineHeight: base.lineHeight, weight: weight ?? base.weight, design: design, style: style)
    }

    /// The system font at a fixed point size.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font with fixed-width characters (`Design/monospaced`).
    public func monospaced() -> Font { design(.monospaced) }

    /// This font with fixed-width digits. Tactile's measured digits already share one advance, so
    /// widths do not change.
    public func monospacedDigit() -> Font { self }

    func design(_ design: Design) -> Font {
        var font = self
        font.design = design
        return font
    }

    /// This font with its size and line height multiplied by `factor` (`minimumScaleFactor`).
    func scaled(by factor: CGFloat) -> Font {
        var font = self
        font.size = size * factor
        font.lineHeight = lineHeight * factor
        return font
    }

    /// The advance of one character, by the table in the type's documentation.
    func advance(of c: Character) -> CGFloat {
        let weightFactor: CGFloat = weight.value >= 600 ? 1.05 : 1
        guard let scalar = c.unicodeScalars.first else { return 0 }
        let widthFactor = traits.widthFactor
        if design == .monospaced { return size * Self.monospacedAdvance * weightFactor * widthFactor }
        let v = scalar.value
        let factor: CGFloat
        switch v {
        case 0x20, 0x2C, 0x2E, 0x3A, 0x3B, 0x21, 0x27, 0x7C, 0x69, 0x6C: factor = 0.3  // space , . : ; ! ' | i l
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60:
            factor = 1.0
        case 0x1F300...0x1FAFF, 0x2600...0x27BF: factor = 1.05
        default: factor = 0.55
        }
        return size * factor * weightFactor * widthFactor
    }

    /// Width of a run of text on one line.
    package func width(of text: Substring) -> CGFloat { text.reduce(0) { $0 + advance(of: $1) } }

    /// Distance from the top of a line to its baseline.
    var ascent: CGFloat { (lineHeight - size) / 2 + size * 0.8 }
}

/// A view that shows read-only text.
///
/// Text is as wide as its longest line when offered enough width; offered less, it wraps at spaces
/// (a word longer than the line is broken between characters). Lines are separated by the font's
/// line height plus the environment's `lineSpacing`; explicit `\n` breaks lines. A line limit
/// (`lineLimit(_:)`) cuts the text with an ellipsis where the truncation mode says, after
/// shrinking it down to the minimum scale factor; see `Docs/ViewLayer.md`.
public struct Text: View, Equatable {
    nonisolated package let string: String
    var font: Font?
    var color: Color?
    /// The style set with `foregroundStyle(_:)` (a colour goes to `color`).
    var shapeStyle: TextShapeStyle?
    var style = TextRunStyle()
    /// Custom attributes on ranges of the string (`customAttribute(_:)`), read from layout runs.
    var attributeSpans: [TextAttributeSpan] = []
    /// Markdown styles and links on ranges of the string (`TextInlineSpan`).
    var inlineSpans: [TextInlineSpan] = []

    /// Text from a (possibly interpolated) key, its literal part read as inline Markdown:
    /// `**strong**` is bold, `*emphasis*` italic, code in backticks monospaced, `~~strike~~` struck
    /// through, and `[text](url)` a link drawn in the tint colour that a tap opens with the
    /// environment's `openURL` action. Interpolated values are shown as they are.
    ///
    /// Parsing follows CommonMark's inline rules for that subset (`AttributedString`'s
    /// `init(markdown:options:baseURL:)` with whitespace preserved); what does not close stays
    /// text. On Linux the runs are laid out in the text's font: a line with bold or code runs is
    /// measured as if it were plain, so it may draw a little wider than its frame.
    nonisolated public init(_ key: LocalizedStringKey) {
        let parsed = MarkdownInlineParser.parse(key.markdown)
        string = parsed.string
        inlineSpans = parsed.spans
    }
    /// Text from a string, shown as is.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text shown exactly as given, with no interpolation formatting.
    nonisolated public init(verbatim content: String) { string = content }

    /// This text with `font`.
    nonisolated public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// This text in `color`.
    nonisolated public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    /// This text in bold.
    nonisolated public func bold() -> Text { fontWeight(.bold) }
    /// This text with `weight`.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self; t.style.weight = weight; return t
    }
    /// This text in italics.
    nonisolated public func italic() -> Text { var t = self; t.style.isItalic = true; return t }

    var weight: Font.Weight? { style.weight }
    var isItalic: Bool { style.isItalic ?? false }

    /// A text is primitive.
    public typealias Body = Never
}

/// The node of a `Text`: measures, wraps and draws its string.
struct TextContent: NodeContent {
    let string: String
    let font: Font
    let color: Color
    let isItalic: Bool
    var runStyle = TextRunStyle()
    var paragraph = TextParagraphStyle()
    /// Drawn as placeholder bars (`View/redacted(reason:)`).
    var isRedacted = false
    /// Custom attributes on ranges of the string, for the runs of the public layout.
    var attributeSpans: [TextAttributeSpan] = []
    /// Whether the environment lays out right to left (the runs' direction).
    var isRightToLeft = false
    /// The renderer that draws the text instead of it (`View/textRenderer(_:)`).
    var renderer: ResolvedTextRenderer?
    /// Markdown styles and links on ranges of the string, drawn as runs (`inlineRuns`).
    var inlineSpans: [TextInlineSpan] = []
    /// The colour links are drawn in: the environment's tint.
    var linkColor = Color.accentColor
    /// Where the links were drawn, for the tap that opens them (`nil`: the text has no links).
    var linkTargets: TextLinkTargets?
    var kindName: String { "Text" }

    /// The opacity of the text colour that redaction bars are drawn in.
    static let redactedOpacity = 0.2
    /// How far an underline lies below its line's baseline, as a fraction of the font's size:
    /// just under the baseline, clear of the glyphs' feet, as in system fonts' underline position.
    static let underlineDrop: CGFloat = 0.1
    /// How far a strikethrough lies above its line's baseline, as a fraction of the font's size:
    /// about half a lowercase letter's height, through the middle of the glyphs.
    static let strikethroughRise: CGFloat = 0.3

    init(string: String, font: Font, color: Color, isItalic: Bool) {
        self.string = string
        self.font = font
        self.color = color
        self.isItalic = isItalic
    }

    /// The content of `text` with what it does not set itself taken from `environment`.
    init(resolving text: Text, in environment: EnvironmentValues) {
        let run = text.style.over(environment.textRunStyle)
        var f = (text.font ?? environment.font ?? .body).scaled(for: environment.dynamicTypeSize)
        if let weight = run.weight { f = f.weight(weight) }
        if let design = run.design { f = f.design(design) }
        if let width = run.width { f = f.width(width) }
        if run.isMonospaced == true { f = f.design(.monospaced) }
        // `italic()` on the text or the view wins over the font's own slant, either way.
        if let italic = run.isItalic { f.traits.isItalic = italic }
        let paint =
            (text.color ?? text.shapeStyle?.style.resolve(in: environment)
            ?? environment.foregroundStyle?.resolve(in: environment) ?? .primary)
            .resolved(for: environment.colorScheme)
        let cased =
            switch environment.textCase {
            case .uppercase?: text.string.uppercased()
            case .lowercase?: text.string.lowercased()
            case nil: text.string
            }
        self.init(string: cased, font: f, color: paint, isItalic: f.traits.isItalic)
        runStyle = run
        paragraph = environment.textParagraphStyle
        isRedacted = environment.redactsText
        attributeSpans = text.attributeSpans
        inlineSpans = text.inlineSpans
        if !inlineSpans.isEmpty { linkColor = TintShapeStyle().resolveStyle(in: environment).solidColor }
        isRightToLeft = environment.isRightToLeft
        renderer = environment.textRenderer.map { ResolvedTextRenderer(renderer: $0, environment: environment) }
    }

    /// The lines of the string laid out in `width` (`nil`: no wrapping).
    func layout(width: CGFloat?) -> TextLayout {
        TextLayout.make(string, font: font, spacing: runStyle.extraSpacing, width: width, style: paragraph)
    }

    /// The lines of the string laid out in `width` for `node`: kept on the node between frames
    /// (`TextLayoutCache`), as the same text at the same width breaks into the same lines.
    func layout(width: CGFloat?, node: ViewNode) -> TextLayout {
        let cache: TextLayoutCache
        if let kept = node.textLayouts {
            cache = kept
        } else {
            cache = TextLayoutCache()
            node.textLayouts = cache
        }
        let key = TextLayoutCache.Key(
            string: string, font: font, spacing: runStyle.extraSpacing, style: paragraph, width: width)
        return cache.layout(for: key) { layout(width: width) }
    }

    /// The lines of the string when wrapped to `width` (`nil`: no wrapping).
    func lines(width: CGFloat?) -> [String] { layout(width: width).lines }

    /// The size of a layout: its widest line by its lines of height, spacing between them, and the
    /// room a baseline offset moves the glyphs by.
    func size(of layout: TextLayout) -> CGSize {
        let widest = layout.lines.map { layout.metrics.width(of: $0) }.max() ?? 0
        let spacing = paragraph.lineSpacing.isFinite ? max(paragraph.lineSpacing, 0) : 0
        let slots = CGFloat(layout.lineSlots)
        let height = slots * layout.font.lineHeight + max(slots - 1, 0) * spacing + abs(baselineOffset)
        return CGSize(width: widest, height: height)
    }

    private var baselineOffset: CGFloat {
        guard let offset = runStyle.baselineOffset, offset.isFinite else { return 0 }
        return offset
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        guard let renderer else { return size(of: layout(width: proposal.width, node: node)) }
        let proxy = TextProxy { size(of: layout(width: $0.width, node: node)) }
        return renderer.renderer.base.sizeThatFits(proposal: proposal, text: proxy)
    }

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        let layout = layout(width: node.size.width, node: node)
        if let renderer, !isRedacted {
            drawWithRenderer(renderer, layout: layout, node: node, state: state, into: &list)
            return
        }
        let placement = placement(of: layout, width: node.size.width)
        if isRedacted {
            list.addShape(
                redactionPath(layout: layout, placement: placement),
                fill: DrawnPaint.color(color.opacity(Self.redactedOpacity)),
                stroke: nil, node: node, state: state)
            return
        }
        list.addText(layout.lines, font: layout.font, color: color, placement: placement, node: node, state: state)
        if !inlineSpans.isEmpty {
            drawInlineRuns(layout, placement: placement, node: node, state: state, into: &list)
        }
        // One call per decoration, not a loop over an array literal: that array would be built
        // on every frame for every text, decorated or not.
        drawDecoration(.underline, runStyle.underline ?? nil, layout, placement, node, state, &list)
        drawDecoration(.strikethrough, runStyle.strikethrough ?? nil, layout, placement, node, state, &list)
    }

    /// Draws the underline or strikethrough `style` describes, if any.
    private func drawDecoration(
        _ line: TextDecorationLine, _ style: Text.LineStyle?, _ layout: TextLayout, _ placement: TextPlacement,
        _ node: ViewNode, _ state: RenderState, _ list: inout DisplayListBuilder
    ) {
        guard let style else { return }
        let path = decorationPath(line, layout: layout, placement: placement)
        let thickness = max(1, (layout.font.size / 17).rounded())
        var stroke = Stroke(color: style.color ?? color, lineWidth: thickness)
        stroke.dash = style.pattern.dashLengths(thickness: thickness)
        list.addShape(path, fill: nil as DrawnPaint?, stroke: stroke, node: node, state: state)
    }

    /// Where each line starts (the multiline alignment within `width`) and how the lines are spaced.
    func placement(of layout: TextLayout, width: CGFloat) -> TextPlacement {
        let alignment = paragraph.alignment
        let offsets: [CGFloat] =
            alignment == .leading
            ? []
            : layout.lines.map { line -> CGFloat in
                let free = max(width - layout.metrics.width(of: line), 0)
                return alignment == .center ? free / 2 : free
            }
        let spacing = paragraph.lineSpacing.isFinite ? max(paragraph.lineSpacing, 0) : 0
        // A positive offset raises the glyphs into room added above; a negative one lowers them.
        return TextPlacement(
            lineOffsets: offsets, lineSpacing: spacing, kerning: layout.spacing,
            baselineShift: baselineOffset < 0 ? -baselineOffset : 0)
    }

    /// The line under (or through) each line of text, from the baseline the glyphs are drawn on
    /// (`TextPlacement`'s, which the renderers use too), so the two cannot drift apart.
    private func decorationPath(_ line: TextDecorationLine, layout: TextLayout, placement: TextPlacement) -> Path {
        var path = Path()
        let font = layout.font
        for (i, text) in layout.lines.enumerated() where !text.isEmpty {
            let baseline = placement.baseline(ofLine: i, font: font)
            let y =
                line == .underline
                ? baseline + font.size * Self.underlineDrop : baseline - font.size * Self.strikethroughRise
            let x = placement.offset(ofLine: i)
            path.move(to: CGPoint(x: x, y: y))
            path.addLine(to: CGPoint(x: x + layout.metrics.width(of: text), y: y))
        }
        return path
    }

    /// A rounded bar per line, as tall as the font's size and as wide as the line.
    private func redactionPath(layout: TextLayout, placement: TextPlacement) -> Path {
        var path = Path()
        let font = layout.font
        for (i, text) in layout.lines.enumerated() where !text.isEmpty {
            let top = placement.baseline(ofLine: i, font: font) - font.ascent + (font.lineHeight - font.size) / 2
            let bar = CGRect(
                x: placement.offset(ofLine: i), y: top, width: layout.metrics.width(of: text), height: font.size)
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: font.size / 6, height: font.size / 6))
        }
        return path
    }

    func hitTestRule(size: CGSize) -> HitTestRule { .frame }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? {
        let layout = layout(width: size.width, node: node)
        let placement = placement(of: layout, width: size.width)
        // The baseline is where the line's glyphs stand before a baseline offset moves them.
        let first = max(baselineOffset, 0) + layout.font.ascent
        if id == VerticalAlignment.firstTextBaseline.key { return first }
        if id == VerticalAlignment.lastTextBaseline.key {
            return first + CGFloat(max(layout.lines.count - 1, 0)) * (layout.font.lineHeight + placement.lineSpacing)
        }
        return nil
    }
}

/// Which line a text decoration draws.
enum TextDecorationLine { case underline, strikethrough }
