/// A class that SwiftData manages as a stored model: what `@Model` makes of a class.
///
/// Do not conform by hand; write `@Model`. Models are compared and hashed by identity, and
/// identified by ``persistentModelID`` unless the class declares its own `id`.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The model's identity, context and change flags (made by `@Model`).
    var _$persistentState: _PersistentState { get }
    /// The persisted properties, in declaration order (made by `@Model`).
    static var _$schemaProperties: [_SchemaProperty] { get }
}

extension PersistentModel {
    /// The identifier of this model, unique in the process and stable for its lifetime.
    public var persistentModelID: PersistentIdentifier {
        PersistentIdentifier(entityName: String(describing: Self.self), number: _$persistentState.number)
    }

    /// The context the model was inserted into, or `nil` before it is inserted and after it is
    /// deleted and the deletion saved.
    public var modelContext: ModelContext? { _$persistentState.context }

    /// Whether the model has changes its context has not saved: it was inserted, or a persisted
    /// property was set, since the last `save()`.
    public var hasChanges: Bool { _$persistentState.hasChanges }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _$persistentState.isDeleted }

    /// The model's identity, as `Identifiable` asks: its ``persistentModelID``.
    public var id: PersistentIdentifier { persistentModelID }

    /// Models are equal when they are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
