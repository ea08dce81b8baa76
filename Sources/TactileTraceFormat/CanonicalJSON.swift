import Foundation

/// A JSON value, as the canonical writer prints it.
package enum JSONValue: Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

/// Writes trace files byte for byte the same way every time.
///
/// The layout is fixed so that files diff well and re-encoding never changes a byte:
///
/// - keys sorted (by Unicode scalars);
/// - the top-level object has one key per line, indented by two spaces;
/// - a top-level array has one element per line, indented by four spaces, each element written
///   on that one line (`{"kind": "touch", "phase": "down", …}`);
/// - numbers are rounded to at most ``fractionDigits`` decimal places and written in their
///   shortest form that reads back as the same `Double` (`200`, `0.016667`, `-3.5`); `-0` is `0`;
/// - strings are escaped minimally (`"`, `\`, control characters); non-ASCII text is kept as is;
/// - the file ends with one newline.
package enum CanonicalJSON {
    /// Decimal places kept in every number: microseconds for times, millionths of a point for
    /// locations.
    package static let fractionDigits = 6

    /// The canonical text of `value`, which must encode as a JSON object.
    package static func encode<T: Encodable>(_ value: T) throws -> String {
        let data = try JSONEncoder().encode(value)
        let tree = try JSONDecoder().decode(JSONValue.self, from: data)
        return write(tree)
    }

    /// The canonical text of a JSON value.
    package static func write(_ value: JSONValue) -> String {
        var out = ""
        switch value {
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            let keys = members.keys.sorted(by: isOrderedBefore)
            for (index, key) in keys.enumerated() {
                out += "  " + quoted(key) + ": "
                if case .array(let elements) = members[key]!, !elements.isEmpty {
                    out += "[\n"
                    for (i, element) in elements.enumerated() {
                        out += "    " + inline(element) + (i == elements.count - 1 ? "\n" : ",\n")
                    }
                    out += "  ]"
                } else {
                    out += inline(members[key]!)
                }
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += "}\n"
        default:
            out = inline(value) + "\n"
        }
        return out
    }

    /// A value on one line, with a space after each `:` and `,`.
    package static func inline(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .number(let number): format(number)
        case .string(let string): quoted(string)
        case .array(let elements): "[" + elements.map(inline).joined(separator: ", ") + "]"
        case .object(let members):
            "{"
                + members.keys.sorted(by: isOrderedBefore)
                .map { quoted($0) + ": " + inline(members[$0]!) }
                .joined(separator: ", ") + "}"
        }
    }

    /// `number` rounded to ``fractionDigits`` places, in its shortest exact form.
    package static func format(_ number: Double) -> String {
        let rounded = round(number)
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return "\(rounded)"
    }

    /// `number` rounded to ``fractionDigits`` decimal places (half away from zero).
    package static func round(_ number: Double) -> Double {
        guard number.isFinite, abs(number) < 1e15 else { return number }
        let scale = 1_000_000.0
        return (number * scale).rounded() / scale
    }

    private static func isOrderedBefore(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    package static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
