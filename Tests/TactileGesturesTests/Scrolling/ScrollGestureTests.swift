import Foundation
import TactileGestures
import Testing

/// The scroll gesture's rules (its table in `ScrollGesture`), through the engine: following the
/// finger after the slop, rubber banding, flinging on virtual time, catching a fling, bad input.
@Suite("ScrollGesture")
struct ScrollGestureTests {
    /// Records every value a scroll gesture reports and how its attempt ended.
    final class Recorder {
        var values: [ScrollGesture.Value] = []
        var ended: ScrollGesture.Value?
        var failure: GestureFailureReason?
        var offsets: [CGPoint] { values.map(\.contentOffset) }
        var last: CGPoint? { values.last?.contentOffset }
    }

    static func scroll(
        _ recorder: Recorder, axes: GestureAxes = .vertical, offset: CGPoint = .zero,
        content: CGSize = CGSize(width: 400, height: 10_000), container: CGSize = CGSize(width: 400, height: 800),
        rate: ScrollDecelerationRate? = nil
    ) -> GestureAttachment {
        var attachment = GestureAttachment(
            id: "scroll",
            gesture: ScrollGesture(
                axes: axes, contentOffset: offset, contentSize: content, containerSize: container,
                decelerationRate: rate
            )
            .onChanged { recorder.values.append($0) }
            .onEnded {
                recorder.values.append($0)
                recorder.ended = $0
            }
            .onFailed { recorder.failure = $0 },
            priority: .high)
        attachment.isScrollContainer = true
        return attachment
    }

    @Test func contentFollowsTheFingerAfterTheSlopWithoutAJump() {
        let driver = EngineDriver(), r = Recorder()
        driver.down(100, 500, at: 0, path: [Self.scroll(r)])
        driver.move(100, 495, at: 0.01)
        #expect(r.values.isEmpty)  // 5 pt: under the slop
        driver.move(100, 490, at: 0.02)
        #expect(r.offsets == [CGPoint(x: 0, y: 0)])  // the slop reached: active, where the content was
        driver.move(100, 440, at: 0.03)
        driver.move(130, 400, at: 0.04)  // sideways motion does not scroll a vertical view
        #expect(r.offsets.suffix(2) == [CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 90)])
        #expect(r.values.allSatisfy { $0.phase == .interacting })
    }

    @Test func movingAlongTheOtherAxisFails() {
        let driver = EngineDriver(), r = Recorder()
        driver.down(100, 500, at: 0, path: [Self.scroll(r)])
        driver.move(112, 505, at: 0.02)
        #expect(r.failure == .movedTooFar)
        #expect(r.values.isEmpty)
    }

    @Test func aHorizontalScrollViewFollowsHorizontalMoves() throws {
        let driver = EngineDriver(), r = Recorder()
        let path = [
            Self.scroll(
                r, axes: .horizontal, content: CGSize(width: 2000, height: 100),
                container: CGSize(width: 400, height: 100))
        ]
        driver.down(300, 50, at: 0, path: path)
        driver.move(280, 52, at: 0.02)  // 20.1 pt: past the slop, which it crossed at x ≈ 290.05
        driver.move(200, 60, at: 0.04)
        let last = try #require(r.last)
        #expect(abs(last.x - 90.05) < 0.01 && last.y == 0, "100 pt of travel less the slop's 9.95 along x")
    }

    @Test func liftingBeforeTheSlopFails() {
        let driver = EngineDriver(), r = Recorder()
        driver.down(100, 500, at: 0, path: [Self.scroll(r)])
        driver.move(100, 494, at: 0.02)
        driver.up(100, 494, at: 0.05)
        #expect(r.failure == .liftedEarly)
        #expect(r.values.isEmpty)
        #expect(driver.engine.isIdle)
    }

