import Foundation
import Tactile
import TactileTesting
import Testing

/// `OutlineGroup` and `List(_:children:)`: a tree whose parents disclose their children.
@MainActor
@Suite("Outline group")
struct OutlineGroupTests {
    struct Item: Identifiable {
        let id: String
        var children: [Item]?
    }

    nonisolated static let tree = [
        Item(id: "Fruit", children: [Item(id: "Apple", children: nil), Item(id: "Pear", children: nil)]),
        Item(id: "Bread", children: nil),
    ]

    @Test("A parent is collapsed at first; a tap on it shows its children below it")
    func disclose() {
        let sim = TouchSimulator(List(Self.tree, children: \.children) { Text($0.id) })
        #expect(sim.exists(.text("Fruit")) && sim.exists(.text("Bread")))
        #expect(!sim.exists(.text("Apple")))
        sim.tap(on: .text("Fruit"))
        let fruit = sim.frame(of: .text("Fruit")) ?? .null
        let apple = sim.frame(of: .text("Apple")) ?? .null
        let bread = sim.frame(of: .text("Bread")) ?? .null
        #expect(fruit.maxY <= apple.minY && apple.maxY <= bread.minY)
    }

    @Test("An outline group of one root shows the root, then its children once disclosed")
    func root() {
        let sim = TouchSimulator(
            VStack { OutlineGroup(Self.tree[0], children: \.children) { Text($0.id) } })
        #expect(sim.exists(.text("Fruit")) && !sim.exists(.text("Pear")))
        sim.tap(on: .text("Fruit"))
        #expect(sim.exists(.text("Pear")))
    }
}
