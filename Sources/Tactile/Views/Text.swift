import Foundation

/// A string that may contain interpolated values, the way SwiftUI's `Text("…")` takes it.
///
/// Interpolations follow SwiftUI's formatting: integers print as usual, and floating-point values
/// print with `%lf` (six decimals: `Text("\(1.5)")` shows `1.500000`), as SwiftUI's localised string
/// keys do. There is no localisation table: the key is the text.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    let resolved: String

    /// A key with no interpolations.
    public init(_ value: String) { resolved = value }
    /// A literal key.
    public init(stringLiteral value: String) { resolved = value }
    /// An interpolated key.
    public init(stringInterpolation: StringInterpolation) { resolved = stringInterpolation.output }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { output += literal }
        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { output += string }
        /// Appends a floating-point value as SwiftUI does (`%lf`: six decimals).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            output += String(format: "%lf", Double(value))
        }
        /// Appends a floating-point value formatted with a printf `specifier`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            output += String(format: specifier, Double(value))
        }
        /// Appends an integer.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { output += "\(value)" }
        /// Appends an integer formatted with a printf `specifier`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += String(format: specifier, Int64(value))
        }
        /// Appends the string of a `Text`.
        public mutating func appendInterpolation(_ text: Text) { output += text.string }
        /// Appends any other value by its description.
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
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
public struct Font: Hashable, Sendable {
    /// The weight of a font.
    public typealias Weight = FontWeight

    /// How glyphs are styled.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A named text style.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The point size.
    public let size: CGFloat
    /// The line height used for layout.
    public let lineHeight: CGFloat
    /// The weight.
    public let weight: Weight
    /// The design.
    public let design: Design
    /// The text style, if the font is one.
    public let style: TextStyle?

    init(size: CGFloat, lineHeight: CGFloat? = nil, weight: Weight, design: Design = .default, style: TextStyle? = nil)
    {
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
        Font(size: size, lineHeight: lineHeight, weight: weight, design: design, style: style)
    }

    /// The advance of one character, by the table in the type's documentation.
    func advance(of c: Character) -> CGFloat {
        let weightFactor: CGFloat = weight.value >= 600 ? 1.05 : 1
        guard let scalar = c.unicodeScalars.first else { return 0 }
        let v = scalar.value
        let factor: CGFloat
        switch v {
        case 0x20, 0x2C, 0x2E, 0x3A, 0x3B, 0x21, 0x27, 0x7C, 0x69, 0x6C: factor = 0.3  // space , . : ; ! ' | i l
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60:
            factor = 1.0
        case 0x1F300...0x1FAFF, 0x2600...0x27BF: factor = 1.05
        default: factor = 0.55
        }
        return size * factor * weightFactor
    }

    /// Width of a run of text on one line.
    func width(of text: Substring) -> CGFloat { text.reduce(0) { $0 + advance(of: $1) } }

    /// Distance from the top of a line to its baseline.
    var ascent: CGFloat { (lineHeight - size) / 2 + size * 0.8 }
}

/// A view that shows read-only text.
///
/// Text is as wide as its longest line when offered enough width; offered less, it wraps at spaces
/// (a word longer than the line is broken between characters). Lines are separated by the font's
/// line height; explicit `\n` breaks lines.
public struct Text: View, Equatable {
    let string: String
    var font: Font?
    var color: Color?
    var weight: Font.Weight?
    var isItalic = false

    /// Text from a (possibly interpolated) key.
    public init(_ key: LocalizedStringKey) { string = key.resolved }
    /// Text from a string, shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text shown exactly as given, with no interpolation formatting.
    public init(verbatim content: String) { string = content }

    /// This text with `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// This text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// This text in italics.
    public func italic() -> Text { var t = self; t.isItalic = true; return t }

    /// A text is primitive.
    public typealias Body = Never
}

extension Text: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        var f = font ?? inputs.environment.font ?? .body
        if let weight { f = f.weight(weight) }
        let paint = color ?? inputs.environment.foregroundStyle?.resolve(in: inputs.environment) ?? .primary
        return [inputs.node(TextContent(string: string, font: f, color: paint, isItalic: isItalic))]
    }
}

/// The node of a ``Text``: measures, wraps and draws its string.
struct TextContent: NodeContent {
    let string: String
    let font: Font
    let color: Color
    let isItalic: Bool
    var kindName: String { "Text" }

    /// The lines of the string when wrapped to `width` (`nil`: no wrapping).
    func lines(width: CGFloat?) -> [String] {
        var out: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, font.width(of: paragraph) > width + 0.001 else { out.append(String(paragraph)); continue }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if font.width(of: Substring(candidate)) <= width + 0.001
                    || line.isEmpty && font.width(of: word) <= width + 0.001
                {
                    line = candidate
                    continue
                }
                if !line.isEmpty { out.append(line) }
                // Break a word wider than the line between characters.
                var rest = String(word)
                while font.width(of: Substring(rest)) > width + 0.001 && rest.count > 1 {
                    var piece = ""
                    for ch in rest {
                        if font.width(of: Substring(piece + String(ch))) > width + 0.001 && !piece.isEmpty { break }
                        piece.append(ch)
                    }
                    out.append(piece)
                    rest.removeFirst(piece.count)
                }
                line = rest
            }
            out.append(line)
        }
        return out
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let ls = lines(width: proposal.width)
        let widest = ls.map { font.width(of: Substring($0)) }.max() ?? 0
        return CGSize(width: widest, height: CGFloat(ls.count) * font.lineHeight)
    }

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        list.addText(lines(width: node.size.width), font: font, color: color, node: node, state: state)
    }

    func hitTestRule(size: CGSize) -> HitTestRule { .frame }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? {
        if id == VerticalAlignment.firstTextBaseline.key { return font.ascent }
        if id == VerticalAlignment.lastTextBaseline.key { return size.height - font.lineHeight + font.ascent }
        return nil
    }
}
