import Foundation
import Tactile
import TactileTesting
import Testing

/// A touchpad's two-finger scroll or a mouse wheel (`ScrollWheelEvent`) through `TouchSimulator`:
/// which scroll view it moves, by how much, what it leaves alone, and bad input.
@MainActor
@Suite("Scroll wheel")
struct ScrollWheelTests {
    typealias Rows = ScrollViewTests.Rows
    typealias Log = ScrollViewTests.Log
    typealias Carousel = ScrollViewTests.Carousel

    static let down300 = CGSize(width: 0, height: 300)

    /// Whether `value` is within a millionth of a point of `expected` (frames of nested scroll
    /// views go through two transforms).
    static func isClose(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
        value.map { abs($0 - expected) < 1e-6 } ?? false
    }

    /// Lets a wheel sequence go idle (and a paged view settle).
    static func rest(_ sim: TouchSimulator) { sim.advance(by: 1) }

    /// A 200 pt high vertical scroll view of five 100 pt rows at the top of a vertical list.
    struct ListInList: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<5) { i in
                                Color.red.frame(width: 400, height: 100).accessibilityIdentifier("inner\(i)")
                            }
                        }
                    }
                    .frame(height: 200)
                    ForEach(0..<20) { i in
                        Color.blue.frame(width: 400, height: 100).accessibilityIdentifier("row\(i)")
                    }
                }
            }
        }
    }

    @Test func aWheelScrollsAVerticalListByItsDeltaAndShowsTheIndicatorsUntilAfterIdle() {
        let sim = TouchSimulator(Rows(log: Log()))
        sim.wheel(at: CGPoint(x: 200, y: 400), by: Self.down300)
        #expect(sim.frame(of: "row0")?.minY == -300)
        #expect(!ScrollViewTests.indicatorBars(sim).isEmpty)
        sim.advance(by: 0.1)
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: -50))
        #expect(sim.frame(of: "row0")?.minY == -250)
        sim.advance(by: 0.2)
        #expect(!ScrollViewTests.indicatorBars(sim).isEmpty)  // 0.2 s after the last event: still going
        sim.advance(by: 0.2)
        #expect(!ScrollViewTests.indicatorBars(sim).isEmpty)  // idle: at rest, the indicators linger
        #expect(sim.frame(of: "row0")?.minY == -250)
        sim.advance(by: ScrollIndicatorTiming.lingerDelay)
        #expect(ScrollViewTests.indicatorBars(sim).isEmpty)  // then fade
    }

    @Test func aWheelStopsAtBothEnds() {
        let sim = TouchSimulator(Rows(log: Log()))
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: -120))
        #expect(sim.frame(of: "row0")?.minY == 0)  // at the top already: no rubber band
        Self.rest(sim)
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 3000), steps: 4, duration: 0.05)
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 3000), steps: 4, duration: 0.05)
        #expect(sim.frame(of: "row49")?.maxY == 800)  // 5000 pt of rows in 800: offset 4200
        Self.rest(sim)
        #expect(sim.frame(of: "row49")?.maxY == 800)
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: -10_000))
        #expect(sim.frame(of: "row0")?.minY == 0)
    }

    @Test func aSidewaysWheelScrollsTheCarouselAndAVerticalOneTheList() {
        let sim = TouchSimulator(Carousel())
        sim.wheel(at: CGPoint(x: 300, y: 100), by: CGSize(width: 150, height: 20))
        #expect(sim.frame(of: "card0")?.minX == -150)
        #expect(sim.frame(of: "row0")?.minY == 200)  // the list did not move
        Self.rest(sim)
        sim.wheel(at: CGPoint(x: 300, y: 100), by: CGSize(width: 10, height: 100))
        #expect(sim.frame(of: "row0")?.minY == 100)
        #expect(sim.frame(of: "card0")?.minX == -150)  // the carousel did not move
    }

    @Test func aSidewaysWheelOverTheListAloneMovesNothing() {
        let sim = TouchSimulator(Carousel())
        sim.wheel(at: CGPoint(x: 200, y: 500), by: CGSize(width: 150, height: 0))
        #expect(sim.frame(of: "row0")?.minY == 200)
        #expect(sim.frame(of: "card0")?.minX == 0)
    }

    @Test func anInnerViewAtItsEdgeLetsTheNextSequenceScrollTheOuterOne() {
        let sim = TouchSimulator(ListInList())
        let inner = CGPoint(x: 200, y: 100)
        // One sequence: the inner view takes it all and stops at its end (300), nothing spills.
        sim.wheel(at: inner, by: CGSize(width: 0, height: 500), steps: 5, duration: 0.1)
        #expect(sim.frame(of: "inner0")?.minY == -300)
        #expect(sim.frame(of: "row0")?.minY == 200)
        Self.rest(sim)
        // The next sequence finds the inner view at its end: the outer list scrolls.
        sim.wheel(at: inner, by: CGSize(width: 0, height: 80))
        #expect(sim.frame(of: "row0")?.minY == 120)
        #expect(Self.isClose(sim.frame(of: "inner4")?.maxY, 200 - 80))  // moved with the list, not in it
        Self.rest(sim)
        // Scrolling back up over it: the inner view can move up again, so it takes the wheel.
        sim.wheel(at: CGPoint(x: 200, y: 60), by: CGSize(width: 0, height: -100))
        #expect(sim.frame(of: "row0")?.minY == 120)
        #expect(Self.isClose(sim.frame(of: "inner4")?.maxY, 200 - 80 + 100))
    }

    @Test func disabledScrollingIgnoresTheWheelAndAnOuterViewTakesIt() {
        let sim = TouchSimulator(Rows(log: Log(), disabled: true))
        sim.wheel(at: CGPoint(x: 200, y: 400), by: Self.down300)
        #expect(sim.frame(of: "row0")?.minY == 0)

        let nested = TouchSimulator(
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<5) { i in
                                Color.red.frame(width: 400, height: 100).accessibilityIdentifier("inner\(i)")
                            }
                        }
                    }
                    .frame(height: 200)
                    .scrollDisabled(true)
                    ForEach(0..<20) { i in Color.blue.frame(width: 400, height: 100).accessibilityIdentifier("row\(i)")
                    }
                }
            })
        nested.wheel(at: CGPoint(x: 200, y: 100), by: CGSize(width: 0, height: 50))
        #expect(nested.frame(of: "inner0")?.minY == -50)  // moved with the outer list
        #expect(nested.frame(of: "row0")?.minY == 150)
    }

    @Test func aWheelStopsAFlingWhereItWas() throws {
        let sim = TouchSimulator(Rows(log: Log()))
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.1, steps: 10)
        sim.advance(by: 0.2)
        let moving = try #require(sim.frame(of: "row10")).minY
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 10))
        #expect(sim.frame(of: "row10")?.minY == moving - 10)
        Self.rest(sim)
        #expect(sim.frame(of: "row10")?.minY == moving - 10)  // the fling did not go on
        #expect(sim.host.nextDeadline == nil)
    }

    @Test func noGestureInTheContentSeesTheWheel() {
        let log = Log()
        let sim = TouchSimulator(Rows(log: log))
        sim.wheel(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 100), steps: 3, duration: 0.05)
        Self.rest(sim)
        #expect(log.taps.isEmpty)
        #expect(sim.callbacks.isEmpty)
        sim.tap(at: CGPoint(x: 200, y: 150))
        #expect(log.taps == [2])  // hit where the wheel left the rows
    }

    @Test func aPagedViewSettlesOnTheNearestPageOnceTheWheelStops() {
        let sim = TouchSimulator(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5) { i in Color.red.frame(width: 400, height: 800).accessibilityIdentifier("page\(i)") }
                }
            }
            .scrollTargetBehavior(.paging))
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 120, height: 0))
        #expect(sim.frame(of: "page0")?.minX == -120)  // follows the wheel first
        Self.rest(sim)
        #expect(sim.frame(of: "page0")?.minX == 0)  // back to the nearest page
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 250, height: 0))
        Self.rest(sim)
        #expect(sim.frame(of: "page1")?.minX == 0)
    }

    final class Offsets {
        var values: [CGFloat] = []
    }

    @Test func scrollGeometryChangesFollowTheWheel() {
        let offsets = Offsets()
        let sim = TouchSimulator(
            Rows(log: Log())
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in
                    offsets.values.append(new)
                })
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 90), steps: 3, duration: 0.03)
        #expect(offsets.values == [30, 60, 90])
    }

    @Test func theSimulatorAimsAWheelAtAView() {
        let sim = TouchSimulator(Carousel())
        sim.wheel(on: .accessibilityIdentifier("card1"), by: CGSize(width: 60, height: 0))
        #expect(sim.frame(of: "card0")?.minX == -60)
    }

    @Test func badWheelEventsAreRejectedAndChangeNothing() {
        let sim = TouchSimulator(Rows(log: Log()))
        sim.advance(by: 1)
        let host = sim.host
        let bad = [
            ScrollWheelEvent(location: CGPoint(x: CGFloat.nan, y: 400), delta: Self.down300, time: 1),
            ScrollWheelEvent(
                location: CGPoint(x: 200, y: 400), delta: CGSize(width: 0, height: CGFloat.infinity), time: 1),
            ScrollWheelEvent(location: CGPoint(x: 200, y: 400), delta: Self.down300, time: .nan),
            ScrollWheelEvent(location: CGPoint(x: 200, y: 400), delta: Self.down300, time: 0.5),
        ]
        let kinds = bad.map { event -> GestureDiagnostic.Kind? in
            guard case .rejected(let diagnostic) = host.send(event) else { return nil }
            return diagnostic.kind
        }
        let expected: [GestureDiagnostic.Kind?] = [
            .nonFiniteValue, .nonFiniteValue, .nonFiniteValue, .timeWentBackwards,
        ]
        #expect(kinds == expected)
        #expect(host.diagnostics.count == 4)
        #expect(sim.frame(of: "row0")?.minY == 0)
        #expect(sim.now == 1)
        #expect(host.nextDeadline == nil)
        host.inputBounds = InputBounds(maxCoordinate: 10_000, maxTime: 100)
        guard
            case .rejected(let outOfBounds) = host.send(
                ScrollWheelEvent(location: CGPoint(x: 200, y: 400), delta: CGSize(width: 0, height: 1e6), time: 1))
        else {
            Issue.record("a delta out of bounds was accepted")
            return
        }
        #expect(outOfBounds.kind == .outOfBounds)
        // The host keeps working.
        sim.wheel(at: CGPoint(x: 200, y: 400), by: Self.down300)
        #expect(sim.frame(of: "row0")?.minY == -300)
    }

    @Test func aWheelWhileAFingerIsDownMovesNothing() {
        let sim = TouchSimulator(Rows(log: Log()))
        sim.down(at: CGPoint(x: 200, y: 600))
        sim.wheel(at: CGPoint(x: 200, y: 400), by: Self.down300)
        #expect(sim.frame(of: "row0")?.minY == 0)
        sim.up()
    }

    @Test func aFingerPutDownEndsTheSequenceAndTakesTheContentWhereItIs() {
        let sim = TouchSimulator(Rows(log: Log()))
        sim.wheel(at: CGPoint(x: 200, y: 400), by: Self.down300)
        ScrollViewTests.slowDrag(sim, from: CGPoint(x: 200, y: 600), by: -110)
        #expect(sim.frame(of: "row0")?.minY == -400)
        Self.rest(sim)
        #expect(sim.frame(of: "row0")?.minY == -400)
    }
}
