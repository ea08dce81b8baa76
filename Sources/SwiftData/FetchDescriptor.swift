/// What to fetch: the models of one type that match a predicate, in an order, a page of them.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    // @unchecked: the key paths it may hold are immutable; Predicate and SortDescriptor are Sendable.
    /// The condition a model must meet; `nil` fetches every model of the type.
    public var predicate: Predicate<T>?
    /// The order of the results, most significant first; empty keeps the order of insertion.
    public var sortBy: [SortDescriptor<T>]
    /// The most models to return, after `fetchOffset`; `nil` for all.
    public var fetchLimit: Int?
    /// How many of the sorted matches to skip; `nil` for none.
    public var fetchOffset: Int?
    /// Whether models inserted, and deletions made, in the context and not saved yet count.
    public var includePendingChanges: Bool = true
    /// Which properties to load. Every property is in memory on Linux, so this has no effect.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Which relationships to load with the models. No effect on Linux, where they are in memory.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor of the models that match `predicate` (all when `nil`), sorted by `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
