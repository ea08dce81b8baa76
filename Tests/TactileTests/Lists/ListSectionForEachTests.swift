import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// A `ForEach` of `Section`s in a `List` through `TouchSimulator`: its sections are the list's
/// sections, as if written out, with headers, footers, pinned headers and rows of their own.
@MainActor
@Suite("List sections from ForEach")
struct ListSectionForEachTests {
    struct Shelf: Identifiable {
        let name: String
        var items: [String]
        var id: String { name }
    }

    static let groups = [
        Shelf(name: "Fruit", items: ["Apple", "Pear", "Plum"]),
        Shelf(name: "Vegetables", items: ["Leek", "Kale"]),
        Shelf(name: "Nuts", items: ["Hazel"]),
    ]

    /// The groups as a `ForEach` of sections, each with a header, its items and a footer.
    struct Grouped<Style: ListStyle>: View {
        let style: Style
        var body: some View {
            List {
                ForEach(ListSectionForEachTests.groups) { group in
                    Section {
                        ForEach(group.items, id: \.self) { Text($0) }
                    } header: {
                        Text(group.name)
                    } footer: {
                        Text("\(group.items.count) of \(group.name)")
                    }
                }
            }
            .listStyle(style)
        }
    }

    /// The same sections written out.
    struct WrittenOut<Style: ListStyle>: View {
        let style: Style
        var body: some View {
            List {
                Section {
                    Text("Apple")
                    Text("Pear")
                    Text("Plum")
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("3 of Fruit")
                }
                Section {
                    Text("Leek")
                    Text("Kale")
                } header: {
                    Text("Vegetables")
                } footer: {
                    Text("2 of Vegetables")
                }
                Section {
                    Text("Hazel")
                } header: {
                    Text("Nuts")
                } footer: {
                    Text("1 of Nuts")
                }
            }
            .listStyle(style)
        }
    }

    static let separator = Color(red: 0.776, green: 0.776, blue: 0.784)
    /// The band behind a plain list's section header.
    static let headerBand = Color(red: 0.969, green: 0.969, blue: 0.969)

    /// Every text's frame and the separators and header bands drawn, for comparison.
    static func drawing(_ sim: TouchSimulator) -> (frames: [String: CGRect], separators: Int, bands: Int) {
        var frames: [String: CGRect] = [:]
        for text in sim.texts() { frames[text] = sim.frame(of: .text(text)) }
        return (
            frames, sim.displayList.shapes(filledWith: separator).count,
            sim.displayList.shapes(filledWith: headerBand).count
        )
    }

    @Test func aForEachOfSectionsLaysOutAsTheSectionsWrittenOut() throws {
        func check(_ style: some ListStyle) {
            let grouped = Self.drawing(TouchSimulator(Grouped(style: style)))
            let written = Self.drawing(TouchSimulator(WrittenOut(style: style)))
            #expect(grouped.frames.count == 12)
            #expect(grouped.frames == written.frames)
            #expect(grouped.separators == written.separators)
            #expect(grouped.bands == written.bands)
        }
        check(.plain)
        check(.insetGrouped)
        // The sections' rows are rows, 44 pt apart, with separators between them only (2 + 1 + 0).
        let sim = TouchSimulator(Grouped(style: .insetGrouped))
        let apple = try #require(sim.frame(of: .text("Apple")))
        let pear = try #require(sim.frame(of: .text("Pear")))
        #expect(abs(pear.midY - apple.midY - 44) < 0.01)
        #expect(sim.displayList.shapes(filledWith: Self.separator).count == 3)
        #expect(try #require(sim.frame(of: .text("Fruit"))).maxY <= apple.minY)
    }

