import Foundation

/// The link syntax of CommonMark's inline rules: inline destinations and autolinks.
enum MarkdownLinkSyntax {
    /// The destination of an inline link whose `(` is at `start`, and the index after its `)`,
    /// or `nil` when what follows is not `(destination "optional title")`.
    static func inlineDestination(in source: [Character], at start: Int) -> (String, Int)? {
        guard start < source.count, source[start] == "(" else { return nil }
        var j = skipSpace(source, from: start + 1)
        var destination = ""
        if j < source.count, source[j] == "<" {
            j += 1
            while j < source.count, source[j] != ">" {
                if source[j] == "\n" || source[j] == "<" { return nil }
                if source[j] == "\\", j + 1 < source.count, source[j + 1].isMarkdownEscapable {
                    j += 1
                }
                destination.append(source[j])
                j += 1
            }
            guard j < source.count else { return nil }
            j += 1
        } else {
            var depth = 0
            while j < source.count {
                let c = source[j]
                if c == "\\", j + 1 < source.count, source[j + 1].isMarkdownEscapable {
                    destination.append(source[j + 1])
                    j += 2
                    continue
                }
                if c.isWhitespace || (c.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) { break }
                if c == "(" { depth += 1 }
                if c == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                destination.append(c)
                j += 1
            }
            guard depth == 0 else { return nil }
        }
        let afterDestination = j
        j = skipSpace(source, from: j)
        if j > afterDestination, j < source.count, let close = titleCloser(source[j]) {
            j += 1
            while j < source.count, source[j] != close {
                if source[j] == "\\", j + 1 < source.count { j += 1 }
                j += 1
            }
            guard j < source.count else { return nil }
            j = skipSpace(source, from: j + 1)
        }
        guard j < source.count, source[j] == ")" else { return nil }
        return (destination, j + 1)
    }

    /// The URI or email address of an autolink whose `<` is at `start`, and the index after its
    /// `>`, or `nil` when there is none.
    static func autolink(in source: [Character], at start: Int) -> (String, Int)? {
        var j = start + 1
        var target = ""
        while j < source.count, source[j] != ">" {
            let c = source[j]
            if c.isWhitespace || c == "<" { return nil }
            target.append(c)
            j += 1
        }
        guard j < source.count, isURI(target) || isEmail(target) else { return nil }
        return (target, j + 1)
    }

    /// The link `destination` names, resolved against `baseURL` when relative (`nil`: an empty
    /// or malformed destination, which leaves the text unlinked).
    static func url(_ destination: String, baseURL: URL?) -> URL? {
        guard !destination.isEmpty else { return nil }
        return URL(string: destination, relativeTo: baseURL)
    }

    /// CommonMark's absolute URI: a scheme of 2 to 32 characters, a colon, then anything but
    /// spaces, `<` and `>`.
    private static func isURI(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard (2...32).contains(scheme.count), let first = scheme.first, first.isASCII, first.isLetter else {
            return false
        }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }

    /// An email address: a local part and a domain around one `@`, with no spaces.
    private static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."),
            !parts[1].hasSuffix(".")
        else { return false }
        return text.allSatisfy { $0.isASCII && !$0.isWhitespace }
    }

    private static func titleCloser(_ c: Character) -> Character? {
        switch c {
        case "\"": "\""
        case "'": "'"
        case "(": ")"
        default: nil
        }
    }

    private static func skipSpace(_ source: [Character], from index: Int) -> Int {
        var j = index
        while j < source.count, source[j] == " " || source[j] == "\t" || source[j] == "\n" { j += 1 }
        return j
    }
}
