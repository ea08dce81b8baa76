import Synchronization

/// The models of an app, kept in memory, and the contexts that work on them.
///
/// On Linux a container holds its saved models in memory for as long as it exists; nothing is read
/// from or written to disk, whatever its configurations say (a configuration that asks for disk
/// prints one diagnostic per process). Creating one never fails.
public final class ModelContainer: Sendable {
    /// The model classes the container was made for.
    public let schema: Schema
    /// The configurations the container was made with (one default configuration when none was
    /// given).
    public let configurations: Set<ModelConfiguration>
    /// The saved models, which every context of the container sees.
    let store = ModelStore()
    private let main = Mutex<MainContextBox>(MainContextBox())

    /// A container for `forTypes` and, by default, a default configuration.
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for the types of `givenSchema`.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for the types of `givenSchema`.
    public convenience init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        self.init(schema: givenSchema, configurations: configurations)
    }

    /// A container that cannot fail to be made, on Linux or elsewhere.
    init(schema givenSchema: Schema, configurations: [ModelConfiguration]) {
        schema = givenSchema
        self.configurations = Set(configurations.isEmpty ? [ModelConfiguration(nil)] : configurations)
        for configuration in self.configurations where !configuration.isStoredInMemoryOnly {
            SwiftDataDiagnostics.storedOnDisk(configuration)
        }
    }

    /// The context bound to the main actor, which the SwiftUI modifiers put in the environment.
    /// Autosave is enabled on it.
    @MainActor public var mainContext: ModelContext { sharedMainContext }

    /// The main context, made the first time it is asked for. Read from the environment, which
    /// the view graph reads on the main actor.
    var sharedMainContext: ModelContext {
        main.withLock { box in
            if let context = box.context { return context }
            let context = ModelContext(self)
            context.autosaveEnabled = true
            box.context = context
            return context
        }
    }

    /// Whether the configurations forbid saving.
    var allowsSave: Bool { configurations.allSatisfy(\.allowsSave) }
}

/// Holds the main context; the mutex around it is what makes it safe to share.
private struct MainContextBox: @unchecked Sendable {
    // @unchecked: only reached through the container's mutex.
    var context: ModelContext?
}

/// The saved models of a container, in the order they were saved, and a change signal that fetches
/// observe, so that a `@Query` over any context of the container fetches again after a save.
final class ModelStore: @unchecked Sendable {
    // @unchecked: `models` is only touched under `lock`.
    private let lock = NSLock()
    private var models: [ObjectIdentifier: any PersistentModel] = [:]
    private var order: [ObjectIdentifier] = []
    let signal = ChangeSignal()

    /// The saved models, in the order they were saved.
    var all: [any PersistentModel] {
        lock.withLock { order.compactMap { models[$0] } }
    }

    func contains(_ model: any PersistentModel) -> Bool {
        lock.withLock { models[ObjectIdentifier(model)] != nil }
    }

    /// Adds `inserted` and removes `deleted`, then tells observers.
    func apply(inserted: [any PersistentModel], deleted: [any PersistentModel]) {
        guard !inserted.isEmpty || !deleted.isEmpty else { return }
        lock.withLock {
            for model in inserted where models[ObjectIdentifier(model)] == nil {
                models[ObjectIdentifier(model)] = model
                order.append(ObjectIdentifier(model))
            }
            let gone = Set(deleted.map { ObjectIdentifier($0) })
            for id in gone { models[id] = nil }
            if !gone.isEmpty { order.removeAll { gone.contains($0) } }
        }
        signal.changed()
    }
}