    @Test func pullingPastAnEdgeRubberBandsAndSpringsBack() throws {
        let driver = EngineDriver(), r = Recorder()
        driver.down(100, 300, at: 0, path: [Self.scroll(r)])
        driver.move(100, 310, at: 0.02)  // the slop: active at offset 0
        driver.move(100, 410, at: 0.04)  // 100 pt past the top edge of an 800 pt view
        // b = (1 − 1 / (100 · 0.55 / 800 + 1)) · 800
        let banded = (1 - 1 / (100 * 0.55 / 800 + 1)) * 800.0
        #expect(abs(try #require(r.last).y + banded) < 1e-9)
        driver.move(100, 410, at: 0.3)  // hold still, so the release has no speed
        driver.up(100, 410, at: 0.35)
        #expect(driver.engine.nextDeadline != nil)
        driver.advance(to: 0.5)
        let midway = try #require(r.last).y
        #expect(midway < 0 && midway > -banded)  // on its way back
        driver.advance(to: 3)
        #expect(r.ended?.contentOffset == CGPoint(x: 0, y: 0))
        #expect(r.ended?.phase == .idle)
        #expect(driver.engine.isIdle)
    }

    /// Flings `r`'s scroll view upwards at about `speed` points per second, with a drag riding along
    /// to report the engine's velocity at the lift; returns the offset and velocity at release.
    static func fling(
        _ driver: EngineDriver, _ r: Recorder, speed: CGFloat, rate: ScrollDecelerationRate? = nil,
        offset: CGPoint = .zero, content: CGSize = CGSize(width: 400, height: 10_000)
    ) -> (offset: CGFloat, velocity: CGFloat) {
        var release: DragGesture.Value?
        let drag = GestureAttachment(
            id: "drag", gesture: DragGesture().onEnded { release = $0 }, priority: .simultaneous)
        driver.down(100, 700, at: 0, path: [scroll(r, offset: offset, content: content, rate: rate), drag])
        var y: CGFloat = 700
        var t = 0.0
        for _ in 0..<12 {
            t += 0.008
            y -= speed * 0.008
            driver.move(100, y, at: t)
        }
        driver.up(100, y, at: t)
        let offsetAtRelease = r.values.last { $0.phase == .interacting }?.contentOffset.y ?? .nan
        return (offsetAtRelease, -(release?.velocity.height ?? .nan))
    }

    @Test(arguments: [(ScrollDecelerationRate?.none, 0.998), (.fast, 0.99)])
    func aFlickStopsWhereTheDecelerationModelSays(rate: ScrollDecelerationRate?, r: Double) throws {
        let driver = EngineDriver(), recorder = Recorder()
        let release = Self.fling(driver, recorder, speed: 1500, rate: rate)
        #expect(release.velocity > 1000)
        #expect(driver.engine.nextDeadline != nil)
        let frames = recorder.values.count
        driver.advance(to: 10)
        #expect(recorder.values.count > frames + 10)  // reported frame by frame on the way
        let expected = release.offset + release.velocity / 1000 * CGFloat(r / (1 - r))
        let ended = try #require(recorder.ended)
        #expect(abs(ended.contentOffset.y - expected) < 1)
        #expect(ended.phase == .idle)
        // Monotonic, no overshoot, in the middle of long content.
        let flung = recorder.values.drop { $0.phase == .interacting }.map(\.contentOffset.y)
        #expect(zip(flung, flung.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func theFlingLandsInTheSamePlaceHoweverOftenTimeIsAdvanced() throws {
        let coarse = EngineDriver(), fine = EngineDriver()
        let a = Recorder(), b = Recorder()
        _ = Self.fling(coarse, a, speed: 1200)
        _ = Self.fling(fine, b, speed: 1200)
        coarse.advance(to: 10)
        var t = 0.1
        while t < 10 {
            fine.advance(to: t)
            t += 0.007
        }
        fine.advance(to: 10)
        // Frames come at the gesture's deadlines, whenever the host lets time pass: the same values.
        #expect(a.values == b.values)
        #expect(a.ended != nil)
    }

    @Test func aFlingIntoAnEdgeOvershootsAndSpringsBackToIt() throws {
        let driver = EngineDriver(), r = Recorder()
        _ = Self.fling(driver, r, speed: 2000, offset: CGPoint(x: 0, y: 100), content: CGSize(width: 400, height: 1200))
        driver.advance(to: 10)
        let limit: CGFloat = 1200 - 800
        #expect(r.offsets.map(\.y).max()! > limit + 1)  // went past the edge
        #expect(r.ended?.contentOffset == CGPoint(x: 0, y: limit))
    }

