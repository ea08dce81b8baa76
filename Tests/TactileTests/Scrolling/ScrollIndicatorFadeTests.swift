import Foundation
import Tactile
import TactileTesting
import Testing

/// The indicators of a `ScrollView` through `TouchSimulator`: drawn while the content moves (a
/// finger, a wheel sequence, a `scrollTo`), still drawn for `ScrollIndicatorTiming.lingerDelay`
/// after it stops, then faded out over `ScrollIndicatorTiming.fadeDuration` on virtual time.
@MainActor
@Suite("ScrollIndicatorFade")
struct ScrollIndicatorFadeTests {
    /// A 100 pt bar that scrolls to row 30 when tapped, above fifty 100 pt rows in a 700 pt
    /// scroll view.
    struct Rows: View {
        var indicators = ScrollIndicatorVisibility.automatic
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Color.green.frame(width: 400, height: 100).onTapGesture { proxy.scrollTo(30, anchor: .top) }
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50) { i in
                                Color.blue.frame(width: 400, height: 100).accessibilityIdentifier("row\(i)")
                            }
                        }
                    }
                    .frame(height: 700)
                    .scrollIndicators(indicators)
                }
            }
        }
    }

    static let delay = ScrollIndicatorTiming.lingerDelay
    static let fade = ScrollIndicatorTiming.fadeDuration

    /// The opacity of each indicator bar in `list`.
    static func bars(_ list: DisplayList) -> [Double] {
        list.shapes(filledWith: Color.gray.opacity(0.6)).map(\.opacity)
    }

    /// Drags the content up by 250 pt and holds still before lifting: no fling, it stops at the lift.
    static func dragAndStop(_ sim: TouchSimulator) {
        sim.down(at: CGPoint(x: 200, y: 600))
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: 200, y: 600 - 26 * CGFloat(step)))
        }
        sim.advance(by: 0.3)
        sim.up()
    }

    @Test func theConstantsAreUIKitLike() {
        #expect(Self.delay > 0 && Self.delay <= 1)
        #expect(Self.fade > 0 && Self.fade <= 0.5)
    }

    @Test func aFingerShowsThemAndTheyLingerThenFade() throws {
        let sim = TouchSimulator(Rows())
        #expect(Self.bars(sim.displayList).isEmpty)  // at rest from the start: none
        Self.dragAndStop(sim)
        #expect(try #require(sim.frame(of: "row3")).minY == 100 + 300 - 250)  // moved, and stopped
        let stop = sim.now
        #expect(Self.bars(sim.displayList) == [1])
        #expect(sim.host.nextDeadline == stop + Self.delay)
        let start = stop + Self.delay
        sim.host.advance(to: start - 0.01)
        #expect(Self.bars(sim.displayList) == [1])  // lingering, fully drawn
        sim.host.advance(to: start)
        #expect(Self.bars(sim.displayList).isEmpty)  // committed: gone
        let halfway = Self.bars(sim.displayList(at: start + Self.fade / 2))
        #expect(halfway.count == 1)
        #expect(abs((halfway.first ?? 0) - 0.5) < 0.05)  // fading, linearly
        #expect(Self.bars(sim.displayList(at: start + Self.fade)).isEmpty)
        #expect(sim.host.nextDeadline == nil)
    }

    @Test func movingAgainBeforeTheFadeRestartsTheDelay() {
        let sim = TouchSimulator(Rows())
        Self.dragAndStop(sim)
        sim.advance(by: Self.delay - 0.1)
        Self.dragAndStop(sim)
        let stop = sim.now
        sim.host.advance(to: stop + Self.delay - 0.01)
        #expect(Self.bars(sim.displayList) == [1])
        #expect(sim.host.nextDeadline == stop + Self.delay)
        sim.host.advance(to: stop + Self.delay)
        #expect(Self.bars(sim.displayList).isEmpty)
    }

    @Test func aWheelSequenceShowsThemUntilTheDelayAfterItEnds() {
        let sim = TouchSimulator(Rows())
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 300), steps: 3, duration: 0.1)
        #expect(Self.bars(sim.displayList) == [1])
        let end = sim.now + sim.host.engine.configuration.scroll.wheelIdleInterval
        sim.host.advance(to: end)
        #expect(sim.frame(of: "row3")?.minY == 100)  // rested where the wheel put it
        #expect(Self.bars(sim.displayList) == [1])
        sim.host.advance(to: end + Self.delay - 0.01)
        #expect(Self.bars(sim.displayList) == [1])
        sim.host.advance(to: end + Self.delay)
        #expect(Self.bars(sim.displayList).isEmpty)
    }

    @Test func aScrollToShowsThemAndTheyFade() {
        let sim = TouchSimulator(Rows())
        sim.tap(at: CGPoint(x: 200, y: 50))
        #expect(sim.frame(of: "row30")?.minY == 100)
        let moved = sim.now
        #expect(Self.bars(sim.displayList) == [1])
        sim.host.advance(to: moved + Self.delay - 0.01)
        #expect(Self.bars(sim.displayList) == [1])
        sim.host.advance(to: moved + Self.delay)
        #expect(Self.bars(sim.displayList).isEmpty)
    }

    @Test(arguments: [ScrollIndicatorVisibility.hidden, .never])
    func hiddenIndicatorsStayHidden(_ visibility: ScrollIndicatorVisibility) {
        let sim = TouchSimulator(Rows(indicators: visibility))
        Self.dragAndStop(sim)
        #expect(sim.frame(of: "row0")?.minY != 100)
        #expect(Self.bars(sim.displayList).isEmpty)
        sim.advance(by: Self.delay)
        #expect(Self.bars(sim.displayList(at: sim.now + Self.fade / 2)).isEmpty)
    }

    /// Fifty rows that flash their indicators on appear, or when the green bar is tapped.
    struct Flashing: View {
        var onAppear = false
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.green.frame(width: 400, height: 100).onTapGesture { taps += 1 }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<50) { _ in Color.blue.frame(width: 400, height: 100) }
                    }
                }
                .frame(height: 700)
                .scrollIndicatorsFlash(onAppear: onAppear)
                .scrollIndicatorsFlash(trigger: taps)
            }
        }
    }

    @Test func flashOnAppearShowsThemThenTheyFade() {
        let flashing = TouchSimulator(Flashing(onAppear: true))
        #expect(Self.bars(flashing.displayList) == [1])
        flashing.host.advance(to: Self.delay)
        #expect(Self.bars(flashing.displayList).isEmpty)
        let plain = TouchSimulator(Flashing(onAppear: false))
        #expect(Self.bars(plain.displayList).isEmpty)
    }

    @Test func aChangedTriggerFlashesThem() {
        let sim = TouchSimulator(Flashing())
        #expect(Self.bars(sim.displayList).isEmpty)
        sim.tap(at: CGPoint(x: 200, y: 50))
        let tapped = sim.now
        #expect(Self.bars(sim.displayList) == [1])
        sim.host.advance(to: tapped + Self.delay)
        #expect(Self.bars(sim.displayList).isEmpty)
    }
}
