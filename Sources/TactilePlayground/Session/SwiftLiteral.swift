import Foundation

/// Text written into generated Swift source as string literals: the tests a session downloads as
/// and the manifest of the host package that previews a package.
enum SwiftLiteral {
    /// `text` as a Swift string literal, quotes included.
    static func string(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// `text` escaped for inside a Swift string literal: backslashes, quotes, newlines, returns and
    /// tabs by their escapes, the other control characters (C0, DEL and C1) as `\u{…}`, everything
    /// else as it is.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
