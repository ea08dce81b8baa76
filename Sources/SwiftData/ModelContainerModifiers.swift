import Tactile

extension View {
    /// Puts `container`'s main context in this view's environment, for `@Query` and
    /// `@Environment(\.modelContext)`.
    nonisolated public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.sharedMainContext)
    }

    /// Makes a container for `modelType` once for this view (in memory on Linux, whatever
    /// `inMemory` says; `false` prints a diagnostic once) and puts its main context in the
    /// environment. `onSetup` gets the container when it is made.
    nonisolated public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` once for this view and puts its main context in the
    /// environment; see `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`.
    nonisolated public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modifier(
            ModelContainerMaker(
                recipe: ContainerRecipe(
                    types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)))
    }

    /// Puts `modelContext` in this view's environment, for `@Query` and
    /// `@Environment(\.modelContext)`.
    nonisolated public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// Puts `container`'s main context in the environment of this scene's views.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, container.sharedMainContext)
    }

    /// Makes a container for `modelType` (in memory on Linux, whatever `inMemory` says; `false`
    /// prints a diagnostic once) and puts its main context in the environment of this scene's
    /// views. `onSetup` gets the container. Tactile evaluates an app's body once, so the container
    /// is made once.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` and puts its main context in the environment of this
    /// scene's views; see `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        let container = ContainerRecipe(
            types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup
        ).make()
        return environment(\.modelContext, container.sharedMainContext)
    }

    /// Puts `modelContext` in the environment of this scene's views.
    public func modelContext(_ modelContext: ModelContext) -> some Scene {
        environment(\.modelContext, modelContext)
    }
}

/// What `modelContainer(for:…)` makes a container from.
struct ContainerRecipe {
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let onSetup: (Result<ModelContainer, any Error>) -> Void

    func make() -> ModelContainer {
        let container = ModelContainer(
            schema: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        container.sharedMainContext.autosaveEnabled = isAutosaveEnabled
        onSetup(.success(container))
        return container
    }
}

/// Makes the container of `View.modelContainer(for:…)` the first time its view appears and keeps
/// it for the view's lifetime, so the models outlive the view's updates.
struct ModelContainerMaker: ViewModifier {
    nonisolated(unsafe) let recipe: ContainerRecipe
    @State private var made = MadeContainer()

    nonisolated init(recipe: ContainerRecipe) {
        self.recipe = recipe
    }

    func body(content: Content) -> some View {
        content.environment(\.modelContext, made.container(from: recipe).sharedMainContext)
    }
}

/// The container a `ModelContainerMaker` made, once.
final class MadeContainer {
    private var made: ModelContainer?

    func container(from recipe: ContainerRecipe) -> ModelContainer {
        if let made { return made }
        let container = recipe.make()
        made = container
        return container
    }
}
