import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// Sections that reach a `List` through an `if`, `if`/`else`, `switch`, a modifier, a `Group` or
/// an `AnyView`, through `TouchSimulator`: each lays out as the same sections written out
/// (``ListSectionForEachTests/WrittenOut``), as SwiftUI's view lists do.
@MainActor
@Suite("List sections through conditionals, modifiers and groups")
struct ListSectionVariantsTests {
    typealias Shelf = ListSectionForEachTests.Shelf
    static let groups = ListSectionForEachTests.groups

    /// One group's section: its items, its name as header, a count as footer.
    struct ShelfSection: View {
        let group: Shelf
        var body: some View { ListSectionVariantsTests.section(group) }
    }

    /// A section built inline (not through a custom view), the way most code writes it.
    static func section(_ group: Shelf) -> some View {
        Section {
            ForEach(group.items, id: \.self) { Text($0) }
        } header: {
            Text(group.name)
        } footer: {
            Text("\(group.items.count) of \(group.name)")
        }
    }

    enum Form { case ifOnly, ifElse, switchCase, modified, identified, styled, grouped, erased }

    /// The groups as a `ForEach` whose element is a section in `form`.
    struct Variant<Style: ListStyle>: View {
        let form: Form
        let style: Style
        var body: some View {
            List {
                ForEach(ListSectionVariantsTests.groups) { group in
                    switch form {
                    case .ifOnly:
                        if !group.items.isEmpty { ListSectionVariantsTests.section(group) }
                    case .ifElse:
                        if group.items.count > 1 {
                            ListSectionVariantsTests.section(group)
                        } else {
                            ListSectionVariantsTests.section(group)
                        }
                    case .switchCase:
                        switch group.items.count {
                        case 1: ListSectionVariantsTests.section(group)
                        case 2: ListSectionVariantsTests.section(group)
                        default: ListSectionVariantsTests.section(group)
                        }
                    case .modified: ListSectionVariantsTests.section(group).listRowSeparator(.visible)
                    case .identified: ListSectionVariantsTests.section(group).id(group.id)
                    case .styled: ListSectionVariantsTests.section(group).foregroundStyle(Color.blue)
                    case .grouped: Group { ListSectionVariantsTests.section(group) }
                    case .erased: AnyView(ListSectionVariantsTests.section(group))
                    }
                }
            }
            .listStyle(style)
        }
    }

    @Test(arguments: [
        Form.ifOnly, .ifElse, .switchCase, .modified, .identified, .styled, .grouped, .erased,
    ])
    func aSectionInAForEachLaysOutAsWrittenOut(_ form: Form) {
        func check(_ style: some ListStyle) {
            let variant = ListSectionForEachTests.drawing(TouchSimulator(Variant(form: form, style: style)))
            let written = ListSectionForEachTests.drawing(
                TouchSimulator(ListSectionForEachTests.WrittenOut(style: style)))
            #expect(variant.frames.count == 12)
            #expect(variant.frames == written.frames)
            #expect(variant.separators == written.separators)
            #expect(variant.bands == written.bands)
        }
        check(.plain)
        check(.insetGrouped)
    }

    /// The three sections written out, each through another form.
    struct WrittenVariants<Style: ListStyle>: View {
        let style: Style
        let showNuts: Bool
        var body: some View {
            List {
                ListSectionVariantsTests.section(ListSectionVariantsTests.groups[0])
                    .listRowBackground(Color.yellow)
                Group { ListSectionVariantsTests.section(ListSectionVariantsTests.groups[1]) }
                if showNuts {
                    ShelfSection(group: ListSectionVariantsTests.groups[2]).foregroundStyle(Color.blue)
                }
            }
            .listStyle(style)
        }
    }

