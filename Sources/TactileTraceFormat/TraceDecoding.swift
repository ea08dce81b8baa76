import Foundation

/// The two fields every file starts with, read before anything else so that a file of another
/// kind or version gets a clear message rather than a missing-field error.
package struct TraceHeader: Decodable {
    var format: String?
    var version: Int?

    package static func decode(_ data: Data, expecting format: String, newest: Int) throws -> (
        format: String, version: Int
    ) {
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
package enum TraceDecoding {
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw translate(error)
        }
    }

    /// Turns a `DecodingError` into a ``TraceError`` with a JSON path.
    package static func translate(_ error: DecodingError) -> TraceError {
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

    package static func underlyingMessage(_ context: DecodingError.Context) -> String {
        if let underlying = context.underlyingError { return "\(underlying.localizedDescription)" }
        return context.debugDescription
    }

    /// `events[3].phase` from a coding path.
    package static func path(_ codingPath: [any CodingKey]) -> String {
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
