import Foundation

/// The paragraph settings a ``Text`` takes from its environment: line limits, truncation, scaling,
/// alignment and line spacing (SwiftUI's `lineLimit`, `truncationMode`, `minimumScaleFactor`,
/// `allowsTightening`, `multilineTextAlignment` and `lineSpacing`).
struct TextParagraphStyle: Hashable, Sendable {
    /// The most lines shown (`nil`: no limit).
    var lineLimit: Int?
    /// The fewest lines of height the text takes, however short it is (`lineLimit(_:reservesSpace:)`
    /// and the lower bound of a range).
    var reservedLines = 0
    var truncationMode: Text.TruncationMode = .tail
    var minimumScaleFactor: CGFloat = 1
    var allowsTightening = false
    var alignment: TextAlignment = .leading
    var lineSpacing: CGFloat = 0
}

/// Measures a string in a font with extra spacing after each character.
struct TextMetrics {
    let font: Font
    /// Kerning and tracking, added after every character.
    let spacing: CGFloat

    func width(of text: Substring) -> CGFloat {
        text.isEmpty ? 0 : font.width(of: text) + spacing * CGFloat(text.count)
    }

    func width(of text: String) -> CGFloat { width(of: Substring(text)) }
}

/// The lines a text is drawn in, and the font (maybe scaled down) and spacing it is drawn with.
struct TextLayout: Equatable {
    var lines: [String]
    var font: Font
    var spacing: CGFloat
    /// The lines of height the text takes (at least `lines.count`).
    var lineSlots: Int
    /// Whether the lines were cut to fit (`truncate`).
    var isTruncated = false

    /// How much narrower tightening may draw a line: up to 5% of the font size per character, the
    /// most SwiftUI's `allowsTightening` squeezes before it truncates.
    static let tighteningPerPoint: CGFloat = 0.05

    /// The lines of `string` wrapped to `width` (`nil`: unbounded), limited and truncated by `style`,
    /// shrinking the font down to the minimum scale factor first when the text would be cut.
    static func make(_ string: String, font: Font, spacing: CGFloat, width: CGFloat?, style: TextParagraphStyle)
        -> TextLayout
    {
        let limit = style.lineLimit.map { max(1, $0) }
        let fits = { (layout: TextLayout) in !layout.isCut(limit: limit, width: width) }
        var layout = plain(string, font: font, spacing: spacing, width: width, limit: limit)
        if !fits(layout), style.allowsTightening {
            let tight = plain(
                string, font: font, spacing: spacing - font.size * tighteningPerPoint, width: width, limit: limit)
            if fits(tight) { layout = tight }
        }
        let factor = style.minimumScaleFactor.isFinite ? min(max(style.minimumScaleFactor, 0.01), 1) : 1
        if !fits(layout), factor < 1 {
            // Shrink in 1% steps, largest first, until the text fits; at the factor it is cut.
            var scale: CGFloat = 0.99
            while scale > factor {
                let scaled = plain(
                    string, font: font.scaled(by: scale), spacing: spacing * scale, width: width, limit: limit)
                if fits(scaled) { layout = scaled; break }
                scale -= 0.01
            }
            if !fits(layout) {
                layout = plain(
                    string, font: font.scaled(by: factor), spacing: spacing * factor, width: width, limit: limit)
            }
        }
        layout.truncate(string, limit: limit, width: width, mode: style.truncationMode)
        layout.lineSlots = max(layout.lines.count, min(style.reservedLines, limit ?? .max))
        return layout
    }

    /// Wrapped lines, before truncation.
    private static func plain(_ string: String, font: Font, spacing: CGFloat, width: CGFloat?, limit: Int?)
        -> TextLayout
    {
        let metrics = TextMetrics(font: font, spacing: spacing)
        return TextLayout(
            lines: wrap(string, metrics: metrics, width: width), font: font, spacing: spacing, lineSlots: 0)
    }

    var metrics: TextMetrics { TextMetrics(font: font, spacing: spacing) }

    /// Whether drawing these lines would cut the text: more lines than the limit, or (with a
    /// limit) a line wider than `width`.
    private func isCut(limit: Int?, width: CGFloat?) -> Bool {
        guard let limit else { return false }
        if lines.count > limit { return true }
        guard let width else { return false }
        return lines.contains { metrics.width(of: $0) > width + 0.001 }
    }

    /// Keeps the first `limit` lines, the last of them cut with an ellipsis where `mode` says.
    private mutating func truncate(_ string: String, limit: Int?, width: CGFloat?, mode: Text.TruncationMode) {
        guard let limit, lines.count > limit || isCut(limit: limit, width: width) else { return }
        let kept = Array(lines.prefix(limit - 1))
        isTruncated = true
        // The rest of the text, from the last line shown on, read as one line.
        guard let width else {
            // Unbounded lines are cut only by the limit: the ellipsis marks the lines left out.
            lines = kept + [lines[limit - 1] + "…"]
            return
        }
        let rest = lines.dropFirst(limit - 1).joined(separator: " ")
        lines = kept + [Self.ellipsize(rest, metrics: metrics, width: width, mode: mode)]
    }

    private static func ellipsize(_ text: String, metrics: TextMetrics, width: CGFloat, mode: Text.TruncationMode)
        -> String
    {
        let chars = Array(text)
        let fits = { (s: String) in metrics.width(of: s) <= width + 0.001 }
        switch mode {
        case .tail:
            var n = chars.count
            while n > 0, !fits(String(chars[..<n]).trimmingTrailingSpaces + "…") { n -= 1 }
            return String(chars[..<n]).trimmingTrailingSpaces + "…"
        case .head:
            var n = chars.count
            while n > 0, !fits("…" + String(chars[(chars.count - n)...])) { n -= 1 }
            return "…" + String(chars[(chars.count - n)...])
        case .middle:
            var head = (chars.count + 1) / 2, tail = chars.count / 2
            func candidate() -> String { String(chars[..<head]) + "…" + String(chars[(chars.count - tail)...]) }
            while head + tail > 0, !fits(candidate()) {
                if head > tail { head -= 1 } else { tail -= 1 }
            }
            return candidate()
        }
    }

    /// `string`'s lines wrapped to `width` (`nil`: no wrapping): at spaces, a word wider than the
    /// line broken between characters; `\n` always breaks.
    static func wrap(_ string: String, metrics: TextMetrics, width: CGFloat?) -> [String] {
        var out: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, metrics.width(of: paragraph) > width + 0.001 else {
                out.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if metrics.width(of: candidate) <= width + 0.001
                    || line.isEmpty && metrics.width(of: word) <= width + 0.001
                {
                    line = candidate
                    continue
                }
                if !line.isEmpty { out.append(line) }
                // Break a word wider than the line between characters.
                var rest = String(word)
                while metrics.width(of: rest) > width + 0.001 && rest.count > 1 {
                    var piece = ""
                    for ch in rest {
                        if metrics.width(of: piece + String(ch)) > width + 0.001 && !piece.isEmpty { break }
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
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
