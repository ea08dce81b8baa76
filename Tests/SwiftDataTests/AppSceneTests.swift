import Foundation
import SwiftData
import Tactile
import TactileTesting
import Testing

/// `modelContainer(for:)` on an app's `WindowGroup`, and `modelContext(_:)` on a view.
@MainActor
@Suite("SwiftData scenes")
struct AppSceneTests {
    struct GroceryApp: App {
        var body: some Scene {
            WindowGroup {
                QueryScreenTests.GroceryList()
            }
            .modelContainer(for: [Item.self, Tag.self], inMemory: true)
        }
    }

    @Test func aWindowGroupWithAContainerRunsTheScreen() throws {
        let sim = try TouchSimulator(app: GroceryApp())
        sim.tap(on: .text("Add"))
        sim.advance(by: 0.5)
        #expect(sim.exists(.text("Item 1")))
    }

    @Test func modelContextPutsAContextInTheEnvironment() throws {
        let container = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        context.insert(Item(title: "Pears"))
        let sim = TouchSimulator(QueryScreenTests.OpenItems().modelContext(context))
        #expect(sim.texts() == ["Pears", "1 open"])
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Item>()) == 0, "not saved")
    }
}
