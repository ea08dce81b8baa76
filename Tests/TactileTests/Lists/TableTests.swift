import Foundation
import Tactile
import TactileTesting
import Testing

/// `Table` on a compact width: a list of its first column, with selection, sections, trees and
/// the column settings kept.
@MainActor
@Suite("Table")
struct TableTests {
    struct Person: Identifiable, Hashable {
        let id: Int
        let name: String
        let city: String
    }

    nonisolated static let people = [
        Person(id: 1, name: "Ada", city: "London"), Person(id: 2, name: "Grace", city: "Arlington"),
        Person(id: 3, name: "Edsger", city: "Austin"),
    ]

    @Test("A compact table shows its first column's view of each row, not the other columns or headers")
    func firstColumn() {
        let sim = TouchSimulator(
            Table(Self.people) {
                TableColumn("Name", value: \.name)
                TableColumn("City", value: \.city)
            })
        for person in Self.people {
            #expect(sim.exists(.text(person.name)))
            #expect(!sim.exists(.text(person.city)))
        }
        #expect(!sim.exists(.text("Name")) && !sim.exists(.text("City")))
        let ada = sim.frame(of: .text("Ada")) ?? .null
        let grace = sim.frame(of: .text("Grace")) ?? .null
        #expect(grace.minY > ada.maxY)
    }

    private struct Selecting: View {
        @State private var selection: Person.ID?
        @State private var many = Set<Person.ID>()
        let multiple: Bool
        var body: some View {
            VStack {
                Text("selected \(selection.map(String.init) ?? "none") \(many.sorted())")
                if multiple {
                    Table(TableTests.people, selection: $many) {
                        TableColumn("Name") { Text($0.name) }
                    }
                } else {
                    Table(TableTests.people, selection: $selection) {
                        TableColumn("Name") { Text($0.name) }
                    }
                }
            }
        }
    }

    @Test("A tap on a row selects its value's id, in a single or a multiple selection")
    func selection() {
        let single = TouchSimulator(Selecting(multiple: false))
        single.tap(on: .text("Grace"))
        #expect(single.exists(.text("selected 2 []")))
        let multiple = TouchSimulator(Selecting(multiple: true))
        multiple.tap(on: .text("Ada"))
        multiple.tap(on: .text("Edsger"))
        #expect(multiple.exists(.text("selected none [1, 3]")))
    }

    @Test("Rows built with TableRow and Section: the section's header stands above its rows")
    func sectionsOfRows() {
        let people = Self.people
        let sim = TouchSimulator(
            Table(of: Person.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                TableRow(people[0])
                Section("Team") {
                    TableRow(people[1])
                    TableRow(people[2])
                }
            })
        let ada = sim.frame(of: .text("Ada")) ?? .null
        let header = sim.frame(of: .text("Team")) ?? .null
        let grace = sim.frame(of: .text("Grace")) ?? .null
        #expect(ada.maxY <= header.minY && header.maxY <= grace.minY)
    }

    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    @Test("A tree's rows follow their parents, indented by their depth")
    func tree() {
        let tree = [Node(id: "Root", children: [Node(id: "Leaf", children: nil)]), Node(id: "Other", children: nil)]
        let sim = TouchSimulator(Table(tree, children: \.children) { TableColumn("Name", value: \.id) })
        let root = sim.frame(of: .text("Root")) ?? .null
        let leaf = sim.frame(of: .text("Leaf")) ?? .null
        let other = sim.frame(of: .text("Other")) ?? .null
        #expect(root.maxY <= leaf.minY && leaf.maxY <= other.minY)
        #expect(abs(leaf.minX - root.minX - 20) < 0.5)
        #expect(abs(other.minX - root.minX) < 0.5)
    }

    private struct Sorted: View {
        @State private var order = [KeyPathComparator(\Person.name)]
        var body: some View {
            Table(TableTests.people.sorted(using: order), sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("City", value: \.city) { Text($0.city) }
            }
        }
    }

    @Test("A table with a sort order shows the rows in the order the app sorted them")
    func sortOrder() {
        let sim = TouchSimulator(Sorted())
        let ada = sim.frame(of: .text("Ada")) ?? .null
        let edsger = sim.frame(of: .text("Edsger")) ?? .null
        let grace = sim.frame(of: .text("Grace")) ?? .null
        #expect(ada.maxY <= edsger.minY && edsger.maxY <= grace.minY)
    }

    @Test("A first column hidden by default leaves the compact table to the next one")
    func hiddenFirstColumn() {
        let sim = TouchSimulator(
            Table(Self.people) {
                TableColumn("Name", value: \.name).defaultVisibility(.hidden)
                TableColumn("City", value: \.city).width(120).alignment(.trailing).customizationID("city")
            })
        #expect(sim.exists(.text("London")))
        #expect(!sim.exists(.text("Ada")))
    }

    @Test("Column customization keeps visibilities by column id and round-trips through Codable")
    func customization() throws {
        var customization = TableColumnCustomization<Person>()
        #expect(customization[visibility: "city"] == .automatic)
        customization[visibility: "city"] = .hidden
        customization[visibility: "name"] = .visible
        let data = try JSONEncoder().encode(customization)
        let decoded = try JSONDecoder().decode(TableColumnCustomization<Person>.self, from: data)
        #expect(decoded == customization)
        #expect(decoded[visibility: "city"] == .hidden)
        #expect(decoded != TableColumnCustomization<Person>())
    }

    @Test(
        "Customization behaviours combine as a set",
        arguments: [
            (TableColumnCustomizationBehavior.reorder, TableColumnCustomizationBehavior.resize, false),
            (TableColumnCustomizationBehavior.all, TableColumnCustomizationBehavior.visibility, true),
            (TableColumnCustomizationBehavior([.reorder, .resize]), TableColumnCustomizationBehavior.reorder, true),
        ])
    func behaviours(set: TableColumnCustomizationBehavior, member: TableColumnCustomizationBehavior, contains: Bool) {
        #expect(set.contains(member) == contains)
        #expect(set.union(member).contains(member))
        #expect(set.subtracting(member).contains(member) == false)
    }
}
