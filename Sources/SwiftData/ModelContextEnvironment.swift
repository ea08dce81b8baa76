import Tactile

/// The context a view's `@Query` and `@Environment(\.modelContext)` use; `nil` when no ancestor
/// set a container or context.
struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
    /// The model context of the view's container (its main context), or the context set with
    /// `modelContext(_:)`.
    ///
    /// With neither set, a context of an empty container kept for this case, and a diagnostic
    /// printed once; models inserted there work in memory and no `@Query` sees them.
    public var modelContext: ModelContext {
        get {
            if let context = self[ModelContextKey.self] { return context }
            SwiftDataDiagnostics.noContainer(reading: "@Environment(\\.modelContext)")
            return ModelContext.unconfigured
        }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContext {
    /// The context views get when their environment has none.
    nonisolated(unsafe) static let unconfigured = ModelContext(
        ModelContainer(schema: Schema(), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
}
