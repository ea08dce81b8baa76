extension ModelContext {
    /// The models of type `T` this context sees that match the descriptor's predicate, in its
    /// order (insertion order when it has none), from `fetchOffset`, at most `fetchLimit` of them.
    ///
    /// The fetch reads the properties the predicate and the sort read through Observation, and the
    /// context's and the container's changes: a `@Query` fetches again when any of them changes.
    /// Throws what the predicate throws.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        signal.read()
        container.store.signal.read()
        var models = liveModels(includePending: descriptor.includePendingChanges).compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), models.count)
        let end = descriptor.fetchLimit.map { min(offset + max($0, 0), models.count) } ?? models.count
        return Array(models[offset..<end])
    }

    /// How many models `fetch(_:)` would return for `descriptor`.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `fetch(_:)` would return for `descriptor`.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier]
    {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Calls `block` with each model `fetch(_:)` would return for `descriptor`.
    public func enumerate<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
        block: (T) throws -> Void
    ) throws {
        for model in try fetch(descriptor) { try block(model) }
    }
}
