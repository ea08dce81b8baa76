import Foundation
import TactileGestures
import Testing

/// The arbitration table between a scroll container and the gestures inside it (Docs/Semantics.md,
/// "Scrolling: arbitration"), through the engine: one test per row, each in the order that matters.
@Suite("Scroll arbitration")
struct ScrollArbitrationTests {
    typealias Recorder = ScrollGestureTests.Recorder

    static func scroll(_ r: Recorder, axes: GestureAxes = .vertical, id: String = "scroll") -> GestureAttachment {
        var attachment = GestureAttachment(
            id: id,
            gesture: ScrollGesture(
                axes: axes, contentSize: CGSize(width: 4000, height: 4000),
                containerSize: CGSize(width: 400, height: 800)
            )
            .onChanged { r.values.append($0) }
            .onEnded { r.ended = $0 }
            .onFailed { r.failure = $0 },
            priority: .high)
        attachment.isScrollContainer = true
        return attachment
    }

    final class Log {
        var entries: [String] = []
    }

    static func child<G: Gesture>(_ gesture: G, _ name: String, _ log: Log, priority: GesturePriority = .normal)
        -> GestureAttachment
    {
        GestureAttachment(
            id: name,
            gesture: gesture.onEnded { _ in log.entries.append(name) }.onFailed {
                log.entries.append("\(name) failed: \($0)")
            },
            priority: priority)
    }

