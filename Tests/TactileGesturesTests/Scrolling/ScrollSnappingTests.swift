import Foundation
import TactileGestures
import Testing

/// `ScrollGesture.snapping` through the engine: where a release comes to rest with pages and with
/// aligned offsets, and bad input.
@Suite("ScrollSnapping")
struct ScrollSnappingTests {
    /// A vertical scroll gesture over 10,000 pt of content in an 800 pt container at `offset`,
    /// snapping by `snapping`, recording into `r`.
    static func scroll(
        _ r: ScrollGestureTests.Recorder, snapping: ScrollSnapping?, offset: CGFloat = 0,
        container: CGSize = CGSize(width: 400, height: 800)
    ) -> GestureAttachment {
        var attachment = GestureAttachment(
            id: "scroll",
            gesture: ScrollGesture(
                contentOffset: CGPoint(x: 0, y: offset), contentSize: CGSize(width: 400, height: 10_000),
                containerSize: container, snapping: snapping
            )
            .onChanged { r.values.append($0) }
            .onEnded {
                r.values.append($0)
                r.ended = $0
            },
            priority: .high)
        attachment.isScrollContainer = true
        return attachment
    }

    /// Drags up by `distance` in `duration` (twelve moves) and lifts; returns the offset at the lift.
    static func release(
        _ driver: EngineDriver, _ attachment: GestureAttachment, _ r: ScrollGestureTests.Recorder,
        distance: CGFloat, duration: TimeInterval
    ) -> CGFloat {
        driver.down(100, 700, at: 0, path: [attachment])
        var time: TimeInterval = 0
        for step in 1...12 {
            time = duration * Double(step) / 12
            driver.move(100, 700 - distance * CGFloat(step) / 12, at: time)
        }
        driver.up(100, 700 - distance, at: time)
        return r.values.last { $0.phase == .interacting }?.contentOffset.y ?? .nan
    }

    @Test func aFlickTurnsOnePageAndLandsExactlyOnIt() throws {
        let driver = EngineDriver(), r = ScrollGestureTests.Recorder()
        _ = Self.release(driver, Self.scroll(r, snapping: .paging), r, distance: 300, duration: 0.1)
        driver.advance(to: 10)
        let ended = try #require(r.ended)
        #expect(ended.contentOffset.y == 800)
        let flung = r.values.drop { $0.phase == .interacting }.map(\.contentOffset.y)
        #expect(zip(flung, flung.dropFirst()).allSatisfy { $0 <= $1 })  // no overshoot
    }

    @Test func aHardFlickStillTurnsOnlyOnePage() throws {
        let driver = EngineDriver(), r = ScrollGestureTests.Recorder()
        _ = Self.release(driver, Self.scroll(r, snapping: .paging, offset: 1600), r, distance: 600, duration: 0.05)
        driver.advance(to: 10)
        #expect(try #require(r.ended).contentOffset.y == 2400)
    }

    @Test func aSlowReleaseGoesToTheNearestPage() throws {
        for (distance, page) in [(CGFloat(300), CGFloat(0)), (500, 800)] {
            let driver = EngineDriver(), r = ScrollGestureTests.Recorder()
            _ = Self.release(driver, Self.scroll(r, snapping: .paging), r, distance: distance, duration: 3)
            driver.advance(to: 20)
            // 300 pt of finger is 290 of content after the slop (back to 0); 500 is 490 (on to 800).
            #expect(try #require(r.ended).contentOffset.y == page)
        }
    }

    @Test func offsetsRestOnTheOneNearestTheFreeFlingsEnd() throws {
        let free = EngineDriver(), a = ScrollGestureTests.Recorder()
        _ = Self.release(free, Self.scroll(a, snapping: nil), a, distance: 200, duration: 0.1)
        free.advance(to: 20)
        let natural = try #require(a.ended).contentOffset.y
        let edges = stride(from: CGFloat(0), through: 9_200, by: 350).map { $0 }
        let aligned = EngineDriver(), b = ScrollGestureTests.Recorder()
        let snapping = ScrollSnapping.offsets(horizontal: [], vertical: [.nan] + edges)
        _ = Self.release(aligned, Self.scroll(b, snapping: snapping), b, distance: 200, duration: 0.1)
        aligned.advance(to: 20)
        let nearest = try #require(edges.min { abs($0 - natural) < abs($1 - natural) })
        #expect(abs(natural - nearest) > 1)  // the free fling did not stop on an edge by chance
        #expect(try #require(b.ended).contentOffset.y == nearest)
    }

    @Test func aZeroSizeContainerDoesNotSnapOrCrash() throws {
        let driver = EngineDriver(), r = ScrollGestureTests.Recorder()
        let attachment = Self.scroll(r, snapping: .paging, container: .zero)
        _ = Self.release(driver, attachment, r, distance: 300, duration: 0.1)
        driver.advance(to: 20)
        let ended = try #require(r.ended)
        #expect(ended.contentOffset.y.isFinite)
        #expect(driver.engine.isIdle)
    }
}
