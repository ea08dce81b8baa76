import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)` through `TouchSimulator`: where
/// the named view lands for each anchor, animation, the gesture taking over from the new offset,
/// and bad input.
@MainActor
@Suite("ScrollViewReader")
struct ScrollViewReaderTests {
    /// Where a test keeps the proxy its view was given, to scroll as an action would.
    final class ProxyBox {
        var proxy: ScrollViewProxy?
    }

    /// A 100 pt bar that scrolls to row 30 when tapped, above fifty 100 pt rows (ids 0…49, from
    /// their `ForEach`) and a 50 pt footer (`.id("footer")`) in a 700 pt scroll view.
    struct Rows: View {
        let box: ProxyBox
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Color.green.frame(width: 400, height: 100).onTapGesture { proxy.scrollTo(30, anchor: .top) }
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50) { i in
                                Color.blue.frame(width: 400, height: 100).accessibilityIdentifier("row\(i)")
                            }
                            Color.red.frame(width: 400, height: 50).accessibilityIdentifier("footer").id("footer")
                        }
                    }
                    .frame(height: 700)
                }
                .onAppear { box.proxy = proxy }
            }
        }
    }

    /// The window's y of the top of the scroll view's viewport, and its height.
    static let viewportTop: CGFloat = 100
    static let viewportHeight: CGFloat = 700

    func make() throws -> (TouchSimulator, ScrollViewProxy) {
        let box = ProxyBox()
        let sim = TouchSimulator(Rows(box: box))
        return (sim, try #require(box.proxy))
    }

    @Test(arguments: [(UnitPoint.top, 0.0), (.center, 0.5), (.bottom, 1.0)])
    func scrollToLandsTheViewAtTheAnchor(anchor: UnitPoint, fraction: Double) throws {
        let (sim, proxy) = try make()
        proxy.scrollTo(20, anchor: anchor)
        let row = try #require(sim.frame(of: "row20"))
        let expected = Self.viewportTop + fraction * (Self.viewportHeight - 100)
        #expect(abs(row.minY - expected) < 1)
    }

    @Test func withoutAnAnchorTheContentMovesTheLeast() throws {
        let (sim, proxy) = try make()
        proxy.scrollTo(3)  // already visible: nothing moves
        #expect(sim.frame(of: "row0")?.minY == Self.viewportTop)
        proxy.scrollTo(20)  // below: its bottom edge comes to the bottom
        #expect(sim.frame(of: "row20")?.maxY == Self.viewportTop + Self.viewportHeight)
        proxy.scrollTo(5)  // above: its top edge comes to the top
        #expect(sim.frame(of: "row5")?.minY == Self.viewportTop)
    }

    @Test func theOffsetStaysInsideTheContent() throws {
        let (sim, proxy) = try make()
        proxy.scrollTo(48, anchor: .top)  // cannot bring row 48 to the top: the content ends first
        #expect(sim.frame(of: "footer")?.maxY == Self.viewportTop + Self.viewportHeight)
        proxy.scrollTo(0, anchor: .bottom)  // nor row 0 to the bottom
        #expect(sim.frame(of: "row0")?.minY == Self.viewportTop)
    }

    @Test func anExplicitIDIsFound() throws {
        let (sim, proxy) = try make()
        proxy.scrollTo("footer", anchor: .top)
        #expect(sim.frame(of: "footer")?.maxY == Self.viewportTop + Self.viewportHeight)
        #expect(sim.host.viewHost.scrollDiagnostics.isEmpty)
    }

    @Test func anActionScrollsAndTheFingerTakesOverFromThere() throws {
        let sim = TouchSimulator(Rows(box: ProxyBox()))
        sim.tap(at: CGPoint(x: 200, y: 50))
        #expect(sim.frame(of: "row30")?.minY == Self.viewportTop)
        // A slow drag up by 10 pt of slop and 100 more moves on from row 30, not from the top.
        sim.down(at: CGPoint(x: 200, y: 600))
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: 200, y: 590))
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: 200, y: 590 - CGFloat(step) * 10))
        }
        sim.advance(by: 0.3)
        sim.move(to: CGPoint(x: 200, y: 490))  // held still: the lift has no speed
        sim.up()
        sim.advance(by: 2)
        #expect(sim.frame(of: "row31")?.minY == Self.viewportTop)
    }

    @Test func scrollToDuringAFlingStopsTheFling() throws {
        let (sim, proxy) = try make()
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.1, steps: 10)
        sim.advance(by: 0.1)
        let flinging = try #require(sim.frame(of: "row10")).minY
        sim.advance(by: 0.1)
        #expect(try #require(sim.frame(of: "row10")).minY < flinging - 10)  // still moving
        proxy.scrollTo(5, anchor: .top)
        #expect(sim.frame(of: "row5")?.minY == Self.viewportTop)
        sim.advance(by: 3)
        #expect(sim.frame(of: "row5")?.minY == Self.viewportTop)  // the fling did not take it back
    }

    @Test func withAnimationTheOffsetAnimates() throws {
        let (sim, proxy) = try make()
        withAnimation(.linear(duration: 1)) { proxy.scrollTo(20, anchor: .top) }
        let end = try #require(sim.frame(of: "row20"))
        #expect(end.minY == Self.viewportTop)
        let start = sim.now
        #expect(sim.isAnimating(at: start + 0.5))
        let halfway = try #require(sim.displayList(at: start + 0.5).items(inAccessibilityIdentifier: "row20").first)
        #expect(abs(halfway.frame.minY - (2100 + Self.viewportTop) / 2) < 1)
        proxy.scrollTo(10, anchor: .top)  // without an animation: a jump
        #expect(!sim.isAnimating(at: sim.now))
    }

    @Test func anUnknownIDScrollsNothingAndSaysSo() throws {
        let (sim, proxy) = try make()
        proxy.scrollTo(20, anchor: .top)
        let before = try #require(sim.frame(of: "row20"))
        proxy.scrollTo("missing", anchor: .top)
        #expect(sim.frame(of: "row20") == before)
        let messages = sim.host.viewHost.scrollDiagnostics
        #expect(messages.count == 1)
        #expect(messages.first?.contains("missing") == true)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test func aNonFiniteAnchorLeavesTheContentWhereItIs() throws {
        let (sim, proxy) = try make()
        proxy.scrollTo(20, anchor: UnitPoint(x: 0, y: .nan))
        proxy.scrollTo(20, anchor: UnitPoint(x: 0, y: .infinity))
        #expect(sim.frame(of: "row0")?.minY == Self.viewportTop)
    }

    /// `content` in a scroll view of the given size, the proxy kept in `box`.
    struct Sized<Content: View>: View {
        let box: ProxyBox
        let width: CGFloat
        let height: CGFloat
        @ViewBuilder let content: () -> Content
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView { content() }
                    .frame(width: width, height: height)
                    .onAppear { box.proxy = proxy }
            }
        }
    }

    @Test func contentSmallerThanTheViewportStays() throws {
        let box = ProxyBox()
        let sim = TouchSimulator(
            Sized(box: box, width: 400, height: 800) {
                Color.green.frame(width: 100, height: 100).accessibilityIdentifier("small").id("small")
            })
        let start = try #require(sim.frame(of: "small"))
        try #require(box.proxy).scrollTo("small", anchor: .bottom)
        #expect(sim.frame(of: "small") == start)
    }

    @Test func aZeroSizeScrollViewDoesNotCrash() throws {
        let box = ProxyBox()
        let sim = TouchSimulator(
            Sized(box: box, width: 0, height: 0) { Color.green.frame(width: 100, height: 1000).id("tall") })
        let proxy = try #require(box.proxy)
        proxy.scrollTo("tall", anchor: .bottom)
        proxy.scrollTo("tall")
        _ = sim.displayList
        #expect(sim.diagnostics.isEmpty)
    }

    /// A horizontal carousel of ten 200 pt cards at the top of a vertical list of 100 pt rows.
    struct Carousel: View {
        let box: ProxyBox
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20) { i in
                            Color.blue.frame(width: 400, height: 100).accessibilityIdentifier("row\(i)")
                        }
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) {
                                ForEach(0..<10) { i in
                                    Color.red.frame(width: 200, height: 200).accessibilityIdentifier("card\(i)")
                                        .id("card\(i)")
                                }
                            }
                        }
                        .frame(height: 200)
                    }
                }
                .onAppear { box.proxy = proxy }
            }
        }
    }

    @Test func nestedScrollViewsEachBringTheViewIn() throws {
        let box = ProxyBox()
        let sim = TouchSimulator(Carousel(box: box))
        try #require(box.proxy).scrollTo("card6", anchor: .center)
        // The carousel centres card 6…
        let card = try #require(sim.frame(of: "card6"))
        #expect(card.minX == 100)
        // …and the list, which ends with the carousel, shows it at the bottom.
        #expect(card.maxY == 800)
    }

    /// Fifty 100 pt rows (ids 0…49), each an `if` in the `ForEach`'s content: the element has no
    /// node of its own, only its branch's node, one step further down.
    struct ConditionalRows: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<50) { i in
                    if i.isMultiple(of: 2) {
                        Color.blue.frame(width: 400, height: 100).accessibilityIdentifier("row\(i)")
                    } else {
                        Color.orange.frame(width: 400, height: 100).accessibilityIdentifier("row\(i)")
                    }
                }
            }
        }
    }

    /// Puts `rows` (rows named `row0`, `row1`, … by their `ForEach` ids) in a 700 pt scroll view in
    /// a reader, scrolls to `row` with the top anchor, and checks that the row's top is at the
    /// viewport's top, with no diagnostic.
    func expectScrollToTop(of row: Int, in rows: some View) throws {
        let box = ProxyBox()
        let sim = TouchSimulator(
            ScrollViewReader { proxy in
                ScrollView { rows }
                    .frame(height: 700)
                    .onAppear { box.proxy = proxy }
            })
        let viewportTop = try #require(sim.frame(of: "row0")).minY
        try #require(box.proxy).scrollTo(row, anchor: .top)
        #expect(sim.frame(of: "row\(row)")?.minY == viewportTop)
        #expect(sim.host.viewHost.scrollDiagnostics.isEmpty)
    }

    @Test(arguments: [20, 31])
    func aRowThatIsAnIfIsFound(row: Int) throws {
        try expectScrollToTop(of: row, in: ConditionalRows())
    }

    /// The shared test rows, eager (each row's modifiers chosen by an `if`) and lazy, are found too.
    @Test(arguments: [false, true])
    func theSharedRowsAreFound(isLazy: Bool) throws {
        try expectScrollToTop(of: 30, in: RowStack(50, height: 100, width: 400, isLazy: isLazy))
    }
}
