// The view of benchmark 4: a grid of N cells, each with a tap and a drag.

import Foundation
import Tactile

/// Counts what the grid's gestures did, without being observed state: the grid never re-renders
/// because of it, so the benchmark measures hit testing and gesture start-up alone.
final class GridActivity {
    var taps = 0
    var drags = 0
}

/// `count` cells in rows of `columns`, filling a square window of
/// ``SuiteConstants/gridWindowSide`` points; each cell has `.onTapGesture` and a `DragGesture`.
struct GridView: View {
    let count: Int
    let activity: GridActivity

    /// The columns of the grid: the smallest number that makes it (nearly) square.
    var columns: Int { Int(Double(count).squareRoot().rounded(.up)) }
    var rows: Int { (count + columns - 1) / columns }
    /// The side of a cell, in points.
    var cellSide: CGFloat { SuiteConstants.gridWindowSide / CGFloat(columns) }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows) { row in
                HStack(spacing: 0) {
                    ForEach(0..<min(columns, count - row * columns)) { column in
                        cell(row * columns + column)
                    }
                }
            }
        }
    }

    private func cell(_ index: Int) -> some View {
        Rectangle()
            .fill(index.isMultiple(of: 2) ? Color.blue : Color.orange)
            .frame(width: cellSide, height: cellSide)
            .onTapGesture { activity.taps += 1 }
            .gesture(DragGesture().onChanged { _ in activity.drags += 1 })
    }

    /// The window point at the centre of cell `index`.
    func center(ofCell index: Int) -> CGPoint {
        let row = index / columns, column = index % columns
        return CGPoint(x: (CGFloat(column) + 0.5) * cellSide, y: (CGFloat(row) + 0.5) * cellSide)
    }

    /// ``SuiteConstants/gridProbeCount`` cells spread over the grid along its diagonal, first to
    /// last, whose centres the benchmark touches in turn.
    var probeCells: [Int] {
        let probes = SuiteConstants.gridProbeCount
        return (0..<probes).map { probe in
            let row = min(rows - 1, probe * rows / probes + rows / (2 * probes))
            let column = min(columns - 1, probe * columns / probes + columns / (2 * probes))
            return min(count - 1, row * columns + column)
        }
    }
}
