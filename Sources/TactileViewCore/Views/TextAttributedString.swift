import Foundation

extension Text {
    /// Text showing the characters of `attributedContent`, styled by its SwiftUI attributes
    /// (`AttributeScopes.SwiftUIAttributes`).
    ///
    /// Tactile draws a text in one font and one set of character styles: the first run's font,
    /// foreground colour, underline, strikethrough, kerning, tracking and baseline offset apply to
    /// the whole text (as for texts joined with `+`; Docs/Decisions.md, "Attributed text").
    /// Runs' `inlinePresentationIntent` (bold, italic, code, strikethrough) and `link` are drawn
    /// per run, as for Markdown in `Text(_:)` of a key, and a tap on a link opens it with the
    /// environment's `openURL` action. Background colours are not drawn.
    @_disfavoredOverload
    nonisolated public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
        guard let first = attributedContent.runs.first else { return }
        typealias Attributes = AttributeScopes.SwiftUIAttributes
        font = first[Attributes.FontAttribute.self]
        color = first[Attributes.ForegroundColorAttribute.self]
        if let underline = first[Attributes.UnderlineStyleAttribute.self] { style.underline = .some(underline) }
        if let strikethrough = first[Attributes.StrikethroughStyleAttribute.self] {
            style.strikethrough = .some(strikethrough)
        }
        style.kerning = first[Attributes.KerningAttribute.self]
        style.tracking = first[Attributes.TrackingAttribute.self]
        style.baselineOffset = first[Attributes.BaselineOffsetAttribute.self]
        inlineSpans = Self.inlineSpans(of: attributedContent)
    }
}

extension Text {
    /// The runs of `attributed` with an inline presentation intent or a link, as character offsets.
    nonisolated static func inlineSpans(of attributed: AttributedString) -> [TextInlineSpan] {
        var spans: [TextInlineSpan] = []
        let characters = attributed.characters
        for run in attributed.runs {
            let intent = run[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] ?? []
            let link = run.link
            guard !intent.isEmpty || link != nil else { continue }
            let lower = characters.distance(from: characters.startIndex, to: run.range.lowerBound)
            let count = characters.distance(from: run.range.lowerBound, to: run.range.upperBound)
            spans.append(TextInlineSpan(range: lower..<(lower + count), intent: intent, link: link))
        }
        return spans
    }
}
