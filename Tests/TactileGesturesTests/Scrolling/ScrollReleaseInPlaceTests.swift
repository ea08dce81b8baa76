import Foundation
import TactileGestures
import Testing

/// A lift where the finger last was adds no velocity sample to a scroll: a quick flick keeps its
/// direction, and a finger that rested before lifting still does not fling.
@Suite("ScrollGesture: a lift in place")
struct ScrollReleaseInPlaceTests {
    /// Mouse drags recorded from the playground's browser page (the snapping shelves' flick test):
    /// 52 pt moves to the left at a browser's uneven pace, then the button released where the
    /// last move was. Each once flung the content backwards, to the right.
    static let recordedFlicks: [[(time: TimeInterval, x: CGFloat)]] = [
        [(0, 316), (0.0305, 264), (0.1091, 212), (0.1587, 160), (0.2004, 108), (0.2303, 56), (0.2441, 56)],
        [(0, 316), (0.0314, 264), (0.0867, 212), (0.1864, 160), (0.2745, 108), (0.3107, 56), (0.3233, 56)],
        [(0, 316), (0.0324, 264), (0.0791, 212), (0.1198, 160), (0.1658, 108), (0.202, 56), (0.2141, 56)],
    ]

    /// Sends `stream` (down, moves, then the up) to a horizontal scroll view; returns the offset at
    /// the lift and where the content came to rest.
    static func release(_ stream: [(time: TimeInterval, x: CGFloat)]) throws -> (lift: CGFloat, rest: CGFloat) {
        let driver = EngineDriver(), r = ScrollGestureTests.Recorder()
        let path = [
            ScrollGestureTests.scroll(
                r, axes: .horizontal, content: CGSize(width: 10_000, height: 200),
                container: CGSize(width: 400, height: 200))
        ]
        let first = try #require(stream.first), last = try #require(stream.last)
        driver.down(first.x, 100, at: first.time, path: path)
        for sample in stream.dropFirst().dropLast() { driver.move(sample.x, 100, at: sample.time) }
        let lift = try #require(r.last).x
        driver.up(last.x, 100, at: last.time)
        driver.advance(to: last.time + 10)
        return (lift, try #require(r.ended).contentOffset.x)
    }

    @Test(arguments: recordedFlicks.indices)
    func aFlickReleasedInPlaceFlingsOnInItsDirection(index: Int) throws {
        let (lift, rest) = try Self.release(Self.recordedFlicks[index])
        // The finger went left, so the content's offset grows; it must keep growing after the lift.
        #expect(rest > lift + 50)
    }

    @Test func aFingerThatRestedBeforeLiftingInPlaceDoesNotFling() throws {
        // The same moves, then 60 ms at rest (past the 40 ms stop threshold) before the lift.
        var stream = Self.recordedFlicks[0]
        stream[stream.count - 1] = (0.2303 + 0.06, 56)
        let (lift, rest) = try Self.release(stream)
        #expect(rest == lift)
    }
}
