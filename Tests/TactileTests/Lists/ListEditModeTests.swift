import Foundation
import Tactile
import TactileTesting
import Testing

/// `EditMode`, `EditButton`, `onMove` and `onDelete` in edit mode, through `TouchSimulator`.
@MainActor
@Suite("List edit mode")
struct ListEditModeTests {
    final class Log {
        var moves: [(IndexSet, Int)] = []
    }

    /// Four plain rows that can be moved and deleted, an edit button above them.
    struct Editable: View {
        let log: Log
        var startsEditing = true
        @State var names = ["A", "B", "C", "D"]
        @State var mode = EditMode.inactive
        var body: some View {
            VStack(spacing: 0) {
                EditButton().frame(height: 44)
                List {
                    ForEach(names, id: \.self) { Text($0) }
                        .onDelete { names.remove(atOffsets: $0) }
                        .onMove { source, destination in
                            log.moves.append((source, destination))
                            names.move(fromOffsets: source, toOffset: destination)
                        }
                }
                .listStyle(.plain)
            }
            .environment(\.editMode, $mode)
            .onAppear { if startsEditing { mode = .active } }
        }
    }

    /// The centre of the move handle of the row showing `text`.
    static func handle(_ sim: TouchSimulator, _ text: String) throws -> CGPoint {
        let frame = try #require(sim.frame(of: .text(text)))
        return CGPoint(x: 378, y: frame.midY)
    }

    @Test func theEditButtonTogglesEditMode() throws {
        let sim = TouchSimulator(Editable(log: Log(), startsEditing: false))
        #expect(sim.texts().contains("Edit"))
        let plain = try #require(sim.frame(of: .text("A"))).minX
        sim.tap(on: .text("Edit"))
        #expect(sim.texts().contains("Done"))
        // The delete control stands before the content.
        #expect(abs(try #require(sim.frame(of: .text("A"))).minX - plain - 38) < 0.01)
        sim.tap(on: .text("Done"))
        #expect(sim.texts().contains("Edit"))
        #expect(sim.frame(of: .text("A"))?.minX == plain)
    }

    @Test func draggingAHandleDownMovesTheRow() throws {
        let log = Log()
        let sim = TouchSimulator(Editable(log: log))
        let start = try Self.handle(sim, "A")
        sim.drag(from: start, to: CGPoint(x: start.x, y: start.y + 44 * 2.4))
        #expect(log.moves.map { Array($0.0) } == [[0]])
        #expect(log.moves.map(\.1) == [3])
        #expect(sim.texts() == ["Done", "B", "C", "A", "D"])
    }

    @Test func draggingAHandleUpMovesTheRow() throws {
        let log = Log()
        let sim = TouchSimulator(Editable(log: log))
        let start = try Self.handle(sim, "D")
        sim.drag(from: start, to: CGPoint(x: start.x, y: start.y - 44 * 2.4))
        #expect(log.moves.map(\.1) == [1])
        #expect(sim.texts() == ["Done", "A", "D", "B", "C"])
    }

    @Test func aRowFollowsItsHandleWithoutScrolling() throws {
        let sim = TouchSimulator(Editable(log: Log()))
        let a = try #require(sim.frame(of: .text("A")))
        let b = try #require(sim.frame(of: .text("B")))
        let start = try Self.handle(sim, "A")
        sim.down(at: start)
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: start.x, y: start.y + 30))
        #expect(abs(try #require(sim.frame(of: .text("A"))).minY - a.minY - 30) < 0.01)
        #expect(sim.frame(of: .text("B")) == b)
        sim.advance(by: 0.05)
        sim.move(to: start)
        sim.up()
        #expect(sim.texts() == ["Done", "A", "B", "C", "D"])
    }

    @Test func theDeleteControlOpensDeleteAndDeleteRemovesTheRow() throws {
        let sim = TouchSimulator(Editable(log: Log()))
        let b = try #require(sim.frame(of: .text("B")))
        #expect(sim.displayList.texts("Delete").isEmpty)
        sim.tap(at: CGPoint(x: 27, y: b.midY))
        #expect(sim.frame(of: .text("Delete")) != nil)
        sim.tap(on: .text("Delete"))
        #expect(sim.texts() == ["Done", "A", "C", "D"])
    }

    @Test func rowsDoNotSwipeInEditMode() throws {
        let sim = TouchSimulator(Editable(log: Log()))
        let b = try #require(sim.frame(of: .text("B")))
        sim.drag(from: CGPoint(x: 300, y: b.midY), to: CGPoint(x: 20, y: b.midY))
        #expect(sim.texts() == ["Done", "A", "B", "C", "D"])
        #expect(sim.displayList.texts("Delete").isEmpty)
    }
}
