import Foundation

extension TextContent {
    /// The public layout of `layout` as drawn in `width`: one `Text.Layout.Line` per line, at the
    /// baseline and offset the text is drawn at, split into runs where the characters' custom
    /// attributes change.
    func publicLayout(_ layout: TextLayout, width: CGFloat) -> Text.Layout {
        let placement = placement(of: layout, width: width)
        let indices = TextCharacterMap.indices(
            of: layout.lines, in: string, isTruncated: layout.isTruncated, mode: paragraph.truncationMode)
        let paint = TextRunPaint(
            font: layout.font, color: color, kerning: layout.spacing, leading: placement.lineSpacing)
        var lines: [Text.Layout.Line] = []
        lines.reserveCapacity(layout.lines.count)
        for (i, text) in layout.lines.enumerated() {
            let origin = CGPoint(x: placement.offset(ofLine: i), y: placement.baseline(ofLine: i, font: layout.font))
            let runs = runs(of: Array(text), characters: indices[i], origin: origin, paint: paint)
            let width = runs.reduce(0) { $0 + $1.typographicBounds.width }
            lines.append(
                Text.Layout.Line(origin: origin, runs: runs, bounds: paint.bounds(origin: origin, width: width)))
        }
        return Text.Layout(lines: lines, isTruncated: layout.isTruncated)
    }

    /// The runs of one line: consecutive glyphs with the same custom attributes.
    private func runs(of glyphs: [Character], characters: [Int], origin: CGPoint, paint: TextRunPaint)
        -> [Text.Layout.Run]
    {
        guard !glyphs.isEmpty else { return [] }
        let advances = glyphs.map { paint.font.advance(of: $0) + paint.kerning }
        let attributes = characters.map { TextAttributeValues(at: $0, in: attributeSpans) }
        var runs: [Text.Layout.Run] = []
        var start = 0
        var x = origin.x
        while start < glyphs.count {
            var end = start + 1
            while end < glyphs.count, attributes[end] == attributes[start] { end += 1 }
            runs.append(
                Text.Layout.Run(
                    glyphs: Array(glyphs[start..<end]), advances: Array(advances[start..<end]),
                    characters: Array(characters[start..<end]), origin: CGPoint(x: x, y: origin.y), style: paint,
                    attributes: attributes[start], isRightToLeft: isRightToLeft))
            x += advances[start..<end].reduce(0, +)
            start = end
        }
        return runs
    }
}

/// Finds the character of a text's string that each glyph of its laid-out lines draws.
enum TextCharacterMap {
    /// For each line, the offset in `string` of each of its characters. Lines are the string's
    /// characters in order, less the spaces and newlines they were broken at; the last line of a
    /// truncated text keeps characters before its ellipsis from the front of what is left and
    /// after it from the end of the string, and the ellipsis takes the first character it hides.
    static func indices(of lines: [String], in string: String, isTruncated: Bool, mode: Text.TruncationMode)
        -> [[Int]]
    {
        let chars = Array(string)
        var next = 0
        var result: [[Int]] = []
        result.reserveCapacity(lines.count)
        for (i, line) in lines.enumerated() {
            let glyphs = Array(line)
            guard isTruncated, i == lines.count - 1, let cut = ellipsis(in: glyphs, mode: mode) else {
                result.append(forward(glyphs[...], chars, &next))
                continue
            }
            var indices = forward(glyphs[..<cut], chars, &next)
            while next < chars.count, chars[next] == " " || chars[next] == "\n" { next += 1 }
            indices.append(min(next, max(chars.count - 1, 0)))
            indices += backward(glyphs[(cut + 1)...], chars, downTo: next)
            result.append(indices)
        }
        return result
    }

    /// Where the ellipsis of a truncated line is: the last one for tail truncation (the text
    /// itself may hold one before), else the first.
    private static func ellipsis(in glyphs: [Character], mode: Text.TruncationMode) -> Int? {
        mode == .tail ? glyphs.lastIndex(of: "…") : glyphs.firstIndex(of: "…")
    }

    /// Matches `glyphs` in `chars` from `next` on, moving `next` past the last one matched.
    private static func forward(_ glyphs: ArraySlice<Character>, _ chars: [Character], _ next: inout Int) -> [Int] {
        glyphs.map { glyph in
            var q = next
            while q < chars.count, chars[q] != glyph { q += 1 }
            guard q < chars.count else { return min(next, max(chars.count - 1, 0)) }
            next = q + 1
            return q
        }
    }

    /// Matches `glyphs` in `chars` from the end back to `floor`.
    private static func backward(_ glyphs: ArraySlice<Character>, _ chars: [Character], downTo floor: Int) -> [Int] {
        var q = chars.count - 1
        var out: [Int] = []
        for glyph in glyphs.reversed() {
            while q >= floor, chars[q] != glyph { q -= 1 }
            out.append(max(q, floor))
            q -= 1
        }
        return out.reversed()
    }
}
