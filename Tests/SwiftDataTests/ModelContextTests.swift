import Foundation
import SwiftData
import Testing

/// A context in memory: insert, fetch with filter, sort and pages, delete rules, the unique upsert,
/// save and rollback.
@MainActor
@Suite("ModelContext")
struct ModelContextTests {
    let container: ModelContainer
    let context: ModelContext

    init() throws {
        container = try ModelContainer(
            for: Item.self, Tag.self, Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        context = container.mainContext
    }

    func titles(_ descriptor: FetchDescriptor<Item> = FetchDescriptor<Item>()) throws -> [String] {
        try context.fetch(descriptor).map(\.title)
    }

    func insertGroceries() {
        for (index, title) in ["Milk", "Eggs", "Bread", "Apples"].enumerated() {
            context.insert(
                Item(title: title, done: index % 2 == 1, created: Date(timeIntervalSince1970: Double(index))))
        }
    }

    @Test func fetchFiltersSortsAndPages() throws {
        insertGroceries()
        #expect(try titles() == ["Milk", "Eggs", "Bread", "Apples"], "insertion order without a sort")
        #expect(
            try titles(FetchDescriptor(sortBy: [SortDescriptor(\Item.title)])) == ["Apples", "Bread", "Eggs", "Milk"])
        #expect(
            try titles(FetchDescriptor(sortBy: [SortDescriptor(\Item.created, order: .reverse)]))
                == ["Apples", "Bread", "Eggs", "Milk"])
        let open = FetchDescriptor<Item>(predicate: #Predicate { !$0.done }, sortBy: [SortDescriptor(\.title)])
        #expect(try titles(open) == ["Bread", "Milk"])
        var page = FetchDescriptor<Item>(sortBy: [SortDescriptor(\.title)])
        page.fetchOffset = 1
        page.fetchLimit = 2
        #expect(try titles(page) == ["Bread", "Eggs"])
        page.fetchOffset = 10
        #expect(try titles(page) == [])
        #expect(try context.fetchCount(open) == 2)
        #expect(try context.fetchCount(FetchDescriptor<Tag>()) == 0)
    }

    @Test func aSearchPredicateIgnoresCaseAndDiacritics() throws {
        for title in ["Café au lait", "Green tea", "CAFETIÈRE"] { context.insert(Item(title: title)) }
        let search = "cafe"
        let matches = FetchDescriptor<Item>(
            predicate: #Predicate { $0.title.localizedStandardContains(search) }, sortBy: [SortDescriptor(\.title)])
        #expect(try titles(matches) == ["CAFETIÈRE", "Café au lait"])
    }

    @Test func insertingAModelInsertsItsRelationships() throws {
        let item = Item(title: "Milk")
        item.tags = [Tag(name: "Dairy"), Tag(name: "Cold")]
        context.insert(item)
        #expect(try context.fetch(FetchDescriptor<Tag>()).map(\.name) == ["Dairy", "Cold"])
        item.tags.append(Tag(name: "Fresh"))
        #expect(try context.fetchCount(FetchDescriptor<Tag>()) == 3, "a model added to a relationship is inserted")
    }

    @Test func aUniqueValueUpdatesTheExistingModel() throws {
        let dairy = Tag(name: "Dairy", colour: "white")
        context.insert(dairy)
        try context.save()
        let again = Tag(name: "Dairy", colour: "yellow")
        context.insert(again)
        let tags = try context.fetch(FetchDescriptor<Tag>())
        #expect(tags.count == 1)
        #expect(tags.first === dairy)
        #expect(dairy.colour == "yellow")
        #expect(again.modelContext == nil)
        context.insert(Tag(name: "Bakery"))
        #expect(try context.fetchCount(FetchDescriptor<Tag>()) == 2)
    }

    @Test func cascadeDeletesRelatedModels() throws {
        let item = Item(title: "Milk")
        item.tags = [Tag(name: "Dairy")]
        context.insert(item)
        context.delete(item)
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 0)
        #expect(try context.fetchCount(FetchDescriptor<Tag>()) == 0)
    }

