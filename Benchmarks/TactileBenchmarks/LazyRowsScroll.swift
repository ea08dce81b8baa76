// Benchmark 9: scrolling a long list through the host: one move of a finger that is
// scrolling a `ScrollView` of a `LazyVStack`, and everything it causes (the engine's scroll
// gesture, the new offset, layout of the rows in view and a new display list).

import Foundation
import Tactile

/// A finger scrolling a list of `rows` rows of 44 points: down in the middle, past the slop, then
/// moving up and down by a few points per step so the content keeps moving without reaching an end.
final class LazyRowsScrollFixture: BenchmarkFixture {
    private let host: GestureHost
    private var time: TimeInterval = 0
    private var y: CGFloat
    private var direction: CGFloat = -1
    /// Where the finger swings about: far enough up that the content has moved into the list.
    private let centre: CGFloat

    init(rows: Int) {
        let size = CGSize(width: 400, height: 800)
        host = GestureHost(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<rows, id: \.self) { row in
                        Text("Row \(row)").frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
                    }
                }
            }, size: size)
        y = size.height / 2
        // Scroll into the list first (1,200 points, or half of what a short list can scroll), so
        // rows above and below are in play and the swing below stays clear of both ends.
        let travel = min(1200, max(0, CGFloat(rows) * 44 - size.height) / 2)
        centre = y - travel
        host.send(PointerEvent(phase: .down, location: CGPoint(x: 200, y: y), time: time))
        while y > centre { move(by: -max(1, min(6, y - centre))) }
        let commits = host.viewHost.commitCount
        for _ in 0..<SuiteConstants.swingPeriod { step() }
        precondition(host.viewHost.commitCount > commits, "scrolling should commit frames")
    }

    private func move(by dy: CGFloat) {
        time += 1.0 / 120
        y += dy
        host.send(PointerEvent(phase: .move, location: CGPoint(x: 200, y: y), time: time))
    }

    func step() {
        // Two points a step, turning 30 points either side of the centre: always scrolling, never
        // at an end.
        if abs(y - centre) >= 30 { direction = -direction }
        move(by: 2 * direction)
    }
}
