import Foundation
import Tactile
import TactileTesting
import Testing

/// `List($items, editActions:)` and `ForEach($items, editActions:)`: the list deletes and moves
/// the bound collection's elements itself; `onDelete` through `DynamicViewContent`.
@MainActor
@Suite("List edit actions")
struct EditActionsTests {
    struct Fruit: Identifiable {
        var id: String { name }
        var name: String
    }

    final class Box {
        var fruits = ["Apple", "Banana", "Cherry"].map { Fruit(name: $0) }
    }

    private struct Fruits: View {
        let box: Box
        let actions: EditActions<[Fruit]>
        @State private var tick = 0
        var body: some View {
            let binding = Binding(
                get: { box.fruits },
                set: {
                    box.fruits = $0; tick += 1
                })
            List(binding, editActions: actions) { $fruit in
                Text(fruit.name)
            }
            .listStyle(.plain)
        }
    }

    @Test(
        "With .delete (or .all) a full swipe deletes the element from the bound collection",
        arguments: [("delete", true), ("all", true), ("move", false)])
    func delete(actions: String, deletes: Bool) throws {
        let box = Box()
        let editActions: EditActions<[Fruit]> =
            switch actions {
            case "delete": .delete
            case "all": .all
            default: .move
            }
        let sim = TouchSimulator(Fruits(box: box, actions: editActions))
        try ListFullSwipeTests.swipe(sim, row: "Banana", by: 300)
        #expect(box.fruits.map(\.name) == (deletes ? ["Apple", "Cherry"] : ["Apple", "Banana", "Cherry"]))
        #expect(sim.exists(.text("Banana")) == !deletes)
    }

    @Test("Edit action sets combine as option sets")
    func optionSet() {
        #expect(EditActions<[Int]>.all.contains(.delete) && EditActions<[Int]>.all.contains(.move))
        #expect(!EditActions<[Int]>.move.contains(.delete))
    }

    private struct Roomy: ViewModifier {
        func body(content: Content) -> some View { content.padding(.vertical, 2) }
    }

    private struct Modified: View {
        @State private var names = ["One", "Two", "Three"]
        var body: some View {
            List {
                ForEach(names, id: \.self) { Text($0) }
                    .modifier(Roomy())
                    .onDelete { names.remove(atOffsets: $0) }
            }
            .listStyle(.plain)
        }
    }

    @Test("onDelete reaches the ForEach through the modifiers applied to it (DynamicViewContent)")
    func onDeleteThroughModifier() throws {
        let sim = TouchSimulator(Modified())
        try ListFullSwipeTests.swipe(sim, row: "Two", by: 300)
        #expect(!sim.exists(.text("Two")))
        #expect(sim.exists(.text("One")) && sim.exists(.text("Three")))
    }

    private struct Spaced: View {
        let spacing: ListSectionSpacing?
        var body: some View {
            let list = List {
                Section { Text("A") }
                Section { Text("B") }
            }
            if let spacing { list.listSectionSpacing(spacing) } else { list }
        }
    }

    @Test(
        "listSectionSpacing sets the space between a grouped list's sections",
        arguments: [(ListSectionSpacing?.none, 20.0), (.compact, 8.0), (.custom(50), 50.0)])
    func sectionSpacing(spacing: ListSectionSpacing?, expected: Double) {
        let sim = TouchSimulator(Spaced(spacing: spacing))
        let a = sim.frame(of: .text("A")) ?? .null
        let b = sim.frame(of: .text("B")) ?? .null
        // Each row is 44 pt tall with its text centred: the rows' gap is the sections' spacing.
        #expect(abs((b.midY - a.midY) - (44 + expected)) < 0.5)
    }
}
