import Foundation
import SwiftData
import Tactile
import TactileTesting
import Testing

/// `@Query` in a SwiftUI-style screen, driven by taps: a list follows the context's insertions and
/// deletions and the properties its filter and sort read.
@MainActor
@Suite("@Query screens")
struct QueryScreenTests {
    struct GroceryList: View {
        @Environment(\.modelContext) private var modelContext
        @Query(sort: \Item.title) private var items: [Item]
        @State private var added = 0

        var body: some View {
            VStack {
                Button("Add") {
                    added += 1
                    modelContext.insert(Item(title: "Item \(added)"))
                }
                List {
                    ForEach(items) { item in
                        Text(item.title)
                    }
                    .onDelete { offsets in
                        for index in offsets { modelContext.delete(items[index]) }
                    }
                }
                .listStyle(.plain)
            }
        }
    }

    /// Open items first by title; a tap on one marks it done, which drops it from the filter.
    struct OpenItems: View {
        @Query(filter: #Predicate<Item> { !$0.done }, sort: [SortDescriptor(\Item.title)]) private var open: [Item]

        var body: some View {
            VStack {
                ForEach(open) { item in
                    Button(item.title) { item.done = true }
                }
                Text("\(open.count) open")
            }
        }
    }

    /// A query made in `init`, as apps do for a search text.
    struct Search: View {
        @Query private var matches: [Item]

        init(prefix: String) {
            _matches = Query(
                filter: #Predicate<Item> { $0.title.starts(with: prefix) }, sort: \Item.created, order: .reverse,
                animation: .default)
        }

        var body: some View {
            VStack {
                ForEach(matches) { Text($0.title) }
            }
        }
    }

    func container() throws -> ModelContainer {
        try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    @Test func tappingAddShowsTheNewItemAndDeleteRemovesIt() throws {
        let container = try container()
        let sim = TouchSimulator(GroceryList().modelContainer(container))
        #expect(!sim.exists(.text("Item 1")))
        sim.tap(on: .text("Add"))
        sim.advance(by: 0.5)
        #expect(sim.exists(.text("Item 1")))
        sim.tap(on: .text("Add"))
        sim.advance(by: 0.5)
        #expect(sim.texts().filter { $0.hasPrefix("Item") } == ["Item 1", "Item 2"])
        container.mainContext.insert(Item(title: "Item 0"))
        sim.advance(by: 0.1)
        #expect(
            sim.texts().filter { $0.hasPrefix("Item") } == ["Item 0", "Item 1", "Item 2"], "an insertion elsewhere")
        container.mainContext.delete(try #require(try container.mainContext.fetch(FetchDescriptor<Item>()).last))
        sim.advance(by: 0.1)
        #expect(!sim.exists(.text("Item 0")), "a deletion elsewhere")

        let frame = try #require(sim.frame(of: .text("Item 1")))
        let start = CGPoint(x: 360, y: frame.midY)
        sim.down(at: start)
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: start.x - 30 * CGFloat(step), y: start.y))
        }
        sim.advance(by: 0.3)
        sim.up()
        sim.advance(by: 1)
        #expect(!sim.exists(.text("Item 1")))
        #expect(sim.exists(.text("Item 2")))
        #expect(try container.mainContext.fetch(FetchDescriptor<Item>()).map(\.title) == ["Item 2"])
    }

    @Test func aChangeToAFilteredPropertyUpdatesTheQuery() throws {
        let container = try container()
        for title in ["Milk", "Eggs", "Bread"] { container.mainContext.insert(Item(title: title)) }
        let sim = TouchSimulator(OpenItems().modelContainer(container))
        #expect(sim.texts() == ["Bread", "Eggs", "Milk", "3 open"])
        sim.tap(on: .text("Eggs"))
        sim.advance(by: 0.5)
        #expect(sim.texts() == ["Bread", "Milk", "2 open"])
        let milk = try #require(try container.mainContext.fetch(FetchDescriptor<Item>()).first { $0.title == "Milk" })
        milk.title = "Almond milk"
        sim.advance(by: 0.1)
        #expect(sim.texts() == ["Almond milk", "Bread", "2 open"], "the sort read the title")
    }

    @Test func aQueryMadeInInitFiltersAndSorts() throws {
        let container = try container()
        for (index, title) in ["Apples", "Avocados", "Bread"].enumerated() {
            container.mainContext.insert(Item(title: title, created: Date(timeIntervalSince1970: Double(index))))
        }
        let sim = TouchSimulator(Search(prefix: "A").modelContainer(container))
        #expect(sim.texts() == ["Avocados", "Apples"])
    }

    @Test func modelContainerForTypesKeepsItsModelsAcrossUpdates() {
        let sim = TouchSimulator(GroceryList().modelContainer(for: Item.self, inMemory: true))
        sim.tap(on: .text("Add"))
        sim.advance(by: 0.5)
        sim.tap(on: .text("Add"))
        sim.advance(by: 0.5)
        #expect(sim.texts().filter { $0.hasPrefix("Item") } == ["Item 1", "Item 2"])
    }

    @Test func aViewWithAPrivateQueryKeepsItsMemberwiseInitializer() throws {
        let container = try container()
        for title in ["Milk", "Eggs"] { container.mainContext.insert(Item(title: title)) }
        let sim = TouchSimulator(TitledItemList(title: "Groceries").modelContainer(container))
        #expect(sim.texts() == ["Groceries", "Eggs", "Milk"])
    }

    @Test func aQueryWithoutAContainerIsEmpty() {
        let sim = TouchSimulator(OpenItems())
        #expect(sim.texts() == ["0 open"])
    }
}
