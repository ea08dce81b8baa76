/// Makes a class a model that SwiftData manages: the class becomes `Observable` and
/// ``PersistentModel``.
///
/// Every stored `var` that is not `@Transient` is persisted: reading it is tracked as an
/// `@Observable` property is (a view that reads it updates when it changes), and writing it marks
/// the model and its context as changed. Computed properties, `let`s and `@Transient` properties are
/// left as they are. On Linux the models live in memory, for as long as the process runs.
@attached(
    member,
    names: named(_$observationRegistrar), named(_$persistentState), named(access), named(withMutation),
    named(_$schemaProperties))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "TactileMacros", type: "ModelMacro")

/// Put by `@Model` on each persisted property: reads and writes go through the class's observation
/// registrar and its persistent state. Not written by hand.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "TactileMacros", type: "PersistedPropertyMacro")

/// Describes how SwiftData keeps a property. On Linux only `.unique` changes anything: inserting a
/// model whose unique value another model of its type already has updates that model instead (an
/// upsert). The other options, `originalName` and `hashModifier` are accepted and have no effect.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "TactileMacros", type: "SchemaMarkerMacro")

/// Describes a relationship to other models. On Linux `deleteRule` is applied when the model is
/// deleted (see ``ModelContext/delete(_:)``); `.unique` acts as on an attribute. The inverse is not
/// maintained: setting one side does not change the other (Docs/ViewLayer.md, "SwiftData").
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "TactileMacros", type: "SchemaMarkerMacro")

/// Tells SwiftData not to persist the property: it stays a plain stored property, not observed and
/// not part of the model's changes, upserts or rollbacks.
@attached(peer)
public macro Transient() = #externalMacro(module: "TactileMacros", type: "SchemaMarkerMacro")
