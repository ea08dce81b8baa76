import Foundation
import Tactile
import TactileTesting
import Testing

/// `NavigationSplitView` collapsed as on an iPhone: the sidebar at the root, selection pushing the
/// next column, back returning, `preferredCompactColumn` driving it from code.
@MainActor
@Suite("NavigationSplitView")
struct NavigationSplitViewTests {
    private static let fruit = ["Apple", "Banana", "Cherry"]

    private struct TwoColumns: View {
        /// Whether the rows are value links (else plain text rows tagged by `ForEach`).
        let links: Bool
        @State private var selection: String?
        var body: some View {
            NavigationSplitView {
                List(NavigationSplitViewTests.fruit, id: \.self, selection: $selection) { name in
                    if links {
                        NavigationLink(name, value: name)
                    } else {
                        Text(name)
                    }
                }
                .navigationTitle("Fruit")
            } detail: {
                Text("detail \(selection ?? "none")")
            }
        }
    }

    @Test("The sidebar is the root; selecting a row shows the detail; back returns", arguments: [false, true])
    func twoColumns(links: Bool) {
        let sim = TouchSimulator(TwoColumns(links: links), size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("Fruit"))
        #expect(!sim.texts().contains { $0.hasPrefix("detail") })
        sim.tap(on: .text("Banana"))
        #expect(sim.texts().contains("detail Banana"))
        #expect(!sim.texts().contains("Apple"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("Apple"))
        sim.tap(on: .text("Cherry"))
        #expect(sim.texts().contains("detail Cherry"))
    }

    private struct ThreeColumns: View {
        @State private var column = NavigationSplitViewColumn.sidebar
        @State private var kind: String?
        @State private var item: Int?
        var body: some View {
            NavigationSplitView(preferredCompactColumn: $column) {
                List(["Odd", "Even"], id: \.self, selection: $kind) { Text($0) }
                    .overlay(alignment: .bottom) { Button("Jump") { column = .detail } }
            } content: {
                List((1...4).filter { (kind == "Odd") == ($0 % 2 == 1) }, id: \.self, selection: $item) {
                    Text("item \($0)")
                }
            } detail: {
                Text("showing \(item.map(String.init) ?? "nothing") of \(kind ?? "none")")
            }
        }
    }

    @Test("Three columns: sidebar, then content, then detail; back walks back one column at a time")
    func threeColumns() {
        let sim = TouchSimulator(ThreeColumns(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Even"))
        #expect(sim.texts().contains("item 2") && sim.texts().contains("item 4"))
        #expect(!sim.texts().contains("item 1"))
        sim.tap(on: .text("item 4"))
        #expect(sim.texts().contains("showing 4 of Even"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("item 2"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("Odd"))
    }

    @Test("preferredCompactColumn set by code shows that column")
    func preferredColumnFromCode() {
        let sim = TouchSimulator(ThreeColumns(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Jump"))
        #expect(sim.texts().contains("showing nothing of none"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("item 2"), "the content column, below the detail")
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("Odd"))
    }

    @Test("NavigationSplitViewVisibility round-trips through Codable; a bad name throws")
    func visibilityCodable() throws {
        for visibility in [NavigationSplitViewVisibility.all, .detailOnly, .doubleColumn, .automatic] {
            let data = try JSONEncoder().encode([visibility])
            #expect(try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data) == [visibility])
        }
        #expect(
            String(decoding: try JSONEncoder().encode([NavigationSplitViewVisibility.all]), as: UTF8.self)
                == "[\"all\"]")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: Data("[\"half\"]".utf8))
        }
    }
}