    @Test func aSwipeActionOnARowInASectionWorks() throws {
        final class Log { var performed: [String] = [] }
        let log = Log()
        let sim = TouchSimulator(
            List {
                ForEach(Self.groups) { group in
                    Section(group.name) {
                        ForEach(group.items, id: \.self) { item in
                            Text(item).swipeActions { Button("Eat") { log.performed.append(item) } }
                        }
                    }
                }
            }
            .listStyle(.plain))
        // The groups' names are section headers, on a plain header's band, not rows.
        #expect(sim.displayList.shapes(filledWith: Self.headerBand).count == 3)
        let leek = try #require(sim.frame(of: .text("Leek")))
        let vegetables = try #require(sim.frame(of: .text("Vegetables")))
        ListInteractionTests.slowDrag(sim, from: CGPoint(x: 300, y: leek.midY), by: CGSize(width: -120, height: 0))
        #expect(try #require(sim.frame(of: .text("Leek"))).minX < leek.minX - 60)
        #expect(sim.frame(of: .text("Vegetables")) == vegetables)
        sim.tap(on: .text("Eat"))
        #expect(log.performed == ["Leek"])
        #expect(sim.displayList.texts("Eat").isEmpty)
    }

    @Test func onDeleteOnAnInnerForEachDeletesFromItsSection() throws {
        struct Pantry: View {
            @State var groups = ListSectionForEachTests.groups
            var body: some View {
                List {
                    ForEach(groups) { group in
                        Section(group.name) {
                            ForEach(group.items, id: \.self) { Text($0) }
                                .onDelete { offsets in
                                    if let index = groups.firstIndex(where: { $0.id == group.id }) {
                                        groups[index].items.remove(atOffsets: offsets)
                                    }
                                }
                        }
                    }
                }
            }
        }
        let sim = TouchSimulator(Pantry())
        let kale = try #require(sim.frame(of: .text("Kale")))
        ListInteractionTests.slowDrag(sim, from: CGPoint(x: 360, y: kale.midY), by: CGSize(width: -100, height: 0))
        sim.tap(on: .text("Delete"))
        #expect(!sim.exists(.text("Kale")))
        #expect(sim.exists(.text("Leek")) && sim.exists(.text("Pear")))
        // The second row of Fruit, offset 1 in its own ForEach.
        let pear = try #require(sim.frame(of: .text("Pear")))
        ListInteractionTests.slowDrag(sim, from: CGPoint(x: 360, y: pear.midY), by: CGSize(width: -100, height: 0))
        sim.tap(on: .text("Delete"))
        #expect(
            sim.texts().filter { ["Apple", "Pear", "Plum", "Leek", "Kale", "Hazel"].contains($0) }
                == ["Apple", "Plum", "Leek", "Hazel"])
    }

    @Test func aTapSelectsARowInASection() {
        final class Log { var selected: String? }
        let log = Log()
        let sim = TouchSimulator(
            List(selection: Binding(get: { log.selected }, set: { log.selected = $0 })) {
                ForEach(Self.groups) { group in
                    Section(group.name) { ForEach(group.items, id: \.self) { Text($0) } }
                }
            })
        sim.tap(on: .text("Kale"))
        #expect(log.selected == "Kale")
        sim.tap(on: .text("Vegetables"))
        #expect(log.selected == "Kale")
    }

    @Test func aPlainListPinsTheHeaderOfASectionFromAForEach() throws {
        let long = (0..<3).map { s in Shelf(name: "G\(s)", items: (0..<20).map { "g\(s).\($0)" }) }
        let sim = TouchSimulator(
            List {
                ForEach(long) { group in
                    Section(group.name) { ForEach(group.items, id: \.self) { Text($0) } }
                }
            }
            .listStyle(.plain))
        let g0 = try #require(sim.frame(of: .text("G0")))
        let g1 = try #require(sim.frame(of: .text("G1")))
        sim.scrollUpSlowly(by: 300)
        #expect(sim.frame(of: .text("G0")) == g0)
        #expect(sim.frame(of: .text("G1"))?.minY == g1.minY - 300)
        sim.scrollUpSlowly(by: g1.minY - g0.minY - 300)
        #expect(sim.frame(of: .text("G1")) == g0)
        #expect(sim.frame(of: .text("G0"))?.maxY ?? 0 <= 0)
    }
}