    @Test func aTouchDuringAFlingStopsItAndIsNotATap() throws {
        let driver = EngineDriver(), r = Recorder()
        var taps = 0
        let tap = GestureAttachment(id: "row", gesture: TapGesture().onEnded { taps += 1 })
        _ = Self.fling(driver, r, speed: 1500)
        driver.advance(to: 0.3)
        let before = try #require(r.last).y
        // The touch lands on a row with a tap, inside the flinging scroll view.
        driver.down(100, 400, at: 0.3, pointer: 1, path: [tap, Self.scroll(r)])
        let caught = try #require(r.values.last)
        #expect(caught.phase == .interacting)
        #expect(caught.contentOffset.y >= before && caught.contentOffset.y < before + 30)  // at most a frame on
        let count = r.values.count
        driver.advance(to: 1)
        #expect(r.values.count == count)  // no more frames: the content stopped
        driver.up(100, 400, at: 1, pointer: 1)
        driver.advance(to: 2)
        #expect(taps == 0)
        #expect(r.ended?.contentOffset.y == caught.contentOffset.y)
        #expect(driver.engine.isIdle)
    }

    @Test func aTouchThatCatchesAFlingCanDragAtOnce() throws {
        let driver = EngineDriver(), r = Recorder()
        _ = Self.fling(driver, r, speed: 1500)
        driver.advance(to: 0.3)
        driver.down(100, 400, at: 0.3, pointer: 1, path: [Self.scroll(r)])
        let caught = try #require(r.last).y
        driver.move(100, 397, at: 0.32, pointer: 1)  // under the slop: a caught fling follows at once
        #expect(abs(try #require(r.last).y - (caught + 3)) < 1e-9)
    }

    @Test(arguments: [
        (CGPoint(x: CGFloat.nan, y: .nan), CGSize(width: 400, height: 2000), CGSize(width: 400, height: 800)),
        (CGPoint.zero, CGSize(width: CGFloat.nan, height: .infinity), CGSize(width: 400, height: 800)),
        (CGPoint.zero, CGSize(width: 400, height: 100), CGSize(width: 400, height: 800)),  // content smaller
        (CGPoint.zero, CGSize(width: 400, height: 2000), CGSize.zero),  // zero-size scroll view
        (CGPoint(x: 0, y: 5000), CGSize(width: 400, height: 2000), CGSize(width: 400, height: 800)),
    ])
    func badInputNeitherCrashesNorLeavesTheRange(offset: CGPoint, content: CGSize, container: CGSize) throws {
        let driver = EngineDriver(), r = Recorder()
        let path = [Self.scroll(r, offset: offset, content: content, container: container)]
        driver.down(100, 400, at: 0, path: path)
        for step in 1...10 { driver.move(100, 400 - CGFloat(step) * 30, at: Double(step) * 0.01) }
        driver.up(100, 100, at: 0.1)
        driver.advance(to: 20)
        #expect(r.offsets.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        let rest = try #require(r.ended).contentOffset
        let limit = max((content.height.isFinite ? content.height : 0) - container.height, 0)
        #expect(rest.y >= 0 && rest.y <= limit)
        #expect(driver.engine.isIdle)
    }
}

/// A finger that goes far past the slop in one event still scrolls by its travel less the slop.
@Suite("ScrollGesture: one long move")
struct ScrollGestureLongMoveTests {
    @Test(arguments: [1, 2, 11])
    func oneLongMoveScrollsLikeManySmallOnes(steps: Int) throws {
        let driver = EngineDriver(), r = ScrollGestureTests.Recorder()
        driver.down(100, 600, at: 0, path: [ScrollGestureTests.scroll(r)])
        for step in 1...steps {
            driver.move(100, 600 - 220 * CGFloat(step) / CGFloat(steps), at: 0.001 * Double(step))
        }
        #expect(try #require(r.last).y == 210)
    }
}
