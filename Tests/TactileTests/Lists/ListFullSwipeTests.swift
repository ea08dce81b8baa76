import Foundation
import Tactile
import TactileTesting
import Testing

/// A full swipe on a `List` row: past ``fullSwipeFraction`` of the row's width, a release performs
/// the first action of an edge that allows it (`onDelete`'s Delete, a `swipeActions` button)
/// without a tap on the button; a shorter swipe only reveals the buttons.
@MainActor
@Suite("List full swipe")
struct ListFullSwipeTests {
    final class Log {
        var deleted: [IndexSet] = []
        var performed: [String] = []
    }

    /// Five fruits whose `ForEach` deletes with `onDelete`, in a plain list or one of the default
    /// (inset grouped) style, whose rows are 368 pt wide.
    struct Fruits: View {
        let log: Log
        var plain = true
        @State var fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]
        var body: some View {
            let list = List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { offsets in
                    log.deleted.append(offsets)
                    fruits.remove(atOffsets: offsets)
                }
            }
            if plain { list.listStyle(.plain) } else { list }
        }
    }

    /// Swipes the row `row` from near its trailing end leftwards by `distance`, slowly, and lifts
    /// after holding still (no speed at the lift).
    static func swipe(_ sim: TouchSimulator, row: String, by distance: CGFloat) throws {
        let frame = try #require(sim.frame(of: .text(row)))
        let start = CGPoint(x: 360, y: frame.midY)
        sim.down(at: start)
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: start.x - distance * CGFloat(step) / 10, y: start.y))
        }
        sim.advance(by: 0.3)
        sim.move(to: CGPoint(x: start.x - distance, y: start.y))
        sim.up()
        sim.advance(by: 1)
    }

    /// The list's style (plain: 400 pt rows; inset grouped: 368 pt), the swipe's length and
    /// whether it deletes (past 60 % of the row: 240 pt and 221 pt).
    nonisolated static let swipes: [(plain: Bool, distance: CGFloat, deletes: Bool)] = [
        (true, 100, false), (true, 200, false), (true, 260, true), (true, 340, true),
        (false, 200, false), (false, 230, true),
    ]

    @Test(arguments: swipes)
    func aFullSwipeDeletesTheRowAndAShortOneRevealsDelete(plain: Bool, distance: CGFloat, deletes: Bool) throws {
        let log = Log()
        let sim = TouchSimulator(Fruits(log: log, plain: plain))
        try Self.swipe(sim, row: "Cherry", by: distance)
        if deletes {
            #expect(log.deleted == [IndexSet(integer: 2)])
            #expect(!sim.exists(.text("Cherry")))
            #expect(!sim.exists(.text("Delete")))
        } else {
            #expect(log.deleted.isEmpty)
            #expect(sim.exists(.text("Cherry")))
            #expect(sim.exists(.text("Delete")), "the row rests open on its Delete button")
            sim.tap(on: .text("Delete"))
            #expect(log.deleted == [IndexSet(integer: 2)])
        }
    }

    /// Rows with two trailing actions, full swipe allowed or not.
    struct Mail: View {
        let log: Log
        let allowsFullSwipe: Bool
        var body: some View {
            List(0..<5, id: \.self) { i in
                Text("Mail \(i)")
                    .swipeActions(edge: .trailing, allowsFullSwipe: allowsFullSwipe) {
                        Button("Archive") { log.performed.append("archive \(i)") }
                        Button("Flag") { log.performed.append("flag \(i)") }
                    }
            }
        }
    }

    @Test(arguments: [true, false])
    func aFullSwipePerformsTheFirstActionOnlyWhenAllowed(allowsFullSwipe: Bool) throws {
        let log = Log()
        let sim = TouchSimulator(Mail(log: log, allowsFullSwipe: allowsFullSwipe))
        try Self.swipe(sim, row: "Mail 1", by: 380)
        if allowsFullSwipe {
            #expect(log.performed == ["archive 1"])
            #expect(!sim.exists(.text("Archive")), "the row closes")
        } else {
            #expect(log.performed.isEmpty)
            #expect(sim.exists(.text("Archive")), "the row rests open on its actions")
        }
    }
}
