import Synchronization

/// What SwiftData keeps beside each model's properties: its identity, the context it belongs to,
/// and whether it has unsaved changes or was deleted. `@Model` adds one to each model; apps never
/// touch it.
public final class _PersistentState: @unchecked Sendable {
    // @unchecked: a model and its context are used on one thread at a time, as in SwiftData
    // (`ModelContext` is not `Sendable`); the number comes from an atomic counter.
    private static let counter = Atomic<Int>(0)

    /// The model's number, which makes its `PersistentIdentifier`.
    let number: Int
    /// The context the model belongs to; weak, because the context keeps its models.
    weak var context: ModelContext?
    var hasChanges = false
    var isDeleted = false
    /// The persisted values at the last save (or insertion), which `rollback()` restores.
    var committed: [Any?] = []

    /// Makes the state of a new model.
    public init() {
        number = Self.counter.add(1, ordering: .relaxed).newValue
    }

    /// Called by a persisted property's setter after the value changed.
    public func didChange(_ model: some PersistentModel) {
        guard let context else { return }
        context.modelDidChange(model)
    }
}
