import Foundation
import Tactile
import TactileTestSupport
import Testing

/// `GridLayout` (a `Grid` as a `Layout`) and the grid cell modifiers `gridColumnAlignment`,
/// `gridCellAnchor` and `gridCellUnsizedAxes`.
@MainActor
@Suite("Grid layout and cells")
struct GridLayoutTests {
    private static func rows() -> some View {
        Group {
            GridRow {
                Color.red.frame(width: 30, height: 20).accessibilityIdentifier("a")
                Color.red.frame(width: 60, height: 20).accessibilityIdentifier("b")
            }
            GridRow {
                Color.red.frame(width: 50, height: 40).accessibilityIdentifier("c")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("d")
            }
        }
    }

    @Test("GridLayout through AnyLayout places its rows' cells as Grid does")
    func gridLayoutMatchesGrid() {
        let grid = host(Grid(horizontalSpacing: 5, verticalSpacing: 3) { Self.rows() }, width: 300, height: 300)
        let layout = host(
            AnyLayout(GridLayout(horizontalSpacing: 5, verticalSpacing: 3)) { Self.rows() }, width: 300, height: 300)
        for id in ["a", "b", "c", "d"] {
            #expect(grid.rect(id) == layout.rect(id), "\(id)")
        }
        // Columns as wide as their widest cell (50, 60), rows as tall as their tallest (20, 40).
        expectApprox(layout.rect("b").minX - layout.rect("c").minX, 50 + 5)
        expectApprox(layout.rect("c").minY - layout.rect("a").minY, 20 + 3)
        #expect(GridLayout().alignment == .center && GridLayout().horizontalSpacing == nil)
    }

    @Test("gridColumnAlignment aligns every cell of its column")
    func columnAlignment() {
        let h = host(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 100, height: 20)
                    Color.blue.frame(width: 40, height: 20).gridColumnAlignment(.trailing)
                }
                GridRow {
                    Color.red.frame(width: 10, height: 20).accessibilityIdentifier("first")
                    Color.blue.frame(width: 80, height: 20)
                }
                GridRow {
                    Color.red.frame(width: 10, height: 20)
                    Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("second")
                }
            }, width: 180, height: 60)
        // Column 0 keeps the grid's centre alignment; column 1 (80 wide, from x = 100) is trailing.
        #expect(h.rect("first").minX == 45)
        #expect(h.rect("second").maxX == 180)
        #expect(h.rect("second").minX == 160)
    }

    @Test("gridCellAnchor puts a cell's anchor on the same point of its area")
    func cellAnchor() {
        let h = host(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 100, height: 100)
                    Color.blue.frame(width: 10, height: 10).gridCellAnchor(.topLeading).accessibilityIdentifier("tl")
                }
                GridRow {
                    Color.red.frame(width: 100, height: 100)
                    Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 1, y: 0.5))
                        .accessibilityIdentifier("trailing")
                }
                GridRow {
                    Color.red.frame(width: 100, height: 100)
                    Color.blue.frame(width: 50, height: 10)
                }
            }, width: 150, height: 300)
        #expect(h.rect("tl") == CGRect(x: 100, y: 0, width: 10, height: 10))
        #expect(h.rect("trailing") == CGRect(x: 140, y: 145, width: 10, height: 10))
    }

    @Test("A cell unsized horizontally takes its column's width without widening it")
    func unsizedAxes() {
        let h = host(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { Color.red.frame(width: 70, height: 20).accessibilityIdentifier("cell") }
                GridRow { Color.blue.frame(height: 4).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule") }
            }, width: 300, height: 100)
        #expect(h.rect("rule").width == 70)
        #expect(h.rect("rule").minX == h.rect("cell").minX)
    }
}
