import Foundation
import Tactile
import TactileTesting
import Testing

/// Drag and drop in a scroll view: a drag that does not rest first scrolls, one that lifts does
/// not, and a lifted item near the edge scrolls the view, through `TouchSimulator`.
@MainActor
@Suite("Drag and drop in a scroll view")
struct DragAndDropScrollingTests {
    final class Log {
        var dropped: [String] = []
    }

    /// Thirty draggable rows, 50 pt each, over a drop zone at the bottom of the window.
    struct Rows: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30, id: \.self) { row in
                            Text("Row \(row)").frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50)
                                .draggable("Row \(row)")
                        }
                    }
                }
                .frame(height: 600)
                .accessibilityIdentifier("list")
                Color.gray.frame(height: 200)
                    .dropDestination(for: String.self) { items, _ in
                        log.dropped += items
                        return true
                    }
            }
        }
    }

    @Test func aDragThatMovesAtOnceScrollsInsteadOfLifting() throws {
        let log = Log()
        let sim = TouchSimulator(Rows(log: log))
        let row = try #require(sim.frame(of: .text("Row 5")))
        sim.drag(from: centre(row), to: CGPoint(x: row.midX, y: row.midY - 150))
        let moved = try #require(sim.frame(of: .text("Row 5")))
        #expect(moved.minY < row.minY - 100)
        #expect(log.dropped.isEmpty)
        #expect(sim.texts().filter { $0 == "Row 5" }.count == 1)
    }

    @Test func aLiftedRowDoesNotScrollTheList() throws {
        let log = Log()
        let sim = TouchSimulator(Rows(log: log))
        let row = try #require(sim.frame(of: .text("Row 2")))
        sim.liftAndDrag(from: centre(row), to: CGPoint(x: row.midX, y: row.midY + 250), lifts: false)
        #expect(sim.frame(of: ViewFinder.text("Row 2").first)?.minY == row.minY)
        sim.advance(by: 0.02)
        sim.move(to: CGPoint(x: row.midX, y: 700))
        sim.up()
        #expect(log.dropped == ["Row 2"])
    }

    @Test func aLiftedRowHeldNearTheBottomEdgeScrollsTheList() throws {
        let log = Log()
        let sim = TouchSimulator(Rows(log: log))
        let row = try #require(sim.frame(of: .text("Row 0")))
        let list = try #require(sim.frame(of: "list"))
        // 10 pt inside the bottom edge: most of the full speed.
        sim.liftAndDrag(from: centre(row), to: CGPoint(x: row.midX, y: list.maxY - 10), lifts: false)
        let before = try #require(sim.frame(of: .text("Row 10")))
        sim.advance(by: 0.5)
        let after = try #require(sim.frame(of: .text("Row 10")))
        // 0.5 s at about 460 pt/s.
        #expect(after.minY < before.minY - 150)
        #expect(after.minY > before.minY - 300)
        sim.up()
        #expect(log.dropped.isEmpty)
    }
}
