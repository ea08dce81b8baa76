import Foundation
import Tactile
import TactileTesting
import Testing

/// `List` layout through `TouchSimulator`: rows, insets, sections, styles, row modifiers and bad input.
@MainActor
@Suite("List layout")
struct ListLayoutTests {
    /// iOS's separator colour, as the list draws it.
    static let separator = Color(red: 0.776, green: 0.776, blue: 0.784)

    static func close(_ a: CGFloat?, _ b: CGFloat, within tolerance: CGFloat = 0.01) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    /// Where a shape item's path lies in the window.
    static func drawnRect(_ item: DisplayItem) -> CGRect {
        guard case .shape(let path, _, _) = item.kind else { return .null }
        return path.boundingRect.applying(item.transform)
    }

    @Test func plainRowsAreFortyFourPointsHighWithSixteenPointInsets() throws {
        let sim = TouchSimulator(List(0..<5) { Text("Row \($0)") }.listStyle(.plain))
        for i in 0..<5 {
            let frame = try #require(sim.frame(of: .text("Row \(i)")))
            #expect(Self.close(frame.minX, 16))
            #expect(Self.close(frame.midY, 44 * CGFloat(i) + 22))
        }
        // Separators between the rows only: four for five rows, inset 16 pt, 384 pt long.
        let separators = sim.displayList.shapes(filledWith: Self.separator)
        #expect(separators.count == 4)
        let lines = separators.map(Self.drawnRect)
        #expect(lines.allSatisfy { Self.close($0.minX, 16) && Self.close($0.width, 384) && Self.close($0.height, 0.5) })
        #expect(Self.close(lines.first?.maxY, 44))
    }

    @Test func insetGroupedSectionsHaveHeadersFootersAndCards() throws {
        let sim = TouchSimulator(
            List {
                Section("Fruit") {
                    Text("Apple")
                    Text("Pear")
                }
                Section {
                    Text("Leek")
                } header: {
                    Text("Vegetables")
                } footer: {
                    Text("In season")
                }
            })
        let fruit = try #require(sim.frame(of: .text("Fruit")))
        let apple = try #require(sim.frame(of: .text("Apple")))
        let pear = try #require(sim.frame(of: .text("Pear")))
        let vegetables = try #require(sim.frame(of: .text("Vegetables")))
        let leek = try #require(sim.frame(of: .text("Leek")))
        let footer = try #require(sim.frame(of: .text("In season")))
        // Rows: in a card 16 pt from the sides, content 16 pt further in.
        #expect(Self.close(apple.minX, 32))
        #expect(Self.close(fruit.minX, 32))
        #expect(fruit.maxY <= apple.minY)
        #expect(Self.close(pear.midY - apple.midY, 44))
        // The second section starts after 20 pt of grouped space, header, row, footer in order.
        #expect(vegetables.minY >= pear.maxY + 20)
        #expect(vegetables.maxY <= leek.minY)
        #expect(leek.maxY <= footer.minY)
        // One separator (between Apple and Pear): none after a section's last row.
        #expect(sim.displayList.shapes(filledWith: Self.separator).count == 1)
        // The grouped background fills the window behind the cards.
        let background = sim.displayList.shapes(filledWith: Color(red: 0.949, green: 0.949, blue: 0.969))
        #expect(background.contains { $0.frame == CGRect(x: 0, y: 0, width: 400, height: 800) })
    }

    @Test func listStylesPlaceRowsApart() throws {
        func x(_ style: some ListStyle) throws -> CGFloat {
            let sim = TouchSimulator(List { Text("A") }.listStyle(style))
            return try #require(sim.frame(of: .text("A"))).minX
        }
        #expect(Self.close(try x(.plain), 16))
        #expect(Self.close(try x(.grouped), 16))
        #expect(Self.close(try x(.insetGrouped), 32))
        #expect(Self.close(try x(.inset), 32))
        #expect(Self.close(try x(.sidebar), 32))
        #expect(Self.close(try x(.automatic), 32))
    }

