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
