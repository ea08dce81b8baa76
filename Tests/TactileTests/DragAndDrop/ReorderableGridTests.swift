import Foundation
import Tactile
import TactileTesting
import Testing

/// The reorderable grid apps write with `onDrag` and `onDrop(of:delegate:)`: the delegate moves
/// the dragged item as the drag enters another item, through `TouchSimulator`.
@MainActor
@Suite("Reorderable grid with a drop delegate")
struct ReorderableGridTests {
    final class Log {
        var events: [String] = []
        var loaded: [String] = []
        var proposals = 0
    }

    /// Moves the dragged item to this item's place when the drag enters it, as apps do.
    struct ReorderDelegate: DropDelegate {
        let item: String
        @Binding var items: [String]
        @Binding var dragged: String?
        let log: Log

        func dropEntered(info: DropInfo) {
            log.events.append("entered \(item)")
            guard let dragged, dragged != item, let from = items.firstIndex(of: dragged),
                let to = items.firstIndex(of: item)
            else { return }
            items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
        }

        func dropUpdated(info: DropInfo) -> DropProposal? {
            log.proposals += 1
            return DropProposal(operation: .move)
        }

        func dropExited(info: DropInfo) { log.events.append("exited \(item)") }

        func performDrop(info: DropInfo) -> Bool {
            log.events.append("drop on \(item)")
            for provider in info.itemProviders(for: [.text]) {
                _ = provider.loadObject(ofClass: NSString.self) { object, _ in
                    if let string = object as? NSString { log.loaded.append(string as String) }
                }
            }
            dragged = nil
            return true
        }
    }

    /// Six numbered tiles, three to a row, in a scroll view.
    struct Grid: View {
        let log: Log
        @State var items = ["1", "2", "3", "4", "5", "6"]
        @State var dragged: String?

        var body: some View {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(100), spacing: 0), count: 3), spacing: 0) {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                            .frame(width: 100, height: 100)
                            .onDrag {
                                dragged = item
                                return NSItemProvider(object: item as NSString)
                            }
                            .onDrop(
                                of: [.text],
                                delegate: ReorderDelegate(item: item, items: $items, dragged: $dragged, log: log))
                    }
                }
            }
        }
    }

    /// The texts of the tiles in reading order (the preview, drawn last, left out).
    static func order(_ sim: TouchSimulator) -> [String] {
        Array(sim.texts().prefix(6))
    }

    @Test func draggingATileAcrossTheRowMovesItThere() throws {
        let log = Log()
        let sim = TouchSimulator(Grid(log: log))
        #expect(Self.order(sim) == ["1", "2", "3", "4", "5", "6"])
        let one = try #require(sim.frame(of: .text("1")))
        let three = try #require(sim.frame(of: .text("3")))
        sim.liftAndDrag(from: centre(one), to: centre(three), steps: 20)
        #expect(Self.order(sim) == ["2", "3", "1", "4", "5", "6"])
        #expect(log.events.first == "entered 1")
        #expect(log.events.contains("entered 2"))
        #expect(log.events.last == "drop on 1")
        #expect(log.loaded == ["1"])
        #expect(log.proposals > 0)
    }

    @Test func draggingATileDownARowMovesItThere() throws {
        let log = Log()
        let sim = TouchSimulator(Grid(log: log))
        let two = try #require(sim.frame(of: .text("2")))
        let five = try #require(sim.frame(of: .text("5")))
        sim.liftAndDrag(from: centre(two), to: centre(five), steps: 10)
        #expect(Self.order(sim) == ["1", "3", "4", "5", "2", "6"])
        #expect(sim.texts().count == 6)
    }

    @Test func aQuickDragScrollsAndMovesNothing() throws {
        let log = Log()
        let sim = TouchSimulator(Grid(log: log))
        let one = try #require(sim.frame(of: .text("1")))
        sim.drag(from: centre(one), to: CGPoint(x: one.midX + 200, y: one.midY))
        #expect(Self.order(sim) == ["1", "2", "3", "4", "5", "6"])
        #expect(log.events.isEmpty)
    }
}