    @Test func rowModifiersChangeInsetsSeparatorsAndBackground() throws {
        let sim = TouchSimulator(
            List {
                Text("Wide").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
                Text("Quiet").listRowSeparator(.hidden)
                Text("Tinted").listRowBackground(Color.yellow)
                Text("Last")
            }
            .listStyle(.plain))
        #expect(Self.close(try #require(sim.frame(of: .text("Wide"))).minX, 40))
        // Separators below Wide and Tinted only: Quiet hides its own, Last has none.
        #expect(sim.displayList.shapes(filledWith: Self.separator).count == 2)
        let tint = sim.displayList.shapes(filledWith: .yellow)
        #expect(tint.count == 1)
        #expect(tint.first.map { Self.close($0.frame.height, 44) && Self.close($0.frame.width, 400) } == true)
    }

    @Test func tallRowsGrowPastFortyFourPoints() throws {
        let sim = TouchSimulator(
            List { Color.blue.frame(width: 50, height: 80).accessibilityIdentifier("tall") }.listStyle(.plain))
        let frame = try #require(sim.frame(of: "tall"))
        #expect(Self.close(frame.minY, 8))
        #expect(Self.close(frame.minX, 16))
    }

    @Test func anEmptyListDrawsOnlyItsBackground() {
        let sim = TouchSimulator(List {})
        #expect(sim.texts().isEmpty)
        sim.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 100))
        sim.tap(at: CGPoint(x: 200, y: 30))
        #expect(sim.diagnostics.isEmpty)
    }

    @Test func duplicateIdsAreReportedNotFatal() {
        let sim = TouchSimulator(List(["a", "a", "b"], id: \.self) { Text($0) })
        #expect(sim.texts().sorted() == ["a", "a", "b"])
        #expect(sim.host.viewHost.layoutDiagnostics.contains { $0.hasPrefix("List: 1 row(s) share an id") })
    }

    @Test func severalViewsOfOneElementAreSeveralRows() throws {
        let sim = TouchSimulator(
            List {
                ForEach(0..<2, id: \.self) { i in
                    Text("a\(i)")
                    Text("b\(i)")
                }
            }
            .listStyle(.plain))
        let mids = try ["a0", "b0", "a1", "b1"].map { try #require(sim.frame(of: .text($0))).midY }
        #expect(mids.enumerated().allSatisfy { Self.close($0.element, 44 * CGFloat($0.offset) + 22) })
        #expect(sim.host.viewHost.layoutDiagnostics.isEmpty)
    }

    @Test func aListWithoutDuplicatesReportsNothing() {
        let sim = TouchSimulator(List(["a", "b"], id: \.self) { Text($0) })
        #expect(sim.host.viewHost.layoutDiagnostics.isEmpty)
    }
}

/// `Array.move(fromOffsets:toOffset:)` and `remove(atOffsets:)`, as SwiftUI's `onMove` and `onDelete` report.
@Suite("List offsets")
struct ListOffsetTests {
    @Test(arguments: [
        ([1], 0, ["b", "a", "c", "d"]),
        ([0], 4, ["b", "c", "d", "a"]),
        ([0, 2], 4, ["b", "d", "a", "c"]),
        ([3], 1, ["a", "d", "b", "c"]),
        ([1], 2, ["a", "b", "c", "d"]),
        ([9], 0, ["a", "b", "c", "d"]),
    ])
    func move(source: [Int], destination: Int, expected: [String]) {
        var items = ["a", "b", "c", "d"]
        items.move(fromOffsets: IndexSet(source), toOffset: destination)
        #expect(items == expected)
    }

    @Test func removeAtOffsets() {
        var items = ["a", "b", "c", "d"]
        items.remove(atOffsets: IndexSet([0, 2, 7]))
        #expect(items == ["b", "d"])
    }
}
