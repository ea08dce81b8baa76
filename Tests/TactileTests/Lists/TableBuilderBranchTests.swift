import Foundation
import Tactile
import TactileTesting
import Testing

/// `if`/`else` in a table's row and column builders, and `OutlineGroup` as table rows.
@MainActor
@Suite("Table builder branches")
struct TableBuilderBranchTests {
    struct Item: Identifiable {
        let id: String
        var children: [Item]?
    }

    private static let items = [Item(id: "Alpha", children: nil), Item(id: "Beta", children: nil)]

    private static func table(showAll: Bool, detailed: Bool) -> some View {
        Table(of: Item.self) {
            if detailed {
                TableColumn("Name") { item in Text("name \(item.id)") }
            } else {
                TableColumn("Short") { item in Text(item.id) }
            }
        } rows: {
            if showAll {
                TableRow(items[0])
                TableRow(items[1])
            } else {
                TableRow(items[1])
            }
        }
    }

    @Test("An if/else picks the rows and the columns of the branch that holds")
    func branches() {
        let all = TouchSimulator(Self.table(showAll: true, detailed: true))
        #expect(all.exists(.text("name Alpha")) && all.exists(.text("name Beta")))
        let some = TouchSimulator(Self.table(showAll: false, detailed: false))
        #expect(some.exists(.text("Beta")) && !some.exists(.text("Alpha")))
        #expect(!some.exists(.text("name Beta")))
    }

    @Test("An outline group of table rows lists each element, then its children one level deeper")
    func outlineGroupRows() {
        let tree = Item(id: "Root", children: [Item(id: "Leaf", children: nil)])
        let sim = TouchSimulator(
            Table(of: Item.self) {
                TableColumn("Name") { item in Text(item.id) }
            } rows: {
                OutlineGroup(tree, children: \.children)
            })
        let root = sim.frame(of: .text("Root")) ?? .null
        let leaf = sim.frame(of: .text("Leaf")) ?? .null
        #expect(root.maxY <= leaf.minY)
        #expect(abs(leaf.minX - root.minX - 20) < 0.5)
    }
}