    @Test func writtenOutSectionsWithModifiersLayOutAsWithout() {
        func check(_ style: some ListStyle) {
            let variant = ListSectionForEachTests.drawing(
                TouchSimulator(WrittenVariants(style: style, showNuts: true)))
            let written = ListSectionForEachTests.drawing(
                TouchSimulator(ListSectionForEachTests.WrittenOut(style: style)))
            #expect(variant.frames == written.frames)
            #expect(variant.separators == written.separators)
            #expect(variant.bands == written.bands)
        }
        check(.plain)
        check(.insetGrouped)
    }

    @Test func aRowModifierOnASectionReachesEachOfItsRows() {
        let sim = TouchSimulator(WrittenVariants(style: .insetGrouped, showNuts: true))
        // Fruit's three rows, not its header or footer, nor the other sections' rows.
        #expect(sim.displayList.shapes(filledWith: Color.yellow).count == 3)
        let inForEach = TouchSimulator(
            List {
                ForEach(Self.groups) { group in
                    Self.section(group).listRowBackground(group.name == "Nuts" ? nil : Color.yellow)
                }
            })
        #expect(inForEach.displayList.shapes(filledWith: Color.yellow).count == 5)
    }

    @Test func swipeActionsOnDeleteAndSelectionWorkInAModifiedSection() throws {
        final class Log {
            var performed: [String] = []
            var selected: String?
        }
        let log = Log()
        struct Pantry: View {
            let log: Log
            @State var groups = ListSectionVariantsTests.groups
            var body: some View {
                List(selection: Binding(get: { log.selected }, set: { log.selected = $0 })) {
                    ForEach(groups) { group in
                        if !group.items.isEmpty {
                            Section(group.name) {
                                ForEach(group.items, id: \.self) { item in
                                    Text(item).swipeActions(edge: .leading) {
                                        Button("Eat") { log.performed.append(item) }
                                    }
                                }
                                .onDelete { offsets in
                                    if let index = groups.firstIndex(where: { $0.id == group.id }) {
                                        groups[index].items.remove(atOffsets: offsets)
                                    }
                                }
                            }
                            .id(group.id)
                        }
                    }
                }
                .listStyle(.plain)
            }
        }
        let sim = TouchSimulator(Pantry(log: log))
        // The names are headers on a plain header's band, not rows.
        #expect(sim.displayList.shapes(filledWith: ListSectionForEachTests.headerBand).count == 3)
        sim.tap(on: .text("Kale"))
        #expect(log.selected == "Kale")
        sim.tap(on: .text("Vegetables"))
        #expect(log.selected == "Kale")
        let leek = try #require(sim.frame(of: .text("Leek")))
        ListInteractionTests.slowDrag(sim, from: CGPoint(x: 40, y: leek.midY), by: CGSize(width: 120, height: 0))
        sim.tap(on: .text("Eat"))
        #expect(log.performed == ["Leek"])
        let pear = try #require(sim.frame(of: .text("Pear")))
        ListInteractionTests.slowDrag(sim, from: CGPoint(x: 360, y: pear.midY), by: CGSize(width: -100, height: 0))
        sim.tap(on: .text("Delete"))
        #expect(!sim.exists(.text("Pear")))
        #expect(sim.exists(.text("Apple")) && sim.exists(.text("Plum")) && sim.exists(.text("Kale")))
    }

    @Test func aPlainListPinsTheHeaderOfASectionChosenByAnIf() throws {
        let long = (0..<3).map { s in Shelf(name: "G\(s)", items: (0..<20).map { "g\(s).\($0)" }) }
        let sim = TouchSimulator(
            List {
                ForEach(long) { group in
                    if group.items.count > 0 {
                        Section(group.name) { ForEach(group.items, id: \.self) { Text($0) } }
                            .listRowSeparator(.visible)
                    }
                }
            }
            .listStyle(.plain))
        let g0 = try #require(sim.frame(of: .text("G0")))
        let g1 = try #require(sim.frame(of: .text("G1")))
        sim.scrollUpSlowly(by: 300)
        #expect(sim.frame(of: .text("G0")) == g0)
        #expect(sim.frame(of: .text("G1"))?.minY == g1.minY - 300)
    }
}
