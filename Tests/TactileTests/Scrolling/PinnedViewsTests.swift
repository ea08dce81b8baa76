import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `LazyVStack(pinnedViews:)` through `TouchSimulator`: section headers stay at the top of the
/// visible part while their section is on screen and are pushed off by its end; footers stay at
/// the bottom; pinned views are drawn and hit in front of the rows they cover.
@MainActor
@Suite("Pinned views")
struct PinnedViewsTests {
    final class Log {
        var tapped: [String] = []
        var proxy: ScrollViewProxy?
    }

    /// Three sections of a 30 pt header "h0"…, ten 44 pt rows "r0.0"… and a 20 pt footer "f0"… (490
    /// pt each), in a lazy stack pinning `pinned`, in a scroll view filling the 400 × 800 window.
    struct Sections: View {
        let pinned: PinnedScrollableViews
        var log = Log()
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(0..<3) { s in
                        Section {
                            ForEach(0..<10) { i in
                                Color.blue.frame(height: 44).accessibilityIdentifier("r\(s).\(i)")
                                    .onTapGesture { log.tapped.append("r\(s).\(i)") }
                            }
                        } header: {
                            Color.red.frame(height: 30).accessibilityIdentifier("h\(s)")
                                .onTapGesture { log.tapped.append("h\(s)") }
                        } footer: {
                            Color.green.frame(height: 20).accessibilityIdentifier("f\(s)")
                        }
                    }
                }
            }
        }
    }

    @Test func aHeaderStaysAtTheTopWhileItsSectionIsOnScreen() {
        let sim = TouchSimulator(Sections(pinned: .sectionHeaders))
        #expect(sim.frame(of: "h0")?.minY == 0)
        sim.scrollUpSlowly(by: 100)
        #expect(sim.frame(of: "h0")?.minY == 0)
        #expect(sim.frame(of: "r0.0")?.minY == -70)  // the rows scroll under it
        #expect(sim.frame(of: "h1")?.minY == 390)
        #expect(sim.frame(of: "f1")?.minY == 860)  // footers not pinned: where the layout put them
    }

    @Test func theEndOfItsSectionPushesAHeaderOff() {
        let sim = TouchSimulator(Sections(pinned: .sectionHeaders))
        sim.scrollUpSlowly(by: 480)
        // Section 0 ends at 490: its header's bottom goes with it, 10 pt below the top.
        #expect(sim.frame(of: "h0")?.minY == -20)
        #expect(sim.frame(of: "h1")?.minY == 10)
        sim.scrollUpSlowly(by: 100)
        #expect(sim.frame(of: "h1")?.minY == 0)
    }

    @Test func aFooterStaysAtTheBottomWhileItsSectionIsOnScreen() {
        let sim = TouchSimulator(Sections(pinned: [.sectionHeaders, .sectionFooters]))
        // Section 0's footer is on screen where it is; section 1's (natural 960) is held at 780.
        #expect(sim.frame(of: "f0")?.minY == 470)
        #expect(sim.frame(of: "f1")?.minY == 780)
        sim.scrollUpSlowly(by: 300)
        #expect(sim.frame(of: "f1")?.minY == 660)  // at its place, above the bottom
        #expect(sim.frame(of: "f2")?.minY == 780)
    }

    @Test func withoutPinnedViewsNothingMoves() {
        let sim = TouchSimulator(Sections(pinned: []))
        sim.scrollUpSlowly(by: 100)
        #expect(sim.frame(of: "h0")?.minY == -100)
        #expect(sim.frame(of: "f1")?.minY == 860)
    }

    @Test func aPinnedHeaderIsDrawnAndHitInFrontOfTheRows() throws {
        let log = Log()
        let sim = TouchSimulator(Sections(pinned: .sectionHeaders, log: log))
        sim.scrollUpSlowly(by: 100)
        sim.tap(at: CGPoint(x: 200, y: 15))
        #expect(log.tapped == ["h0"])
        // Row r0.1 (−26 … 18) lies under the header: the header is drawn after it.
        let groups = sim.displayList.groups
        let header = try #require(groups.first { $0.identifier == "h0" })
        let row = try #require(groups.first { $0.identifier == "r0.1" })
        #expect(header.itemRange.lowerBound >= row.itemRange.upperBound)
    }

    /// Two sections "A" and "B" of `count` text rows each, in a list of `style`.
    struct TwoSections<Style: ListStyle>: View {
        let style: Style
        var count = 20
        var log = Log()
        var body: some View {
            ScrollViewReader { proxy in
                List {
                    Section {
                        ForEach((0..<count).map { "a\($0)" }, id: \.self) { Text($0) }
                    } header: {
                        Text("A")
                    }
                    Section {
                        ForEach((0..<count).map { "b\($0)" }, id: \.self) { Text($0) }
                    } header: {
                        Text("B")
                    }
                }
                .listStyle(style)
                .onAppear { log.proxy = proxy }
            }
        }
    }

    @Test func aPlainListPinsItsSectionHeaders() throws {
        let sim = TouchSimulator(TwoSections(style: .plain))
        let a = try #require(sim.frame(of: .text("A")))
        let b = try #require(sim.frame(of: .text("B")))
        sim.scrollUpSlowly(by: 300)
        #expect(sim.frame(of: .text("A")) == a)
        #expect(sim.frame(of: .text("B"))?.minY == b.minY - 300)
        // Section A ends where B's header starts: scrolled to there, A's header has been pushed off.
        sim.scrollUpSlowly(by: b.minY - a.minY - 300)
        #expect(sim.frame(of: .text("B")) == a)
        #expect(sim.frame(of: .text("A"))?.maxY ?? 0 <= 0)
    }

    @Test func aGroupedListScrollsItsHeadersWithTheRows() throws {
        let sim = TouchSimulator(TwoSections(style: .insetGrouped))
        let a = try #require(sim.frame(of: .text("A")))
        sim.scrollUpSlowly(by: 100)
        #expect(sim.frame(of: .text("A"))?.minY == a.minY - 100)
    }

    @Test func aPlainListPinsTheHeaderOfALongSectionScrolledFarIntoIt() throws {
        let log = Log()
        let sim = TouchSimulator(TwoSections(style: .plain, count: 5000, log: log))
        let a = try #require(sim.frame(of: .text("A")))
        try #require(log.proxy).scrollTo("a2500", anchor: .top)
        #expect(sim.exists(.text("a2500")))
        #expect(sim.frame(of: .text("A")) == a)  // built though its slot is far above the rows built
        #expect(!sim.exists(.text("B")))
    }
}
