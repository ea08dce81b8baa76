import Foundation
import Tactile
import TactileTesting
import Testing

/// `List` gestures through `TouchSimulator`: selection by tap, swipe actions against scrolling.
@MainActor
@Suite("List interaction")
struct ListInteractionTests {
    final class Log {
        var selected: Int?
        var selection: Set<Int> = []
        var performed: [String] = []
    }

    /// Fifty plain rows with trailing Archive/Delete actions and a leading Pin action that
    /// cannot be full-swiped; deleting removes the row.
    struct Inbox: View {
        let log: Log
        @State var rows = Array(0..<50)
        var body: some View {
            List(selection: Binding(get: { log.selected }, set: { log.selected = $0 })) {
                ForEach(rows, id: \.self) { i in
                    Text("Row \(i)")
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) {
                                log.performed.append("delete \(i)")
                                rows.removeAll { $0 == i }
                            } label: {
                                Text("Delete")
                            }
                            Button("Archive") { log.performed.append("archive \(i)") }.tint(.blue)
                        }
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Pin") { log.performed.append("pin \(i)") }
                        }
                }
            }
            .listStyle(.plain)
        }
    }

    /// Moves pointer 0 from `start` by `delta` in steps, then holds still and lifts.
    static func slowDrag(_ sim: TouchSimulator, from start: CGPoint, by delta: CGSize) {
        sim.down(at: start)
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(
                to: CGPoint(
                    x: start.x + delta.width * CGFloat(step) / 10, y: start.y + delta.height * CGFloat(step) / 10))
        }
        sim.advance(by: 0.3)
        sim.move(to: CGPoint(x: start.x + delta.width, y: start.y + delta.height))
        sim.up()
    }

    static func close(_ a: CGFloat?, _ b: CGFloat, within tolerance: CGFloat = 0.01) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    @Test func aTapSelectsTheRow() {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        sim.tap(on: .text("Row 3"))
        #expect(log.selected == 3)
        sim.tap(on: .text("Row 1"))
        #expect(log.selected == 1)
        // The selected row is drawn on iOS's selection grey.
        #expect(sim.displayList.shapes(filledWith: Color(red: 0.820, green: 0.820, blue: 0.839)).count == 1)
    }

    @Test func staticRowsAreSelectedByTheirTags() {
        let log = Log()
        let sim = TouchSimulator(
            List(selection: Binding(get: { log.selected }, set: { log.selected = $0 })) {
                Text("One").tag(1)
                Text("Two").tag(2)
                Text("Untagged")
            })
        sim.tap(on: .text("Two"))
        #expect(log.selected == 2)
        sim.tap(on: .text("Untagged"))
        #expect(log.selected == 2)
    }

    @Test func aButtonInARowTakesItsTapFromTheSelection() {
        let log = Log()
        let sim = TouchSimulator(
            List(0..<3, id: \.self, selection: Binding(get: { log.selected }, set: { log.selected = $0 })) { i in
                HStack {
                    Text("Item \(i)")
                    Button("Go \(i)") { log.performed.append("go \(i)") }
                }
            })
        sim.tap(on: .text("Go 1"))
        #expect(log.performed == ["go 1"])
        #expect(log.selected == nil)
        sim.tap(on: .text("Item 1"))
        #expect(log.selected == 1)
    }

    @Test func aTapTogglesRowsOfASetSelection() {
        let log = Log()
        let sim = TouchSimulator(
            List(0..<5, id: \.self, selection: Binding(get: { log.selection }, set: { log.selection = $0 })) {
                Text("Item \($0)")
            })
        sim.tap(on: .text("Item 2"))
        sim.tap(on: .text("Item 4"))
        #expect(log.selection == [2, 4])
        sim.tap(on: .text("Item 2"))
        #expect(log.selection == [4])
    }

    @Test func aHorizontalSwipeRevealsTheActionsAndDoesNotScroll() throws {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        let before = try #require(sim.frame(of: .text("Row 2")))
        #expect(sim.displayList.texts("Archive").isEmpty)
        Self.slowDrag(sim, from: CGPoint(x: 300, y: before.midY), by: CGSize(width: -120, height: 0))
        let after = try #require(sim.frame(of: .text("Row 2")))
        #expect(Self.close(after.minY, before.minY))
        // Open by the actions' width: two buttons at least 74 pt each, Delete at the edge.
        let delete = try #require(sim.frame(of: .text("Delete")))
        let archive = try #require(sim.frame(of: .text("Archive")))
        #expect(archive.maxX < delete.minX)
        #expect(after.minX <= before.minX - 148)
        #expect(sim.displayList.shapes(filledWith: .red).count == 1)
        // The tinted action takes its tint; the untinted leading one would be grey.
        #expect(sim.displayList.shapes(filledWith: .blue).count == 1)
        #expect(log.performed.isEmpty)
        #expect(log.selected == nil)
    }

    @Test func aTapOnARevealedActionPerformsItAndClosesTheRow() throws {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        let row = try #require(sim.frame(of: .text("Row 2")))
        Self.slowDrag(sim, from: CGPoint(x: 300, y: row.midY), by: CGSize(width: -120, height: 0))
        sim.tap(on: .text("Archive"))
        #expect(log.performed == ["archive 2"])
        #expect(sim.displayList.texts("Archive").isEmpty)
        #expect(Self.close(sim.frame(of: .text("Row 2"))?.minX, row.minX))
        #expect(log.selected == nil)
    }

    @Test func aSwipeStartingOnAnActionMovesTheOpenRow() throws {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        let row = try #require(sim.frame(of: .text("Row 2")))
        Self.slowDrag(sim, from: CGPoint(x: 300, y: row.midY), by: CGSize(width: -120, height: 0))
        let archive = try #require(sim.frame(of: .text("Archive")))
        Self.slowDrag(sim, from: CGPoint(x: archive.midX, y: row.midY), by: CGSize(width: 120, height: 0))
        #expect(log.performed.isEmpty)
        #expect(sim.displayList.texts("Archive").isEmpty)
        #expect(Self.close(sim.frame(of: .text("Row 2"))?.minX, row.minX))
    }

    @Test func aTapOnAnOpenRowClosesItWithoutSelecting() throws {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        let row = try #require(sim.frame(of: .text("Row 2")))
        Self.slowDrag(sim, from: CGPoint(x: 300, y: row.midY), by: CGSize(width: -120, height: 0))
        sim.tap(at: CGPoint(x: 60, y: row.midY))
        #expect(sim.displayList.texts("Archive").isEmpty)
        #expect(log.selected == nil)
        #expect(log.performed.isEmpty)
    }

    @Test func aFullSwipePerformsTheFirstAction() throws {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        let row = try #require(sim.frame(of: .text("Row 2")))
        Self.slowDrag(sim, from: CGPoint(x: 380, y: row.midY), by: CGSize(width: -300, height: 0))
        #expect(log.performed == ["delete 2"])
        #expect(!sim.texts().contains("Row 2"))
        // Row 3 moved up into the deleted row's place.
        #expect(Self.close(sim.frame(of: .text("Row 3"))?.minY, row.minY))
    }

    @Test func aShortSwipeSpringsBackClosed() throws {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        let row = try #require(sim.frame(of: .text("Row 2")))
        Self.slowDrag(sim, from: CGPoint(x: 300, y: row.midY), by: CGSize(width: -40, height: 0))
        #expect(sim.displayList.texts("Archive").isEmpty)
        #expect(Self.close(sim.frame(of: .text("Row 2"))?.minX, row.minX))
    }

    @Test func aQuickFlickOpensTheRowWithASpring() throws {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        let row = try #require(sim.frame(of: .text("Row 2")))
        // 40 pt in 50 ms: short of half the actions, but heading well past it.
        sim.drag(
            from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 260, y: row.midY), duration: 0.05, steps: 5)
        #expect(sim.frame(of: .text("Archive")) != nil)
        #expect(try #require(sim.frame(of: .text("Row 2"))).minX <= row.minX - 148)
        #expect(sim.isAnimating(at: sim.now + 0.05))
        #expect(log.performed.isEmpty)
    }

    @Test func aLeadingActionWithoutFullSwipeOnlyOpens() throws {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        let row = try #require(sim.frame(of: .text("Row 2")))
        Self.slowDrag(sim, from: CGPoint(x: 20, y: row.midY), by: CGSize(width: 350, height: 0))
        #expect(log.performed.isEmpty)
        let pin = try #require(sim.frame(of: .text("Pin")))
        #expect(pin.minX >= 0 && pin.maxX <= 74)
        sim.tap(on: .text("Pin"))
        #expect(log.performed == ["pin 2"])
    }

    @Test func aVerticalDragOnARowScrollsAndRevealsNothing() throws {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        let before = try #require(sim.frame(of: .text("Row 8")))
        Self.slowDrag(sim, from: CGPoint(x: 300, y: before.midY), by: CGSize(width: -4, height: -200))
        let after = try #require(sim.frame(of: .text("Row 8")))
        // The content followed the finger from the 10 pt slop on.
        #expect(after.minY < before.minY - 150)
        #expect(Self.close(after.minX, before.minX))
        #expect(sim.displayList.texts("Archive").isEmpty)
        #expect(log.selected == nil)
    }

    @Test func scrollingClosesAnOpenRow() throws {
        let log = Log()
        let sim = TouchSimulator(Inbox(log: log))
        let row = try #require(sim.frame(of: .text("Row 2")))
        Self.slowDrag(sim, from: CGPoint(x: 300, y: row.midY), by: CGSize(width: -120, height: 0))
        #expect(sim.frame(of: .text("Archive")) != nil)
        Self.slowDrag(sim, from: CGPoint(x: 200, y: 600), by: CGSize(width: 0, height: -100))
        #expect(sim.displayList.texts("Archive").isEmpty)
        let after = try #require(sim.frame(of: .text("Row 2")))
        #expect(Self.close(after.minX, row.minX))
        #expect(after.minY < row.minY - 80)
        #expect(log.performed.isEmpty)
    }

    @Test func onDeleteGivesRowsADeleteSwipeAction() throws {
        struct Fruit: View {
            @State var names = ["Apple", "Pear", "Plum"]
            var body: some View {
                List {
                    ForEach(names, id: \.self) { Text($0) }
                        .onDelete { names.remove(atOffsets: $0) }
                }
            }
        }
        let sim = TouchSimulator(Fruit())
        let pear = try #require(sim.frame(of: .text("Pear")))
        Self.slowDrag(sim, from: CGPoint(x: 360, y: pear.midY), by: CGSize(width: -100, height: 0))
        #expect(sim.frame(of: .text("Delete")) != nil)
        sim.tap(on: .text("Delete"))
        #expect(sim.texts() == ["Apple", "Plum"])
        Self.slowDrag(sim, from: CGPoint(x: 380, y: pear.midY), by: CGSize(width: -300, height: 0))
        #expect(sim.texts() == ["Apple"])
    }
}
