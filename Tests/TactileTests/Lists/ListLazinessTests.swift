import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `List` builds its rows lazily, like `LazyVStack`: how many rows are built (counted by their
/// `onAppear` and `onDisappear`), where they land after scrolling, `scrollTo` a row not built,
/// and the offsets `onDelete` and `onMove` report for rows far down.
@MainActor
@Suite("List laziness")
struct ListLazinessTests {
    /// A plain list of `count` text rows ("Row 0"…), 44 pt each, filling the 400 × 800 window.
    struct Rows: View {
        let count: Int
        let counter: RowCounter
        var body: some View {
            ScrollViewReader { proxy in
                List(0..<count) { i in
                    Text("Row \(i)")
                        .onAppear { counter.appeared += 1 }
                        .onDisappear { counter.disappeared += 1 }
                }
                .listStyle(.plain)
                .onAppear { counter.proxy = proxy }
            }
        }
    }

    static func close(_ a: CGFloat?, _ b: CGFloat, within tolerance: CGFloat = 0.01) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    @Test func tenThousandRowsBuildAboutWhatTwentyDo() throws {
        let few = RowCounter(), many = RowCounter()
        let small = TouchSimulator(Rows(count: 20, counter: few))
        let large = TouchSimulator(Rows(count: 10_000, counter: many))
        #expect(small.frame(of: .text("Row 19")) != nil)
        #expect(few.appeared == 20)
        // 800 pt of 44 pt rows is 19 rows; the margin below adds a quarter of that.
        #expect(many.appeared >= 19 && many.appeared <= few.appeared + 10)
        #expect(Self.close(large.frame(of: .text("Row 0"))?.midY, 22))
        #expect(Self.close(large.frame(of: .text("Row 18"))?.midY, 18 * 44 + 22))
        #expect(!large.exists(.text("Row 100")))  // not built
    }

    @Test func scrollingBuildsTheRowsComingIntoViewAndDropsTheRest() {
        let counter = RowCounter()
        let sim = TouchSimulator(Rows(count: 10_000, counter: counter))
        for _ in 0..<5 { sim.scrollUpSlowly(by: 440) }  // 2200 pt: 50 rows
        #expect(Self.close(sim.frame(of: .text("Row 50"))?.midY, 22))
        #expect(Self.close(sim.frame(of: .text("Row 68"))?.midY, 18 * 44 + 22))
        #expect(!sim.exists(.text("Row 0")))
        #expect(counter.live <= 30)
        #expect(counter.appeared < 100)
    }

    @Test func scrollToARowNotBuiltLandsItAtTheAnchor() throws {
        let counter = RowCounter()
        let sim = TouchSimulator(Rows(count: 10_000, counter: counter))
        let proxy = try #require(counter.proxy)
        proxy.scrollTo(5000, anchor: .top)
        // The row's view with the id (its text) at the top, as in a lazy stack.
        #expect(Self.close(sim.frame(of: .text("Row 5000"))?.minY, 0))
        proxy.scrollTo(9999, anchor: .bottom)
        #expect(Self.close(sim.frame(of: .text("Row 9999"))?.maxY, 800))
        #expect(counter.live <= 30)
        #expect(sim.host.viewHost.scrollDiagnostics.isEmpty)
    }

    @Test func longSectionsBuildOnlyTheRowsInView() throws {
        let counter = RowCounter()
        let sim = TouchSimulator(
            ScrollViewReader { proxy in
                List {
                    Section("Apples") {
                        ForEach(0..<5000) { i in
                            Text("a\(i)").onAppear { counter.appeared += 1 }.onDisappear { counter.disappeared += 1 }
                        }
                    }
                    Section {
                        ForEach((0..<5000).map { "p\($0)" }, id: \.self) { name in
                            Text(name).onAppear { counter.appeared += 1 }.onDisappear { counter.disappeared += 1 }
                        }
                    } header: {
                        Text("Pears")
                    } footer: {
                        Text("The end")
                    }
                }
                .onAppear { counter.proxy = proxy }
            })
        #expect(sim.frame(of: .text("Apples")) != nil)
        #expect(!sim.exists(.text("Pears")))
        #expect(counter.live <= 30)
        let proxy = try #require(counter.proxy)
        proxy.scrollTo("p4999", anchor: .top)
        // The last row of the inset grouped list, its footer below it, the first section gone.
        let last = try #require(sim.frame(of: .text("p4999")))
        let footer = try #require(sim.frame(of: .text("The end")))
        #expect(footer.minY > last.maxY)
        #expect(!sim.exists(.text("Apples")))
        #expect(counter.live <= 30)
    }

    /// The last move a list reported.
    final class MoveLog {
        var source: Int?
        var destination: Int?
    }

    /// 200 plain rows "N0"… that can be moved and deleted, in edit mode or not.
    struct Editable: View {
        let editing: Bool
        let moves: MoveLog
        @State var names = (0..<200).map { "N\($0)" }
        @State var mode = EditMode.inactive
        var body: some View {
            List {
                ForEach(names, id: \.self) { Text($0) }
                    .onDelete { names.remove(atOffsets: $0) }
                    .onMove { source, destination in
                        moves.source = source.first
                        moves.destination = destination
                        names.move(fromOffsets: source, toOffset: destination)
                    }
            }
            .listStyle(.plain)
            .environment(\.editMode, $mode)
            .onAppear { if editing { mode = .active } }
        }
    }

    @Test func aFullSwipeFarDownDeletesThatRow() throws {
        let sim = TouchSimulator(Editable(editing: false, moves: MoveLog()))
        for _ in 0..<5 { sim.scrollUpSlowly(by: 440) }
        let row = try #require(sim.frame(of: .text("N60")))
        ListInteractionTests.slowDrag(sim, from: CGPoint(x: 380, y: row.midY), by: CGSize(width: -300, height: 0))
        sim.advance(by: 1)
        #expect(!sim.exists(.text("N60")))
        #expect(sim.frame(of: .text("N59")) != nil && sim.frame(of: .text("N61")) != nil)
    }

    @Test func aMoveFarDownReportsOffsetsInTheWholeData() throws {
        let moves = MoveLog()
        let sim = TouchSimulator(Editable(editing: true, moves: moves))
        for _ in 0..<5 { sim.scrollUpSlowly(by: 440) }
        let row = try #require(sim.frame(of: .text("N60")))
        sim.drag(from: CGPoint(x: 378, y: row.midY), to: CGPoint(x: 378, y: row.midY + 44 * 2.4))
        #expect(moves.source == 60)
        #expect(moves.destination == 63)
    }
}
