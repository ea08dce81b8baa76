extension ModelContext {
    /// Inserts `model`, and the models its relationships refer to, into the context.
    ///
    /// When the model's type has a unique attribute (`@Attribute(.unique)`) and a model this
    /// context sees already has the same value, that model takes the new model's persisted values
    /// instead (SwiftData's upsert), and `model` stays out of the context. Inserting a model
    /// already in the context, or one the context deleted and has not saved, keeps (or brings
    /// back) that model.
    public func insert<T: PersistentModel>(_ model: T) {
        insert(model as any PersistentModel)
    }

    func insert(_ model: any PersistentModel) {
        let id = ObjectIdentifier(model)
        if let back = deleted.removeValue(forKey: id) {
            back._$persistentState.isDeleted = false
            signal.changed()
            return
        }
        guard !isRegistered(model) else { return }
        if let existing = uniqueMatch(for: model) {
            update(existing, from: model)
            return
        }
        let state = model._$persistentState
        state.context = self
        state.isDeleted = false
        state.hasChanges = true
        state.committed = Self.snapshot(of: model)
        inserted[id] = model
        insertionOrder.append(id)
        insertRelated(of: model)
        signal.changed()
    }

    /// A model this context sees, of the same type as `model`, with the same value of one of its
    /// unique properties.
    private func uniqueMatch(for model: any PersistentModel) -> (any PersistentModel)? {
        let unique = type(of: model)._$schemaProperties.filter(\.isUnique)
        guard !unique.isEmpty else { return nil }
        let modelType = ObjectIdentifier(type(of: model))
        for candidate in liveModels() where ObjectIdentifier(type(of: candidate)) == modelType && candidate !== model {
            for property in unique {
                if let value = property.uniqueValue(of: model), value == property.uniqueValue(of: candidate) {
                    return candidate
                }
            }
        }
        return nil
    }

    /// Copies the persisted values of `source` into `existing`, as an upsert does.
    private func update(_ existing: any PersistentModel, from source: any PersistentModel) {
        for property in type(of: existing)._$schemaProperties {
            guard let write = property.write, let value = property.read(source) else { continue }
            write(existing, value)
        }
        // A value that decides a query's filter or order changed: the queries were told by the
        // writes; a query over the count of models was not, and needs no telling (it is the same).
    }
}
