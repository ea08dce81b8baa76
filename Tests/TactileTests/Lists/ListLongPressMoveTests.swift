import Foundation
import Tactile
import TactileTesting
import Testing

/// `onMove` out of edit mode: a long press lifts a row and a drag moves it, as on iOS; a drag
/// that does not rest first scrolls, through `TouchSimulator`.
@MainActor
@Suite("List long-press move")
struct ListLongPressMoveTests {
    final class Log {
        var moves: [(IndexSet, Int)] = []
        var taps: [String] = []
    }

    /// Four plain rows that can be moved, not in edit mode.
    struct Movable: View {
        let log: Log
        @State var names = ["A", "B", "C", "D"]
        var body: some View {
            List {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
                .onMove { source, destination in
                    log.moves.append((source, destination))
                    names.move(fromOffsets: source, toOffset: destination)
                }
            }
            .listStyle(.plain)
        }
    }

    /// Rows that can be moved and deleted.
    struct Deletable: View {
        let log: Log
        @State var names = ["A", "B", "C", "D"]
        var body: some View {
            List {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
                .onDelete { names.remove(atOffsets: $0) }
                .onMove { source, destination in
                    log.moves.append((source, destination))
                    names.move(fromOffsets: source, toOffset: destination)
                }
            }
            .listStyle(.plain)
        }
    }

    @Test func aFullSwipeStillDeletesARowThatCanMove() throws {
        let log = Log()
        let sim = TouchSimulator(Deletable(log: log))
        let b = try #require(sim.frame(of: .text("B")))
        sim.down(at: CGPoint(x: 380, y: b.midY))
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: 380 - 30 * CGFloat(step), y: b.midY))
        }
        sim.advance(by: 0.3)
        sim.up()
        sim.advance(by: 1)
        #expect(sim.texts() == ["A", "C", "D"])
        #expect(log.moves.isEmpty)
    }

    /// Movable rows that can be selected.
    struct Selectable: View {
        let log: Log
        @State var names = ["A", "B", "C", "D"]
        @State var selection: String?
        var body: some View {
            List(selection: $selection) {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
                .onMove { source, destination in
                    log.moves.append((source, destination))
                    names.move(fromOffsets: source, toOffset: destination)
                }
            }
            .listStyle(.plain)
            .onChange(of: selection) { _, new in log.taps.append(new ?? "none") }
        }
    }

    @Test func aTapSelectsAMovableRowButALiftDoesNot() throws {
        let log = Log()
        let sim = TouchSimulator(Selectable(log: log))
        let c = try #require(sim.frame(of: .text("C")))
        sim.longPress(at: centre(c))
        #expect(log.taps.isEmpty)
        sim.liftAndDrag(from: centre(c), to: CGPoint(x: c.midX, y: c.midY + 5))
        #expect(log.taps.isEmpty)
        #expect(log.moves.isEmpty)
        sim.tap(at: centre(c))
        #expect(log.taps == ["C"])
    }

    @Test func aLongPressThenADragMovesTheRow() throws {
        let log = Log()
        let sim = TouchSimulator(Movable(log: log))
        let a = try #require(sim.frame(of: .text("A")))
        let b = try #require(sim.frame(of: .text("B")))
        let row = b.minY - a.minY
        sim.liftAndDrag(from: centre(a), to: CGPoint(x: a.midX, y: a.midY + row * 2.4))
        #expect(log.moves.map { Array($0.0) } == [[0]])
        #expect(log.moves.map(\.1) == [3])
        #expect(sim.texts() == ["B", "C", "A", "D"])
    }

    @Test func theLiftedRowFollowsTheFinger() throws {
        let log = Log()
        let sim = TouchSimulator(Movable(log: log))
        let c = try #require(sim.frame(of: .text("C")))
        sim.liftAndDrag(from: centre(c), to: CGPoint(x: c.midX, y: c.midY - 30), lifts: false)
        let lifted = try #require(sim.frame(of: .text("C")))
        #expect(abs(lifted.minY - (c.minY - 30)) < 0.01)
        sim.up()
        #expect(log.moves.isEmpty)
        #expect(sim.texts() == ["A", "B", "C", "D"])
    }

    @Test func aDragThatDoesNotRestFirstMovesNothing() throws {
        let log = Log()
        let sim = TouchSimulator(Movable(log: log))
        let a = try #require(sim.frame(of: .text("A")))
        sim.drag(from: centre(a), to: CGPoint(x: a.midX, y: a.midY + 120))
        #expect(log.moves.isEmpty)
        #expect(sim.texts() == ["A", "B", "C", "D"])
    }
}
