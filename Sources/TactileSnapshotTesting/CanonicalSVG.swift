import Foundation

/// The form of an SVG document that snapshots store, so that identical frames give identical files
/// on every machine.
///
/// Tactile's SVG writer already writes numbers with at most three decimals and no negative zero,
/// one element a line, and numbers its definitions' ids in order of first use. What can still
/// differ between two writes of the same frame is what the platform puts around it: line endings
/// (`\r\n` from a checkout on Windows) and the final newline; both are made `\n` here, and ids are
/// renumbered in order of appearance so that a snapshot does not depend on how the writer counts.
public enum CanonicalSVG {
    /// `svg` in canonical form.
    public static func canonical(_ svg: String) -> String {
        var text = svg.replacingOccurrences(of: "\r\n", with: "\n")
        text = renumberingIDs(text)
        if !text.hasSuffix("\n") { text += "\n" }
        return text
    }

    /// `text` with every `id="…"` definition renamed `d1`, `d2`, … in order of appearance, and
    /// every reference to it (`url(#…)`, `href="#…"`) renamed with it.
    static func renumberingIDs(_ text: String) -> String {
        let marker = " id=\""
        var names: [String: String] = [:]
        var order: [String] = []
        var rest = text[...]
        while let range = rest.range(of: marker) {
            let after = rest[range.upperBound...]
            guard let close = after.firstIndex(of: "\"") else { break }
            let id = String(after[..<close])
            if names[id] == nil {
                order.append(id)
                names[id] = "d\(order.count)"
            }
            rest = after[close...]
        }
        guard !order.isEmpty else { return text }
        var result = text
        // Placeholders first, so that a new name never collides with an old one not yet renamed.
        for (index, id) in order.enumerated() {
            let placeholder = "\u{1}\(index)\u{1}"
            for (prefix, suffix) in [(" id=\"", "\""), ("url(#", ")"), ("href=\"#", "\"")] {
                result = result.replacingOccurrences(of: prefix + id + suffix, with: prefix + placeholder + suffix)
            }
        }
        for (index, id) in order.enumerated() {
            result = result.replacingOccurrences(of: "\u{1}\(index)\u{1}", with: names[id] ?? id)
        }
        return result
    }
}
