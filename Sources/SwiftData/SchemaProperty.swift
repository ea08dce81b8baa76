/// One persisted property of a model class, as `@Model` lists them: its name and what the context
/// needs to read, copy and restore it, to compare unique values and to follow relationships.
///
/// Relationships are found by value: a property holding a model, an optional model, or a
/// collection of models is a relationship; any other is an attribute.
public struct _SchemaProperty: @unchecked Sendable {
    // @unchecked: the closures capture only key paths, which are immutable.
    /// The property's name.
    public let name: String
    /// Whether `@Attribute(.unique)` or `@Relationship(.unique)` marks it.
    public let isUnique: Bool
    /// What deleting the model does to the models this property refers to.
    public let deleteRule: Schema.Relationship.DeleteRule
    let read: (any PersistentModel) -> Any?
    let write: ((any PersistentModel, Any) -> Void)?

    /// A mutable property.
    public init<Model: PersistentModel, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, Value>, unique: Bool = false,
        deleteRule: Schema.Relationship.DeleteRule = .nullify
    ) {
        self.name = name
        self.isUnique = unique
        self.deleteRule = deleteRule
        read = { ($0 as? Model)?[keyPath: keyPath] }
        write = { model, value in
            guard let model = model as? Model, let value = value as? Value else { return }
            model[keyPath: keyPath] = value
        }
    }

    /// A constant (`let`) property: read, never written.
    public init<Model: PersistentModel, Value>(
        _ name: String, _ keyPath: KeyPath<Model, Value>, unique: Bool = false,
        deleteRule: Schema.Relationship.DeleteRule = .nullify
    ) {
        self.name = name
        self.isUnique = unique
        self.deleteRule = deleteRule
        read = { ($0 as? Model)?[keyPath: keyPath] }
        write = nil
    }

    /// The models the property of `model` refers to (none for an attribute).
    func related(of model: any PersistentModel) -> [any PersistentModel] {
        guard let value = read(model) else { return [] }
        return Self.models(in: value)
    }

    /// The value `unique` compares, when it is hashable.
    func uniqueValue(of model: any PersistentModel) -> AnyHashable? {
        guard let value = read(model) else { return nil }
        if let related = value as? any PersistentModel { return AnyHashable(ObjectIdentifier(related)) }
        return value as? AnyHashable
    }

    /// Removes `target` from what the property of `model` refers to: drops it from a collection,
    /// sets an optional to `nil`. A non-optional single reference cannot be cleared and is left.
    /// Returns whether the property changed.
    @discardableResult
    func removeReference(to target: any PersistentModel, in model: any PersistentModel) -> Bool {
        guard let write, let value = read(model) else { return false }
        if let single = value as? any PersistentModel {
            guard single === target, let none = Self.none(like: value) else { return false }
            write(model, none)
            return true
        }
        guard let many = value as? [any PersistentModel], many.contains(where: { $0 === target }) else { return false }
        write(model, Self.array(many.filter { $0 !== target }, like: value))
        return true
    }

    /// The models a property value holds: a model, an optional one, or an array of them (optional
    /// or not). Other collections of models (a `Set`) are not followed.
    static func models(in value: Any) -> [any PersistentModel] {
        if let single = value as? any PersistentModel { return [single] }
        return value as? [any PersistentModel] ?? []
    }

    /// `nil` of the optional type of `value`, or `nil` when `value` is not optional.
    private static func none(like value: Any) -> Any? {
        (type(of: value) as? any _OptionalModel.Type)?.nilValue
    }

    /// `models` as an array of the same type as `value` (`[Tag]`, not `[any PersistentModel]`).
    private static func array(_ models: [any PersistentModel], like value: Any) -> Any {
        (type(of: value) as? any _ModelArray.Type)?.make(models) ?? models
    }
}

/// An optional, so that a reference can be set to `nil` through a type-erased write.
private protocol _OptionalModel { static var nilValue: Any { get } }
extension Optional: _OptionalModel { fileprivate static var nilValue: Any { Optional<Wrapped>.none as Any } }

/// An array of models, so that a filtered copy keeps its element type.
private protocol _ModelArray { static func make(_ models: [any PersistentModel]) -> Any }
extension Array: _ModelArray {
    fileprivate static func make(_ models: [any PersistentModel]) -> Any { models.compactMap { $0 as? Element } }
}
