import Foundation
import Observation
import SwiftData
import Testing

/// What `@Model` makes of a class: observation of persisted properties, persistent identity, and
/// change tracking.
@MainActor
@Suite("@Model")
struct ModelMacroTests {
    final class Flag: @unchecked Sendable { var fired = false }

    /// Whether changing the model with `change` notifies an observer of `read`.
    func notifies(read: @escaping () -> Void, change: () -> Void) -> Bool {
        let flag = Flag()
        withObservationTracking(read) { flag.fired = true }
        change()
        return flag.fired
    }

    @Test func aPersistedPropertyIsObserved() {
        let item = Item(title: "Milk")
        #expect(notifies(read: { _ = item.title }, change: { item.title = "Bread" }))
        #expect(notifies(read: { _ = item.done }, change: { item.done = true }))
        #expect(notifies(read: { _ = item.note }, change: { item.note = "2 l" }))
        #expect(!notifies(read: { _ = item.title }, change: { item.created = Date(timeIntervalSince1970: 5) }))
        #expect(item.title == "Bread" && item.done && item.note == "2 l")
    }

    @Test func transientAndComputedPropertiesAreLeftAlone() {
        let item = Item(title: "Milk")
        #expect(!notifies(read: { _ = item.scratch }, change: { item.scratch = 3 }))
        #expect(item.scratch == 3)
        #expect(item.isOverdue)
        #expect(Item._$schemaProperties.map(\.name) == ["title", "done", "created", "note", "tags"])
        #expect(Item._$schemaProperties.first { $0.name == "tags" }?.deleteRule == .cascade)
        #expect(Tag._$schemaProperties.filter(\.isUnique).map(\.name) == ["name"])
    }

    @Test func modelsHaveAStableIdentity() {
        let first = Item(title: "A")
        let second = Item(title: "A")
        #expect(first.persistentModelID == first.persistentModelID)
        #expect(first.persistentModelID != second.persistentModelID)
        #expect(first.persistentModelID.entityName == "Item")
        #expect(first.id == first.persistentModelID)
        #expect(first != second && first == first)
        #expect(Set([first, second, first]).count == 2)
        let folder = Folder(name: "Inbox")
        #expect(folder.id != UUID(), "a model's own id is its Identifiable id")
    }

    @Test func aModelKnowsItsContextAndChanges() throws {
        let container = try ModelContainer(
            for: Item.self, Tag.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let item = Item(title: "Milk")
        #expect(item.modelContext == nil && !item.hasChanges && !item.isDeleted)
        context.insert(item)
        #expect(item.modelContext === context)
        #expect(item.hasChanges)
        try context.save()
        #expect(!item.hasChanges && !context.hasChanges)
        item.title = "Oat milk"
        #expect(item.hasChanges && context.hasChanges)
        #expect(context.changedModelsArray.count == 1)
        context.delete(item)
        #expect(item.isDeleted)
        try context.save()
        #expect(item.modelContext == nil)
    }
}
