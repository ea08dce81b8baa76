/// Text placed in SVG (and XML) documents, shared by the view layer's ``SVGWriter`` and the trace
/// tools' timeline.
package enum SVGText {
    /// `text` with the characters that end text or an attribute value written as entities (`&`,
    /// `<`, `>`, `"`), so it can stand in element content or a double-quoted attribute.
    package static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
