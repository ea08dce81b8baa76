import Foundation
import Tactile
import TactileTesting
import Testing

/// `.scrollTargetBehavior(.paging)` and `.viewAligned` with `.scrollTargetLayout()` through
/// `TouchSimulator`: where a release comes to rest.
@MainActor
@Suite("ScrollTargetBehavior")
struct ScrollTargetBehaviorTests {
    /// Five window-sized pages side by side (or stacked), paging.
    struct Pages: View {
        var axes: Axis.Set = .horizontal
        var body: some View {
            ScrollView(axes) {
                let pages = ForEach(0..<5) { i in
                    Color.blue.frame(width: 400, height: 800).accessibilityIdentifier("page\(i)")
                }
                if axes == .horizontal {
                    HStack(spacing: 0) { pages }
                } else {
                    VStack(spacing: 0) { pages }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    /// A slow horizontal drag by `dx` after the 10 pt slop, held still before the lift (no speed).
    static func slowDrag(_ sim: TouchSimulator, from start: CGPoint, by dx: CGFloat) {
        let slop: CGFloat = dx < 0 ? -10 : 10
        sim.down(at: start)
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: start.x + slop, y: start.y))
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: start.x + slop + dx * CGFloat(step) / 10, y: start.y))
        }
        sim.advance(by: 0.3)
        sim.move(to: CGPoint(x: start.x + slop + dx, y: start.y))
        sim.up()
        sim.advance(by: 3)
    }

    /// Whether page `index` fills the window, within half a point.
    static func shows(_ sim: TouchSimulator, page index: Int) -> Bool {
        guard let frame = sim.frame(of: "page\(index)") else { return false }
        return abs(frame.minX) < 0.5 && abs(frame.minY) < 0.5
    }

    @Test func aFlickTurnsOnePageAndStopsOnItsBoundary() {
        let sim = TouchSimulator(Pages())
        sim.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.1, steps: 10)
        sim.advance(by: 3)
        #expect(Self.shows(sim, page: 1))
        // A much faster flick still turns only one page.
        sim.drag(from: CGPoint(x: 390, y: 400), to: CGPoint(x: 10, y: 400), duration: 0.05, steps: 5)
        sim.advance(by: 3)
        #expect(Self.shows(sim, page: 2))
        sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.1, steps: 10)
        sim.advance(by: 3)
        #expect(Self.shows(sim, page: 1))
    }

    @Test func aSlowReleaseGoesToTheNearestPage() {
        let sim = TouchSimulator(Pages())
        Self.slowDrag(sim, from: CGPoint(x: 350, y: 400), by: -150)  // 160 of 400: back
        #expect(Self.shows(sim, page: 0))
        Self.slowDrag(sim, from: CGPoint(x: 350, y: 400), by: -250)  // 260 of 400: on
        #expect(Self.shows(sim, page: 1))
    }

    @Test func verticalPagesToo() {
        let sim = TouchSimulator(Pages(axes: .vertical))
        sim.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.1, steps: 10)
        sim.advance(by: 3)
        #expect(Self.shows(sim, page: 1))
    }

    @Test func aZeroSizePagingScrollViewDoesNotCrash() {
        let sim = TouchSimulator(
            ScrollView { Color.green.frame(width: 100, height: 1000) }.frame(width: 0, height: 0)
                .scrollTargetBehavior(.paging))
        sim.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 100), duration: 0.05, steps: 5)
        sim.advance(by: 3)
        #expect(sim.diagnostics.isEmpty)
    }

    /// Twenty 150 pt cards in a horizontal scroll view, view-aligned when `aligned`, without a limit
    /// (`.automatic` would limit a release to one card in this 400 pt wide, compact, scroll view:
    /// see `ScrollTargetLimitTests`).
    struct Cards: View {
        let aligned: Bool
        let lazy: Bool
        var body: some View {
            if aligned {
                scroll.scrollTargetBehavior(.viewAligned(limitBehavior: .never))
            } else {
                scroll
            }
        }

        var scroll: some View {
            ScrollView(.horizontal) {
                let cards = ForEach(0..<20) { i in
                    Color.red.frame(width: 150, height: 200).accessibilityIdentifier("card\(i)")
                }
                if lazy {
                    LazyHStack(spacing: 0) { cards }.scrollTargetLayout()
                } else {
                    HStack(spacing: 0) { cards }.scrollTargetLayout()
                }
            }
        }
    }

    /// Where the content rests after a flick of `dx` in `duration`: the offset of card 0.
    static func restingOffset(aligned: Bool, lazy: Bool = false, dx: CGFloat) throws -> CGFloat {
        let sim = TouchSimulator(Cards(aligned: aligned, lazy: lazy))
        sim.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300 + dx, y: 400), duration: 0.1, steps: 10)
        sim.advance(by: 6)
        let visible = try #require(
            (0..<20).compactMap { sim.frame(of: "card\($0)") }.first { $0.maxX > 0 })
        let index = CGFloat(try #require((0..<20).first { sim.frame(of: "card\($0)") == visible }))
        return index * 150 - visible.minX
    }

    @Test(arguments: [false, true])
    func viewAlignedRestsOnTheCardEdgeNearestTheFreeFling(lazy: Bool) throws {
        let free = try Self.restingOffset(aligned: false, lazy: lazy, dx: -100)
        let aligned = try Self.restingOffset(aligned: true, lazy: lazy, dx: -100)
        #expect(free > 150)  // the fling went some way, and not onto an edge by chance
        #expect(abs(free.truncatingRemainder(dividingBy: 150)) > 1)
        #expect(abs(aligned - (free / 150).rounded() * 150) < 0.5)
    }
}
