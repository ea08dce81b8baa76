extension ModelContext {
    /// Deletes `model` from the context, applying the delete rules of its relationships.
    ///
    /// `.cascade` deletes the related models too; `.nullify` (the default) and `.noAction` leave
    /// them. Every model the context sees then stops referring to the deleted one: it leaves their
    /// arrays and their optional references become `nil`. `.deny` refuses: while such a
    /// relationship refers to any model, `model` stays and a diagnostic is printed once. A model
    /// inserted and not saved simply leaves the context.
    public func delete<T: PersistentModel>(_ model: T) {
        _ = delete(model as any PersistentModel)
    }

    /// Deletes every model of `model` that matches `predicate` (every one when `nil`).
    /// Throws `SwiftDataError.deleteDenied` when a `.deny` rule kept one, after deleting the others.
    public func delete<T: PersistentModel>(
        model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
    ) throws {
        let matches = try fetch(FetchDescriptor<T>(predicate: predicate))
        var denied: String?
        for match in matches where !delete(match as any PersistentModel) {
            denied = String(describing: T.self)
        }
        if let denied { throw SwiftDataError.deleteDenied(entityName: denied) }
    }

    /// Deletes `model`; `false` when a `.deny` rule kept it.
    func delete(_ model: any PersistentModel) -> Bool {
        guard isRegistered(model) else { return true }
        let properties = type(of: model)._$schemaProperties
        if properties.contains(where: { $0.deleteRule == .deny && !$0.related(of: model).isEmpty }) {
            SwiftDataDiagnostics.once(
                "deny-\(type(of: model))",
                "a \(type(of: model)) was not deleted: a relationship with the .deny delete rule refers to models.")
            return false
        }
        let id = ObjectIdentifier(model)
        if inserted.removeValue(forKey: id) != nil {
            insertionOrder.removeAll { $0 == id }
            model._$persistentState.context = nil
            model._$persistentState.hasChanges = false
        } else {
            deleted[id] = model
            changed[id] = nil
        }
        model._$persistentState.isDeleted = true
        for property in properties where property.deleteRule == .cascade {
            for related in property.related(of: model) { _ = delete(related) }
        }
        removeReferences(to: model)
        signal.changed()
        return true
    }

    /// Makes every model the context sees stop referring to `target`.
    private func removeReferences(to target: any PersistentModel) {
        for model in liveModels() {
            for property in type(of: model)._$schemaProperties {
                property.removeReference(to: target, in: model)
            }
        }
    }
}
