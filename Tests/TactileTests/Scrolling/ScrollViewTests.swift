import Foundation
import Tactile
import TactileTesting
import Testing

/// `ScrollView` through `TouchSimulator`: layout, clipping, hit testing through the offset, the
/// scroll gesture's rules as a user sees them, and bad input.
@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
    final class Log {
        var taps: [Int] = []
    }

    /// Fifty 100 pt rows in a vertical scroll view filling the 400 × 800 window.
    struct Rows: View {
        let log: Log
        var axes: Axis.Set = .vertical
        var disabled = false
        var indicators = ScrollIndicatorVisibility.automatic
        var body: some View {
            ScrollView(axes) {
                VStack(spacing: 0) {
                    ForEach(0..<50) { i in
                        Color.blue.frame(width: 400, height: 100).accessibilityIdentifier("row\(i)")
                            .onTapGesture { log.taps.append(i) }
                    }
                }
            }
            .scrollDisabled(disabled)
            .scrollIndicators(indicators)
        }
    }

    /// Drags pointer 0 from `start` by `dy` slowly (the first 10 pt, the touch slop, in one move),
    /// then holds still so the lift has no speed: the content moves by `|dy| − 10`.
    static func slowDrag(_ sim: TouchSimulator, from start: CGPoint, by dy: CGFloat, lift: Bool = true) {
        sim.down(at: start)
        let slop: CGFloat = dy < 0 ? -10 : 10
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: start.x, y: start.y + slop))
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: start.x, y: start.y + slop + (dy - slop) * CGFloat(step) / 10))
        }
        sim.advance(by: 0.3)
        sim.move(to: CGPoint(x: start.x, y: start.y + dy))
        if lift { sim.up() }
    }

    /// The shapes the indicators draw.
    static func indicatorBars(_ sim: TouchSimulator) -> [DisplayItem] {
        sim.displayList.shapes(filledWith: Color.gray.opacity(0.6))
    }

    @Test func laysOutContentAtItsIdealLengthAndClipsIt() throws {
        let sim = TouchSimulator(Rows(log: Log()))
        #expect(sim.frame(of: "row0") == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(sim.frame(of: "row49") == CGRect(x: 0, y: 4900, width: 400, height: 100))
        let row = try #require(sim.displayList.items(inAccessibilityIdentifier: "row9").first)
        #expect(!row.clipPaths.isEmpty)
    }

    @Test func contentFollowsTheFingerAfterTheSlop() {
        let sim = TouchSimulator(Rows(log: Log()))
        sim.down(at: CGPoint(x: 200, y: 600))
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: 200, y: 595))
        #expect(sim.frame(of: "row0")?.minY == 0)
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: 200, y: 590))
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: 200, y: 340))
        #expect(sim.frame(of: "row3")?.minY == 50)
        #expect(!Self.indicatorBars(sim).isEmpty)  // drawn while scrolling
    }

    @Test func hitTestingFollowsTheOffsetAndATapFires() {
        let log = Log()
        let sim = TouchSimulator(Rows(log: log))
        Self.slowDrag(sim, from: CGPoint(x: 200, y: 600), by: -260)  // 10 pt slop, then 250
        sim.advance(by: 1)
        #expect(log.taps.isEmpty)  // the drag that scrolled is no tap
        #expect(Self.indicatorBars(sim).isEmpty)  // at rest: no indicators
        sim.tap(at: CGPoint(x: 200, y: 60))  // content y 310
        #expect(log.taps == [3])
    }

    @Test func aFlickTravelsOnVirtualTimeAndATouchStopsIt() throws {
        let log = Log()
        let sim = TouchSimulator(Rows(log: log))
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.1, steps: 10)
        let atRelease = try #require(sim.frame(of: "row10")).minY
        sim.advance(by: 0.2)
        let moving = try #require(sim.frame(of: "row10")).minY
        #expect(moving < atRelease - 50)  // still flinging up
        sim.down(at: CGPoint(x: 200, y: 300))  // catch it
        let caught = try #require(sim.frame(of: "row10")).minY
        sim.advance(by: 1)
        #expect(sim.frame(of: "row10")?.minY == caught)
        sim.up()
        sim.advance(by: 1)
        #expect(sim.frame(of: "row10")?.minY == caught)
        #expect(log.taps.isEmpty)
    }

    @Test func pullingPastTheTopSpringsBack() throws {
        let sim = TouchSimulator(Rows(log: Log()))
        Self.slowDrag(sim, from: CGPoint(x: 200, y: 100), by: 210, lift: false)
        let pulled = try #require(sim.frame(of: "row0")).minY
        #expect(pulled > 0 && pulled < 200)  // banded: less than the finger's 200
        sim.up()
        sim.advance(by: 2)
        #expect(sim.frame(of: "row0")?.minY == 0)
    }

    @Test func disabledScrollingDoesNotMoveButTapsStillFire() {
        let log = Log()
        let sim = TouchSimulator(Rows(log: log, disabled: true))
        Self.slowDrag(sim, from: CGPoint(x: 200, y: 600), by: -300)
        sim.advance(by: 1)
        #expect(sim.frame(of: "row0")?.minY == 0)
        sim.tap(at: CGPoint(x: 200, y: 150))
        #expect(log.taps == [1])
    }

    @Test func hiddenIndicatorsAreNotDrawn() {
        let sim = TouchSimulator(Rows(log: Log(), indicators: .hidden))
        Self.slowDrag(sim, from: CGPoint(x: 200, y: 600), by: -200, lift: false)
        #expect(sim.frame(of: "row0")?.minY != 0)
        #expect(Self.indicatorBars(sim).isEmpty)
    }

    /// A horizontal carousel inside a vertical list: each takes the drags along its own axis.
    struct Carousel: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(0..<10) { i in
                                Color.red.frame(width: 200, height: 200).accessibilityIdentifier("card\(i)")
                            }
                        }
                    }
                    .frame(height: 200)
                    ForEach(0..<20) { i in Color.blue.frame(width: 400, height: 100).accessibilityIdentifier("row\(i)")
                    }
                }
            }
        }
    }

    @Test func nestedScrollViewsLockToTheirAxes() {
        let sim = TouchSimulator(Carousel())
        // Horizontal drag on the carousel: the slop, then 200 pt (and a little vertical wobble).
        sim.down(at: CGPoint(x: 300, y: 100))
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: 290, y: 100))
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: 290 - CGFloat(step) * 20, y: 100 + CGFloat(step) / 2))
        }
        #expect(sim.frame(of: "card1")?.minX == 0)  // moved 200 after the 10 pt slop
        #expect(sim.frame(of: "row0")?.minY == 200)  // the list did not move
        sim.up()
        sim.advance(by: 3)
        // Vertical drag on the carousel moves the list.
        Self.slowDrag(sim, from: CGPoint(x: 300, y: 150), by: -110)
        #expect(sim.frame(of: "row0")?.minY == 100)
    }

    @Test func contentSmallerThanTheViewportStaysAtTheTop() {
        let sim = TouchSimulator(
            ScrollView { Color.green.frame(width: 100, height: 100).accessibilityIdentifier("small") })
        #expect(sim.frame(of: "small") == CGRect(x: 150, y: 0, width: 100, height: 100))
        sim.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 0), duration: 0.05, steps: 5)
        sim.advance(by: 3)
        #expect(sim.frame(of: "small")?.minY == 0)
    }

    @Test func aZeroSizeScrollViewDoesNotCrash() {
        let sim = TouchSimulator(
            ScrollView { Color.green.frame(width: 100, height: 1000) }.frame(width: 0, height: 0))
        sim.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 100))
        sim.advance(by: 3)
        #expect(sim.diagnostics.isEmpty)
    }
}
