import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `LazyVStack` and `LazyHStack` through `TouchSimulator`: how many rows are built (counted by
/// their `onAppear` and `onDisappear`), where they are laid out, scrolling through them, and
/// `scrollTo` a row not built yet.
@MainActor
@Suite("LazyStack")
struct LazyStackTests {
    /// `count` rows of 44 pt (ids 0…count−1) in a lazy stack, in a vertical scroll view filling the
    /// 400 × 800 window, or alone when `scrolls` is false.
    struct Rows: View {
        let count: Int
        let counter: RowCounter
        var scrolls = true
        var body: some View {
            ScrollViewReader { proxy in
                if scrolls {
                    ScrollView { stack }.onAppear { counter.proxy = proxy }
                } else {
                    stack
                }
            }
        }

        var stack: some View { RowStack(count, height: 44, width: 400, isLazy: true, counter: counter) }
    }

    @Test func tenThousandRowsBuildAboutWhatTwentyDo() {
        let few = RowCounter(), many = RowCounter()
        let small = TouchSimulator(Rows(count: 20, counter: few))
        let large = TouchSimulator(Rows(count: 10_000, counter: many))
        #expect(small.frame(of: "row19") != nil)
        #expect(few.appeared == 20)
        // 800 pt of 44 pt rows is 19 rows; the margin below adds a quarter of that.
        #expect(many.appeared >= 19 && many.appeared <= few.appeared + 10)
        #expect(large.frame(of: "row0") == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(large.frame(of: "row18")?.minY == CGFloat(18 * 44))
        #expect(large.frame(of: "row100") == nil)  // not built
    }

    @Test func scrollingBuildsTheRowsComingIntoViewAndDropsTheRest() throws {
        let counter = RowCounter()
        let sim = TouchSimulator(Rows(count: 10_000, counter: counter))
        for _ in 0..<5 { sim.scrollUpSlowly(by: 440) }  // 2200 pt: 50 rows
        #expect(sim.frame(of: "row50")?.minY == 0)
        #expect(sim.frame(of: "row68")?.minY == CGFloat(18 * 44))
        #expect(sim.frame(of: "row0") == nil)
        #expect(counter.live <= 30)
        #expect(counter.appeared < 100)
    }

    @Test func aFlingThroughThousandsOfRowsKeepsFewBuilt() throws {
        let counter = RowCounter()
        let sim = TouchSimulator(Rows(count: 10_000, counter: counter))
        for _ in 0..<3 {
            sim.drag(from: CGPoint(x: 200, y: 750), to: CGPoint(x: 200, y: 50), duration: 0.05, steps: 5)
            sim.advance(by: 0.5)
            #expect(counter.live <= 30)
        }
        sim.advance(by: 5)
        let shown = sim.displayList.groups.filter { $0.identifier.hasPrefix("row") }
        #expect(shown.count >= 19 && shown.count <= 30)
        #expect(counter.live <= 30)
    }

    @Test func outsideAScrollViewItBuildsEverythingLikeAVStack() {
        let counter = RowCounter()
        let sim = TouchSimulator(Rows(count: 30, counter: counter, scrolls: false))
        #expect(counter.appeared == 30)
        // Thirty 44 pt rows are 1320 pt: centred in the 800 pt window like a VStack's.
        #expect(sim.frame(of: "row0")?.minY == CGFloat(800 - 1320) / 2)
        #expect(sim.frame(of: "row29")?.maxY == CGFloat(800 + 1320) / 2)
    }

    @Test func scrollToARowNotBuiltLandsItAtTheAnchor() throws {
        let counter = RowCounter()
        let sim = TouchSimulator(Rows(count: 10_000, counter: counter))
        let proxy = try #require(counter.proxy)
        proxy.scrollTo(5000, anchor: .top)
        #expect(sim.frame(of: "row5000")?.minY == 0)
        proxy.scrollTo(9999, anchor: .bottom)
        #expect(sim.frame(of: "row9999")?.maxY == 800)
        proxy.scrollTo(4000)
        #expect(sim.frame(of: "row4000")?.minY == 0)
        #expect(counter.live <= 30)
        #expect(sim.host.viewHost.scrollDiagnostics.isEmpty)
    }

    /// Rows of 40, 60 and 90 pt in turn (ids 0…count−1), lazy or not, in a vertical scroll view.
    struct UnevenRows: View {
        let lazy: Bool
        var body: some View {
            ScrollView {
                let rows = ForEach(0..<300) { i in
                    Color.blue.frame(height: [40, 60, 90][i % 3]).accessibilityIdentifier("row\(i)")
                }
                if lazy { LazyVStack(spacing: 4) { rows } } else { VStack(spacing: 4) { rows } }
            }
        }
    }

    @Test func rowsOfDifferentLengthsLandWhereAVStackPutsThem() throws {
        let lazy = TouchSimulator(UnevenRows(lazy: true)), eager = TouchSimulator(UnevenRows(lazy: false))
        for sim in [lazy, eager] {
            for _ in 0..<4 { sim.scrollUpSlowly(by: 400) }
        }
        let shown = (0..<300).filter { eager.frame(of: "row\($0)").map { $0.maxY > 0 && $0.minY < 800 } ?? false }
        #expect(shown.count > 10)
        for index in shown {
            #expect(lazy.frame(of: "row\(index)") == eager.frame(of: "row\(index)"))
        }
    }

    /// A lazy list whose row count a tap on the 100 pt bar above it cuts from 100 to 10.
    struct Shrinking: View {
        @State var count = 100
        var body: some View {
            VStack(spacing: 0) {
                Color.green.frame(height: 100).onTapGesture { count = 10 }
                ScrollView {
                    LazyVStack(spacing: .nan) {
                        ForEach(0..<count, id: \.self) { i in
                            Color.blue.frame(height: 50).accessibilityIdentifier("row\(i)")
                        }
                    }
                }
            }
        }
    }

    @Test func rowsRemovedUnderTheViewportAndBadInputDoNotCrash() throws {
        let sim = TouchSimulator(Shrinking())
        // A NaN spacing is the default 8 pt.
        #expect(sim.frame(of: "row1")?.minY == CGFloat(100 + 58))
        for _ in 0..<6 { sim.scrollUpSlowly(by: 440) }
        #expect(sim.frame(of: "row0") == nil)
        sim.tap(at: CGPoint(x: 200, y: 50))
        sim.advance(by: 3)
        // Ten rows (572 pt) fit the 700 pt viewport: back at the top, all built.
        #expect(sim.frame(of: "row0")?.minY == 100)
        #expect(sim.frame(of: "row9") != nil)
        #expect(sim.frame(of: "row10") == nil)
        let empty = TouchSimulator(ScrollView { LazyVStack { ForEach(0..<0, id: \.self) { _ in Color.red } } })
        #expect(empty.displayList.items.isEmpty)
        let zero = TouchSimulator(
            ScrollView { LazyVStack { ForEach(0..<1000, id: \.self) { Color.red.frame(height: 10).id($0) } } }
                .frame(width: 0, height: 0))
        zero.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 100))
        zero.advance(by: 3)
        #expect(zero.diagnostics.isEmpty)
    }

    /// Cards of alternating widths in a lazy horizontal stack, in a horizontal scroll view.
    struct Cards: View {
        let counter: RowCounter
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: 10) {
                    ForEach(0..<1000) { i in
                        Color.red.frame(width: 100, height: i % 2 == 0 ? 100 : 50)
                            .accessibilityIdentifier("card\(i)")
                            .onAppear { counter.appeared += 1 }
                    }
                }
            }
        }
    }

    @Test func aLazyHStackBuildsTheColumnsInView() {
        let counter = RowCounter()
        let sim = TouchSimulator(Cards(counter: counter))
        // 400 pt of 110 pt columns: 4 in view, one more in the 100 pt margin.
        #expect(counter.appeared <= 6)
        #expect(sim.frame(of: "card1") == CGRect(x: 110, y: sim.frame(of: "card0")?.minY ?? -1, width: 100, height: 50))
        #expect(sim.frame(of: "card20") == nil)
    }
}