    @Test func nullifyRemovesReferencesToTheDeletedModel() throws {
        let milk = Item(title: "Milk")
        let dairy = Tag(name: "Dairy")
        milk.tags = [dairy]
        let folder = Folder(name: "Shopping")
        folder.pinned = milk
        context.insert(milk)
        context.insert(folder)
        try context.save()
        context.delete(dairy)
        #expect(milk.tags.isEmpty)
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 1)
        context.delete(milk)
        #expect(folder.pinned == nil)
    }

    @Test func aReferenceThatCannotBeClearedDoesNotBringTheModelBack() throws {
        let milk = Item(title: "Milk")
        let note = Note(text: "Semi-skimmed", item: milk)
        context.insert(note)
        #expect(try titles() == ["Milk"], "inserted with the note")
        try context.save()
        context.delete(milk)
        note.text = "Whole"
        #expect(try titles() == [])
        #expect(milk.isDeleted)
    }

    @Test func denyKeepsTheModelWhileItRefersToOthers() throws {
        let folder = Folder(name: "Archive")
        folder.locked = [Item(title: "Tax return")]
        context.insert(folder)
        context.delete(folder)
        #expect(!folder.isDeleted)
        #expect(try context.fetchCount(FetchDescriptor<Folder>()) == 1)
        #expect(throws: SwiftDataError.deleteDenied(entityName: "Folder")) {
            try context.delete(model: Folder.self)
        }
        folder.locked = []
        context.delete(folder)
        #expect(folder.isDeleted)
        #expect(try context.fetchCount(FetchDescriptor<Folder>()) == 0)
    }

    @Test func deleteWhereDeletesTheMatches() throws {
        insertGroceries()
        try context.delete(model: Item.self, where: #Predicate { $0.done })
        #expect(try titles() == ["Milk", "Bread"])
        try context.delete(model: Item.self)
        #expect(try titles() == [])
    }

    @Test func saveMakesChangesVisibleToOtherContexts() throws {
        let other = ModelContext(container)
        context.insert(Item(title: "Milk"))
        #expect(context.hasChanges)
        #expect(context.insertedModelsArray.count == 1)
        #expect(try other.fetchCount(FetchDescriptor<Item>()) == 0, "not saved yet")
        try context.save()
        #expect(!context.hasChanges)
        #expect(context.insertedModelsArray.isEmpty)
        #expect(try other.fetch(FetchDescriptor<Item>()).map(\.title) == ["Milk"])
        let milk = try #require(try other.fetch(FetchDescriptor<Item>()).first)
        other.delete(milk)
        #expect(other.deletedModelsArray.count == 1)
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 1)
        try other.save()
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 0)
    }

    @Test func rollbackUndoesUnsavedChanges() throws {
        let milk = Item(title: "Milk")
        context.insert(milk)
        try context.save()
        milk.title = "Oat milk"
        context.insert(Item(title: "Eggs"))
        context.rollback()
        #expect(milk.title == "Milk")
        #expect(!context.hasChanges)
        #expect(try titles() == ["Milk"])
        context.delete(milk)
        context.rollback()
        #expect(!milk.isDeleted)
        #expect(try titles() == ["Milk"])
    }

    @Test func aContainerThatForbidsSavingThrows() throws {
        let readOnly = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true, allowsSave: false))
        let context = ModelContext(readOnly)
        context.insert(Item(title: "Milk"))
        #expect(throws: SwiftDataError.saveNotAllowed) { try context.save() }
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 1)
    }

    @Test func containerFormsAppsWrite() throws {
        let schema = Schema([Item.self, Tag.self])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)
        let container = try ModelContainer(for: schema, configurations: [configuration])
        #expect(container.configurations.count == 1)
        #expect(container.configurations.first?.isStoredInMemoryOnly == true)
        let plain = try ModelContainer(for: Item.self)
        #expect(plain.configurations.first?.isStoredInMemoryOnly == false)
        #expect(ModelConfiguration(for: Item.self, isStoredInMemoryOnly: true).isStoredInMemoryOnly)
        #expect(ModelConfiguration(isStoredInMemoryOnly: true).name == "default")
    }
}
