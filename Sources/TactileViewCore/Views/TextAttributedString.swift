import Foundation

extension Text {
    /// Text showing the characters of `attributedContent`, styled by its SwiftUI attributes
    /// (`AttributeScopes.SwiftUIAttributes`).
    ///
    /// Tactile draws a text in one font and one set of character styles: the first run's font,
    /// foreground colour, underline, strikethrough, kerning, tracking and baseline offset apply to
    /// the whole text (as for texts joined with `+`; Docs/Decisions.md, "Attributed text").
    /// Background colours and links are not drawn.
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
    }
}