    @Test func aTapOnContentStillFires() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        driver.down(100, 400, at: 0, path: [Self.child(TapGesture(), "tap", log), Self.scroll(r)])
        driver.move(100, 404, at: 0.03)
        driver.up(100, 404, at: 0.08)
        #expect(log.entries == ["tap"])
        #expect(r.failure == .liftedEarly)
    }

    @Test func aDragThatScrollsIsNotATap() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        driver.down(100, 400, at: 0, path: [Self.child(TapGesture(), "tap", log), Self.scroll(r)])
        driver.move(100, 385, at: 0.03)  // 15 pt: past the slop, well inside the tap's 45 pt
        driver.up(100, 385, at: 0.08)
        #expect(log.entries == ["tap failed: \(GestureFailureReason.otherGestureWon)"])
        #expect(!r.values.isEmpty)
    }

    @Test func scrollingBeatsAChildDragAlongItsAxis() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        driver.down(100, 400, at: 0, path: [Self.child(DragGesture(), "drag", log), Self.scroll(r)])
        driver.move(100, 390, at: 0.03)  // both thresholds reached on this move: the scroll wins
        driver.move(100, 300, at: 0.06)
        driver.up(100, 300, at: 0.08)
        #expect(log.entries == ["drag failed: \(GestureFailureReason.otherGestureWon)"])
        #expect(r.values.last?.contentOffset.y == 90)
    }

    @Test func aChildDragAcrossTheScrollAxisWins() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        driver.down(100, 400, at: 0, path: [Self.child(DragGesture(), "drag", log), Self.scroll(r)])
        driver.move(115, 402, at: 0.03)
        driver.up(160, 402, at: 0.08)
        #expect(log.entries == ["drag"])
        #expect(r.failure == .movedTooFar)
        #expect(r.values.isEmpty)
    }

    /// A button's press: active from the down, marked as yielding to scrolling.
    static func buttonPress(_ log: Log) -> GestureAttachment {
        var attachment = Self.child(DragGesture(minimumDistance: 0), "press", log)
        attachment.yieldsToScrolling = true
        return attachment
    }

    @Test func aButtonPressYieldsToScrollingAlongItsAxis() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        driver.down(100, 400, at: 0, path: [Self.buttonPress(log), Self.scroll(r)])
        driver.move(100, 395, at: 0.02)  // under the slop: the press keeps it
        #expect(r.values.isEmpty)
        driver.move(100, 390, at: 0.04)  // the slop: the scroll takes the touch
        driver.move(100, 300, at: 0.06)
        driver.up(100, 300, at: 0.08)
        #expect(log.entries == ["press failed: \(GestureFailureReason.otherGestureWon)"])
        #expect(r.values.last?.contentOffset.y == 90)

        // Across the axis the scroll fails and the press keeps the touch.
        let across = EngineDriver(), acrossScroll = Recorder(), acrossLog = Log()
        across.down(100, 400, at: 0, path: [Self.buttonPress(acrossLog), Self.scroll(acrossScroll)])
        across.move(115, 402, at: 0.03)
        across.up(160, 402, at: 0.08)
        #expect(acrossLog.entries == ["press"])
        #expect(acrossScroll.failure == .movedTooFar)
        #expect(acrossScroll.values.isEmpty)
    }

    @Test func aButtonPressInAHorizontalScrollViewYieldsToTheVerticalOneAroundIt() {
        let driver = EngineDriver(), inner = Recorder(), outer = Recorder(), log = Log()
        driver.down(
            100, 400, at: 0,
            path: [Self.buttonPress(log), Self.scroll(inner, axes: .horizontal, id: "inner"), Self.scroll(outer)])
        driver.move(100, 390, at: 0.03)
        driver.move(100, 340, at: 0.06)
        driver.up(100, 340, at: 0.08)
        #expect(log.entries == ["press failed: \(GestureFailureReason.otherGestureWon)"])
        #expect(inner.failure != nil)
        #expect(outer.values.last?.contentOffset.y == 50)
    }

    /// A pinch-and-pan composition (`MagnifyGesture().simultaneously(with: DragGesture())`, as a
    /// zoomable image has) whose drag leads, then fails when a second finger lands while the pinch
    /// is still possible: the composition waits on the pinch instead of following the scroll's
    /// earlier failure, so the second finger pinches and every attempt ends with its terminal
    /// callback. Before the fix nothing ran at all and the pinch was left possible (found by the
    /// property tests on the zoomable-gallery scene).
    @Test func contentPossibleAgainAfterLeadingStillEndsItsAttempt() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        let pinch = MagnifyGesture().onEnded { _ in log.entries.append("pinch") }.onFailed {
            log.entries.append("pinch failed: \($0)")
        }
        let composed = pinch.simultaneously(with: DragGesture())
        let path = [Self.child(composed, "pinch and pan", log), Self.scroll(r)]
        driver.down(100, 400, at: 0, path: path)
        driver.move(130, 402, at: 0.03)  // sideways: the content's drag leads, the scroll fails
        driver.down(200, 400, at: 0.05, pointer: 1, path: path)  // the drag fails; the pinch is possible
        driver.move(260, 400, at: 0.1, pointer: 1)  // and pinches
        driver.up(260, 400, at: 0.15, pointer: 1)
        driver.up(130, 402, at: 0.2)
        #expect(r.failure == .movedTooFar)
        #expect(log.entries == ["pinch", "pinch and pan"])
        #expect(driver.engine.isIdle)
    }

    @Test func aLongPressHeldStillFiresAndKeepsTheTouch() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        driver.down(100, 400, at: 0, path: [Self.child(LongPressGesture(), "press", log), Self.scroll(r)])
        driver.advance(to: 0.6)
        #expect(log.entries == ["press"])
        driver.move(100, 300, at: 0.7)
        driver.up(100, 300, at: 0.8)
        #expect(r.values.isEmpty)
        #expect(r.failure == .otherGestureWon)
    }

    /// SwiftUI's bug (a long press in a list row stops the list from scrolling) is fixed: a finger
    /// that moves the slop before the press's time scrolls.
    @Test func aLongPressDoesNotStopScrolling() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        driver.down(100, 400, at: 0, path: [Self.child(LongPressGesture(), "press", log), Self.scroll(r)])
        driver.move(100, 395, at: 0.05)  // a wobble the press tolerates
        driver.move(100, 388, at: 0.1)  // the press fails by its own rule; the scroll takes the touch
        driver.move(100, 300, at: 0.2)
        driver.advance(to: 0.6)
        #expect(log.entries == ["press failed: \(GestureFailureReason.movedTooFar)"])
        #expect(r.values.last?.contentOffset.y == 90, "100 pt of travel less the 10 pt slop")
    }

    /// A press that tolerates more movement than the slop keeps the touch while it is held.
    @Test func aTolerantLongPressHoldsTheScrollBackUntilItEnds() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        let press = LongPressGesture(minimumDuration: 0.5, maximumDistance: 50)
        driver.down(100, 400, at: 0, path: [Self.child(press, "press", log), Self.scroll(r)])
        driver.move(100, 380, at: 0.1)
        #expect(r.values.isEmpty)
        driver.advance(to: 0.6)
        #expect(log.entries == ["press"])
        #expect(r.failure == .otherGestureWon)
    }

    @Test func aZeroDistanceDragInContentTakesTheTouch() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        driver.down(
            100, 400, at: 0, path: [Self.child(DragGesture(minimumDistance: 0), "drag", log), Self.scroll(r)])
        driver.move(100, 300, at: 0.05)
        driver.up(100, 300, at: 0.1)
        #expect(log.entries == ["drag"])
        #expect(r.failure == .otherGestureWon)
        #expect(r.values.isEmpty)
    }

    @Test func aChildSimultaneousDragDoesNotRunAlongsideScrolling() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        let path = [
            Self.child(TapGesture(), "tap", log), Self.child(DragGesture(), "drag", log, priority: .simultaneous),
            Self.scroll(r),
        ]
        driver.down(100, 400, at: 0, path: path)
        driver.move(100, 380, at: 0.05)
        driver.up(100, 380, at: 0.1)
        #expect(log.entries.allSatisfy { $0.hasSuffix("failed: \(GestureFailureReason.otherGestureWon)") })
        #expect(!r.values.isEmpty)
    }

    @Test func aSimultaneousGestureOnTheScrollViewRunsAlongsideScrolling() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        let path = [Self.scroll(r), Self.child(DragGesture(), "outer", log, priority: .simultaneous)]
        driver.down(100, 400, at: 0, path: path)
        driver.move(100, 380, at: 0.05)
        driver.up(100, 380, at: 0.1)
        #expect(log.entries == ["outer"])
        #expect(!r.values.isEmpty)
    }

    @Test(arguments: [(CGFloat(0), CGFloat(-60), "outer"), (-60, 0, "inner")])
    func nestedScrollViewsLockToTheirAxes(dx: CGFloat, dy: CGFloat, expected: String) {
        let driver = EngineDriver(), outer = Recorder(), inner = Recorder()
        let path = [
            Self.scroll(inner, axes: .horizontal, id: "inner"), Self.scroll(outer, axes: .vertical, id: "outer"),
        ]
        driver.down(200, 400, at: 0, path: path)
        driver.move(200 + dx / 4, 400 + dy / 4, at: 0.02)
        driver.move(200 + dx, 400 + dy, at: 0.05)
        let moved = expected == "outer" ? outer : inner
        let still = expected == "outer" ? inner : outer
        // 60 pt of travel less the 10 pt slop, crossed on the first move.
        #expect(moved.values.last?.contentOffset == CGPoint(x: -dx * 5 / 6, y: -dy * 5 / 6))
        #expect(still.values.isEmpty)
        #expect(still.failure != nil)
    }

    /// A horizontal drag with a small minimum distance would take every touch from a vertical
    /// scroll view (it is recognized first); constrained to its axis, it splits the work.
    @Test(arguments: [(GestureAxes.both, false), (.horizontal, true)])
    func anAxisConstrainedDragLeavesTheOtherAxisToTheScroll(axes: GestureAxes, scrolls: Bool) {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        let drag = DragGesture(minimumDistance: 5, axes: axes)
        driver.down(100, 400, at: 0, path: [Self.child(drag, "drag", log), Self.scroll(r)])
        driver.move(100, 394, at: 0.02)  // vertical, past the drag's 5 pt, short of the slop
        driver.move(100, 380, at: 0.04)
        driver.up(100, 380, at: 0.06)
        #expect(r.values.isEmpty != scrolls)
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.hasPrefix("drag failed") == scrolls)
    }

    @Test func anAxisConstrainedDragStillTakesItsOwnAxis() {
        let driver = EngineDriver(), r = Recorder(), log = Log()
        let drag = DragGesture(minimumDistance: 5, axes: .horizontal)
        driver.down(100, 400, at: 0, path: [Self.child(drag, "drag", log), Self.scroll(r)])
        driver.move(94, 401, at: 0.02)
        driver.up(60, 401, at: 0.06)
        #expect(log.entries == ["drag"])
        #expect(r.failure == .otherGestureWon)
    }
}
