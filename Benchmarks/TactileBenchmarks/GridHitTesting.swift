// Benchmark 4: hit testing at pointer-down in grids of 100, 1,000 and 10,000 views.

import Foundation
import Tactile

/// A grid in a ``GestureHost``; each step puts a finger down on the next probe cell and cancels
/// it, so the down is hit-tested, composes the cell's tap and drag in the engine, and the session
/// ends without a callback or a commit. The figure is the cost of one down (with its cancel).
final class GridDownFixture: BenchmarkFixture {
    private let host: GestureHost
    private let points: [CGPoint]
    private var next = 0
    private var time: TimeInterval = 0

    init(count: Int) {
        let grid = GridView(count: count, activity: GridActivity())
        let side = SuiteConstants.gridWindowSide
        host = GestureHost(grid, size: CGSize(width: side, height: side))
        points = grid.probeCells.map(grid.center(ofCell:))
        for point in points {
            precondition(
                host.viewHost.gestureAttachments(at: point).count == 2,
                "grid of \(count): the cell at \(point) should carry a tap and a drag")
        }
    }

    func step() {
        let point = points[next]
        next = next + 1 == points.count ? 0 : next + 1
        time += SuiteConstants.sampleInterval
        host.send(PointerEvent(phase: .down, location: point, time: time))
        host.send(PointerEvent(phase: .cancel, location: point, time: time))
    }
}

/// The view layer's public hit test alone, `ViewHost.hitTest(_:)`, on the same grids and cells:
/// the part of a down that grows with the number of views.
final class GridHitTestFixture: BenchmarkFixture {
    private let host: ViewHost
    private let points: [CGPoint]
    private var next = 0
    private var hits = 0

    init(count: Int) {
        let grid = GridView(count: count, activity: GridActivity())
        let side = SuiteConstants.gridWindowSide
        host = ViewHost(grid, size: CGSize(width: side, height: side))
        points = grid.probeCells.map(grid.center(ofCell:))
        for point in points {
            precondition(host.hitTest(point) != nil, "grid of \(count): nothing hit at \(point)")
        }
    }

    func step() {
        let point = points[next]
        next = next + 1 == points.count ? 0 : next + 1
        if let result = host.hitTest(point) { hits &+= result.path.count }
    }
}
