/// The identity of a model: its type's name and a number unique in the process.
///
/// Apple's identifier also names the store; on Linux there is one store, in memory, so two
/// identifiers are equal exactly when they name the same model object.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable {
    /// The name of the model's class.
    public let entityName: String
    /// Where the model is kept; always `nil` on Linux, where models are kept in memory only.
    public var storeIdentifier: String? { nil }
    let number: Int

    init(entityName: String, number: Int) {
        self.entityName = entityName
        self.number = number
    }

    /// Orders by entity name, then by creation.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.entityName, lhs.number) < (rhs.entityName, rhs.number)
    }
}
