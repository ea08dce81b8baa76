/// A key for a custom value of a ``Transaction``, SwiftUI's `TransactionKey`: read and write it
/// with the transaction's subscript, `transaction[MyKey.self]`.
///
/// ```swift
/// private struct IsUndoKey: TransactionKey { static let defaultValue = false }
/// extension Transaction {
///     var isUndo: Bool {
///         get { self[IsUndoKey.self] }
///         set { self[IsUndoKey.self] = newValue }
///     }
/// }
/// withTransaction(\.isUndo, true) { model.undo() }
/// ```
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a transaction that does not set one.
    static var defaultValue: Value { get }
    /// Whether two values are the same (by `==` where the value is `Equatable`).
    static func _valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool
}

extension TransactionKey {
    /// Values that are not `Equatable` are never the same.
    public static func _valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool { false }
}

extension TransactionKey where Value: Equatable {
    /// Equal values are the same.
    public static func _valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool { lhs == rhs }
}

/// The custom values of a transaction, by key type.
///
/// `@unchecked Sendable`: a transaction travels with a state change on the main actor; its custom
/// values are set and read there.
package struct TransactionValues: Equatable, @unchecked Sendable {
    private struct Entry {
        let value: Any
        let isSame: (Any, Any) -> Bool
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    package init() {}

    /// Whether no key is set.
    package var isEmpty: Bool { entries.isEmpty }

    /// The value for `key`, or its default.
    package subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { entries[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue }
        set {
            entries[ObjectIdentifier(key)] = Entry(value: newValue) { a, b in
                guard let a = a as? K.Value, let b = b as? K.Value else { return false }
                return K._valuesEqual(a, b)
            }
        }
    }

    /// Whether both set the same keys to the same values.
    package static func == (lhs: TransactionValues, rhs: TransactionValues) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        for (key, entry) in lhs.entries {
            guard let other = rhs.entries[key], entry.isSame(entry.value, other.value) else { return false }
        }
        return true
    }
}

extension Transaction {
    /// The transaction's value for the custom key `key` (its default where not set).
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
