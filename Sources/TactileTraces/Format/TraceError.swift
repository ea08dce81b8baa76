import Foundation

/// Why a trace or outcome file could not be read. Each case's ``description`` is a message for a
/// person: what is wrong and where (a JSON path such as `events[3].phase`).
public enum TraceError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(path: String, reason: String)
    /// The bytes are not JSON.
    case notJSON(reason: String)
    /// The JSON is not a file of the expected kind (`format` is missing or different).
    case wrongFormat(expected: String, found: String?)
    /// The file is of a newer version than this code reads.
    case unsupportedVersion(found: Int, newest: Int)
    /// A field is missing, has the wrong type or an invalid value.
    case invalid(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .notJSON(let reason):
            "not a JSON file: \(reason)"
        case .wrongFormat(let expected, let found):
            if let found {
                "this is a \"\(found)\" file, not a \"\(expected)\" file"
            } else {
                "no \"format\" field: not a \"\(expected)\" file"
            }
        case .unsupportedVersion(let found, let newest):
            "format version \(found) is not supported (this tactile reads versions 1 to \(newest))"
        case .invalid(let path, let reason):
            "\(path): \(reason)"
        }
    }
}

/// The two fields every file starts with, read before anything else so that a file of another
/// kind or version gets a clear message rather than a missing-field error.
struct TraceHeader: Decodable {
    var format: String?
    var version: Int?

    static func decode(_ data: Data, expecting format: String, newest: Int) throws -> (format: String, version: Int) {
        let header: TraceHeader
        do {
            header = try JSONDecoder().decode(TraceHeader.self, from: data)
        } catch let error as DecodingError {
            if case .typeMismatch(_, let context) = error, context.codingPath.isEmpty {
                throw TraceError.wrongFormat(expected: format, found: nil)
            }
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw TraceError.notJSON(reason: TraceDecoding.underlyingMessage(context))
            }
            throw TraceDecoding.translate(error)
        }
        guard header.format == format else {
            throw TraceError.wrongFormat(expected: format, found: header.format)
        }
        guard let version = header.version else {
            throw TraceError.invalid(path: "version", reason: "missing")
        }
        guard version >= 1, version <= newest else {
            throw TraceError.unsupportedVersion(found: version, newest: newest)
        }
        return (format, version)
    }
}

/// Decoding with messages a person can act on.
enum TraceDecoding {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw translate(error)
        }
    }

    /// Turns a `DecodingError` into a ``TraceError`` with a JSON path.
    static func translate(_ error: DecodingError) -> TraceError {
        switch error {
        case .keyNotFound(let key, let context):
            return .invalid(path: path(context.codingPath + [key]), reason: "missing")
        case .valueNotFound(let type, let context):
            return .invalid(path: path(context.codingPath), reason: "is null, expected \(describe(type))")
        case .typeMismatch(let type, let context):
            return .invalid(path: path(context.codingPath), reason: "expected \(describe(type))")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return .notJSON(reason: underlyingMessage(context)) }
            return .invalid(path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .invalid(path: "", reason: "\(error)")
        }
    }

    static func underlyingMessage(_ context: DecodingError.Context) -> String {
        if let underlying = context.underlyingError { return "\(underlying.localizedDescription)" }
        return context.debugDescription
    }

    /// `events[3].phase` from a coding path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var out = ""
        for key in codingPath {
            if let index = key.intValue {
                out += "[\(index)]"
            } else {
                out += (out.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return out.isEmpty ? "(top level)" : out
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "\(type)"
        }
    }
}
