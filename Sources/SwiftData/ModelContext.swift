/// Where an app inserts, fetches, changes and deletes its models, and saves the changes.
///
/// On Linux a context works in memory: inserted models are visible to its own fetches at once and
/// to the container's other contexts after `save()`; saving writes nothing (it makes the changes
/// the container's and clears ``hasChanges``). Use a context on one thread at a time, as in
/// SwiftData; the main context belongs to the main actor.
public final class ModelContext {
    /// The container whose models this context works on.
    public let container: ModelContainer
    /// Whether the context saves by itself. Kept for the app to read; on Linux unsaved changes are
    /// already visible to this context's fetches and queries, so nothing saves on a timer.
    public var autosaveEnabled = false

    /// Inserted and not saved, in order of insertion.
    var inserted: [ObjectIdentifier: any PersistentModel] = [:]
    var insertionOrder: [ObjectIdentifier] = []
    /// Deleted and not saved.
    var deleted: [ObjectIdentifier: any PersistentModel] = [:]
    /// Saved models whose persisted properties changed since the last save.
    var changed: [ObjectIdentifier: any PersistentModel] = [:]
    /// Bumped by every insertion and deletion, which this context's fetches observe.
    let signal = ChangeSignal()
    /// Set while `rollback()` restores values, so that the restoring writes are not changes.
    var isRestoring = false

    /// A context of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Whether the context has inserted, deleted or changed models it has not saved.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty }

    /// The models inserted since the last save, in order of insertion.
    public var insertedModelsArray: [any PersistentModel] { insertionOrder.compactMap { inserted[$0] } }

    /// The models deleted since the last save.
    public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }

    /// The saved models changed since the last save.
    public var changedModelsArray: [any PersistentModel] { Array(changed.values) }

    /// Whether `model` is one of the models this context sees: saved in the container or inserted
    /// here, and not deleted here.
    func isRegistered(_ model: any PersistentModel) -> Bool {
        let id = ObjectIdentifier(model)
        guard deleted[id] == nil else { return false }
        return inserted[id] != nil || container.store.contains(model)
    }

    /// The models this context sees, saved first, then inserted, each in order.
    func liveModels(includePending: Bool = true) -> [any PersistentModel] {
        var models = container.store.all
        guard includePending else { return models }
        models.removeAll { deleted[ObjectIdentifier($0)] != nil }
        models += insertedModelsArray
        return models
    }

    /// The model with `persistentModelID` this context sees, or `nil`.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        liveModels().first { ($0 as? T)?.persistentModelID == persistentModelID } as? T
    }

    /// Called by a model's persisted property after it changed: the model has changes, and models
    /// it now refers to are inserted with it, as SwiftData inserts related models.
    func modelDidChange(_ model: some PersistentModel) {
        guard !isRestoring, isRegistered(model) else { return }
        model._$persistentState.hasChanges = true
        let id = ObjectIdentifier(model)
        if inserted[id] == nil { changed[id] = model }
        insertRelated(of: model)
    }

    /// Inserts the models `model` refers to that the context does not see yet. A model this
    /// context deleted stays deleted: a reference that could not be cleared (a non-optional one)
    /// must not bring it back.
    func insertRelated(of model: any PersistentModel) {
        for property in type(of: model)._$schemaProperties {
            for related in property.related(of: model)
            where !isRegistered(related) && deleted[ObjectIdentifier(related)] == nil {
                insert(related)
            }
        }
    }

    /// Makes the changes the container's: inserted models are saved, deleted ones removed. Nothing
    /// is written to disk on Linux. Throws when a configuration has `allowsSave: false`.
    public func save() throws {
        guard container.allowsSave else { throw SwiftDataError.saveNotAllowed }
        let saved = insertedModelsArray
        let removed = Array(deleted.values)
        for model in saved + Array(changed.values) {
            model._$persistentState.hasChanges = false
            model._$persistentState.committed = Self.snapshot(of: model)
        }
        for model in removed {
            model._$persistentState.hasChanges = false
            model._$persistentState.context = nil
        }
        inserted = [:]
        insertionOrder = []
        deleted = [:]
        changed = [:]
        container.store.apply(inserted: saved, deleted: removed)
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Undoes the changes since the last save: inserted models leave the context, deleted ones
    /// come back, and changed ones get their saved values again.
    public func rollback() {
        isRestoring = true
        defer { isRestoring = false }
        for model in insertedModelsArray {
            model._$persistentState.context = nil
            model._$persistentState.hasChanges = false
        }
        for model in Array(deleted.values) + Array(changed.values) {
            Self.restore(model, to: model._$persistentState.committed)
            model._$persistentState.isDeleted = false
            model._$persistentState.hasChanges = false
        }
        let hadInsertsOrDeletes = !inserted.isEmpty || !deleted.isEmpty
        inserted = [:]
        insertionOrder = []
        deleted = [:]
        changed = [:]
        if hadInsertsOrDeletes { signal.changed() }
    }

    /// Does nothing: changes are processed as they are made.
    public func processPendingChanges() {}

    /// The persisted values of `model`, in the order of its schema properties.
    static func snapshot(of model: any PersistentModel) -> [Any?] {
        type(of: model)._$schemaProperties.map { $0.read(model) }
    }

    /// Writes `values` (a `snapshot(of:)`) back into `model`.
    static func restore(_ model: any PersistentModel, to values: [Any?]) {
        for (property, value) in zip(type(of: model)._$schemaProperties, values) {
            guard let value, let write = property.write else { continue }
            write(model, value)
        }
    }
}

extension ModelContext: Equatable {
    /// Contexts are equal when they are the same object.
    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }
}

/// The errors SwiftData throws on Linux.
public enum SwiftDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `save()` on a container whose configuration has `allowsSave: false`.
    case saveNotAllowed
    /// `delete(model:where:)` met a model whose `.deny` relationship still refers to models.
    case deleteDenied(entityName: String)

    public var description: String {
        switch self {
        case .saveNotAllowed: "the container's configuration does not allow saving (allowsSave: false)"
        case .deleteDenied(let name): "a \(name) was not deleted: a relationship with the .deny rule refers to models"
        }
    }
}
