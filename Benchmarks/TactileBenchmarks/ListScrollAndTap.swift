// Benchmark 10: what a UI test of a long list costs, whole: a window with a `List` of 100 rows is
// built, scrolled with resting drags (as `TouchSimulator.scroll(until:)` drags) until its last
// row is fully in view, and the last row is tapped.

import Foundation
import Tactile

/// The taps a row list saw, kept outside the view so the fixture can check them.
private final class RowTaps {
    var rows: [Int] = []
}

/// A `List` of buttons, one a row, each telling `taps` its index.
private struct ButtonRows: View {
    let count: Int
    let taps: RowTaps
    var body: some View {
        List {
            ForEach(0..<count, id: \.self) { row in
                Button("Row \(row)") { taps.rows.append(row) }.accessibilityIdentifier("row-\(row)")
            }
        }
    }
}

/// One step: build the window, drag until the last row is in view, tap it, and check the tap.
final class ListScrollAndTapFixture: BenchmarkFixture {
    private let rows: Int
    /// How many drags the first step took: every step takes as many (checked), so every sample
    /// does the same work.
    private var drags: Int?

    init(rows: Int) {
        self.rows = rows
        step()
        precondition((drags ?? 0) > 0, "the last row should need scrolling to")
    }

    func step() {
        let taps = RowTaps()
        let size = SuiteConstants.listWindowSize
        let host = GestureHost(ButtonRows(count: rows, taps: taps), size: size)
        let last = "row-\(rows - 1)"
        var time: TimeInterval = 0
        var made = 0
        while !isFullyVisible(host.frame(ofAccessibilityIdentifier: last), in: size) {
            precondition(made < SuiteConstants.listMaximumDrags, "the last row should come into view")
            restingDrag(host, in: size, time: &time)
            made += 1
        }
        precondition(drags == nil || drags == made, "every step should drag as often as the first")
        drags = made
        let row = host.frame(ofAccessibilityIdentifier: last)!
        let centre = CGPoint(x: row.midX, y: row.midY)
        time += SuiteConstants.sampleInterval
        host.send(PointerEvent(phase: .down, location: centre, time: time))
        time += SuiteConstants.listTapDuration
        host.send(PointerEvent(phase: .up, location: centre, time: time))
        host.advance(to: time + SuiteConstants.listSettleTime)
        precondition(taps.rows == [rows - 1], "the tap should reach the last row, not \(taps.rows)")
    }

    private func isFullyVisible(_ frame: CGRect?, in size: CGSize) -> Bool {
        guard let frame else { return false }
        return CGRect(origin: .zero, size: size).insetBy(dx: -0.5, dy: -0.5).contains(frame)
    }

    /// A drag up the middle of the window that moves the content ``SuiteConstants/listDragStep``
    /// points (plus the scroll's slop), in moves at ``SuiteConstants/sampleInterval``, held still
    /// before the lift so that nothing flings.
    private func restingDrag(_ host: GestureHost, in size: CGSize, time: inout TimeInterval) {
        let travel = SuiteConstants.listDragStep + GestureConfiguration.standard.scroll.touchSlop
        let x = size.width / 2
        let start = size.height / 2 + travel / 2
        time += SuiteConstants.sampleInterval
        host.send(PointerEvent(phase: .down, location: CGPoint(x: x, y: start), time: time))
        let moves = SuiteConstants.listMovesPerDrag
        for index in 1...moves {
            time += SuiteConstants.sampleInterval
            let y = start - travel * CGFloat(index) / CGFloat(moves)
            host.send(PointerEvent(phase: .move, location: CGPoint(x: x, y: y), time: time))
        }
        time += SuiteConstants.listRestBeforeLift
        host.advance(to: time)
        host.send(PointerEvent(phase: .up, location: CGPoint(x: x, y: start - travel), time: time))
        time += SuiteConstants.listSettleTime
        host.advance(to: time)
    }
}
