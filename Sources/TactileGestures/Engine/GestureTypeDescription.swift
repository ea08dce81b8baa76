import Foundation

/// The descriptions of gesture types that ``GestureAttachment/gestureDescription`` holds, made once
/// per type: a view that renders again (a scroll view on every move of its content) makes its
/// attachments again, and `String(describing:)` of a type reflects it and builds a new string
/// each time (about 8 allocations and 1,000 instructions).
@usableFromInline
enum GestureTypeDescription {
    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var descriptions: [ObjectIdentifier: String] = [:]

    /// `String(describing: type)`, made on the first call for `type` and kept.
    @usableFromInline
    static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let description = descriptions[key] { return description }
        let description = String(describing: type)
        descriptions[key] = description
        return description
    }
}
