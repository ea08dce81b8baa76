import Foundation

/// A two-dimensional layout of ``GridRow``s whose cells line up in columns: SwiftUI's `Grid`.
///
/// Each column is as wide as its widest cell's ideal width, each row as tall as its tallest
/// cell; space the grid is offered beyond that goes in equal parts to the columns (and rows)
/// holding a cell that grows when offered more (a `Color`, a `Spacer`). A view among the rows that
/// is not a `GridRow` spans every column. `gridCellColumns(_:)` lets a cell span several columns
/// (it does not widen them). Cells are aligned by the grid's alignment, or their row's vertical
/// alignment. Spacing defaults to 8 pt both ways.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    nonisolated(unsafe) let content: Content

    /// A grid of the rows `content` builds.
    nonisolated public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// A grid is primitive.
    public typealias Body = Never
}

/// One row of a ``Grid``: each view it builds is one cell.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    nonisolated(unsafe) let content: Content

    /// A row of the cells `content` builds, aligned vertically by `alignment` (the grid's when
    /// `nil`).
    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A grid row is primitive.
    public typealias Body = Never
}

extension Grid: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let layout = GridContent(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        return [inputs.node(layout, children: inputs.graph.resolve(content, inputs.child(.content)))]
    }
}

extension GridRow: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        [
            inputs.node(
                GridRowContent(alignment: alignment), children: inputs.graph.resolve(content, inputs.child(.content)))
        ]
    }
}

/// A ``GridRow``'s node: its children are the cells; the grid lays them out.
struct GridRowContent: NodeContent {
    let alignment: VerticalAlignment?
    var kindName: String { "GridRow" }
    var passesTraitsThrough: Bool { false }
    /// The grid places the cells itself.
    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {}
}

/// `gridCellColumns`: the number of columns a cell spans.
struct GridCellColumnsContent: NodeContentModifier {
    let count: Int
    var kindName: String { "gridCellColumns" }
}

/// The layout of a ``Grid`` (and of ``GridLayout``): rows of cells in shared columns.
struct GridContent: NodeContent {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    var kindName: String { "Grid" }
    var passesTraitsThrough: Bool { false }
    func childContext(_ context: LayoutContext) -> LayoutContext { .none }

    /// A grid with SwiftUI's spacings: `nil` is the default spacing, a negative or non-finite one 0.
    init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        func clean(_ v: CGFloat?) -> CGFloat {
            guard let v else { return LayoutDefaults.spacing }
            return v.isFinite && v > 0 ? v : 0
        }
        self.alignment = alignment
        self.horizontalSpacing = clean(horizontalSpacing)
        self.verticalSpacing = clean(verticalSpacing)
    }

    /// One cell: its node, first column and span, and the traits the grid reads from it.
    private struct Cell {
        var node: ViewNode
        var column: Int
        var span: Int
        var anchor: UnitPoint?
        var unsizedAxes: Axis.Set
        @MainActor init(node: ViewNode, column: Int, span: Int) {
            self.node = node
            self.column = column
            self.span = span
            anchor = node.trait { ($0 as? GridCellAnchorContent)?.anchor }
            unsizedAxes = node.trait { ($0 as? GridCellUnsizedAxesContent)?.axes } ?? []
        }
    }

    /// One row: its cells, or one view across every column.
    private struct Row {
        var cells: [Cell]
        var spansAll: Bool
        var alignment: VerticalAlignment
        /// The `GridRow`'s node (`nil` for a view that spans every column).
        var rowNode: ViewNode?
    }

    private func rows(_ children: [ViewNode]) -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var columns = 0
        for child in children {
            if let row = child.content as? GridRowContent {
                var column = 0
                var cells: [Cell] = []
                for cell in child.children {
                    let span = max(1, cell.trait { ($0 as? GridCellColumnsContent)?.count } ?? 1)
                    cells.append(Cell(node: cell, column: column, span: span))
                    column += span
                }
                columns = max(columns, column)
                rows.append(
                    Row(cells: cells, spansAll: false, alignment: row.alignment ?? alignment.vertical, rowNode: child))
            } else {
                rows.append(
                    Row(
                        cells: [Cell(node: child, column: 0, span: 1)], spansAll: true, alignment: alignment.vertical,
                        rowNode: nil))
            }
        }
        return (rows, max(columns, rows.isEmpty ? 0 : 1))
    }

    private struct Plan {
        var rows: [Row]
        var widths: [CGFloat]
        var heights: [CGFloat]
        /// The horizontal alignment of each column that sets one (`gridColumnAlignment`).
        var columnAlignments: [Int: HorizontalAlignment]
        var size: CGSize
    }

    /// Shares `extra` equally among the `flexible` entries of `lengths`.
    private static func grow(_ lengths: inout [CGFloat], flexible: Set<Int>, extra: CGFloat) {
        guard extra > 0, extra.isFinite, !flexible.isEmpty else { return }
        let share = extra / CGFloat(flexible.count)
        for i in flexible { lengths[i] += share }
    }

    private func span(_ widths: [CGFloat], from column: Int, count: Int) -> CGFloat {
        let end = min(widths.count, column + count)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + CGFloat(end - column - 1) * horizontalSpacing
    }

    private func plan(_ proposal: ProposedViewSize, _ children: [ViewNode]) -> Plan {
        let (rows, columnCount) = self.rows(children)
        var widths = [CGFloat](repeating: 0, count: columnCount)
        var flexibleColumns = Set<Int>()
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.column < columnCount {
                if columnAlignments[cell.column] == nil,
                    let columnAlignment = cell.node.trait({ ($0 as? GridColumnAlignmentContent)?.alignment })
                {
                    columnAlignments[cell.column] = columnAlignment
                }
                // A cell unsized horizontally takes its columns' width without asking for one.
                guard cell.span == 1, !cell.unsizedAxes.contains(.horizontal) else { continue }
                let ideal = cell.node.sizeThatFits(.unspecified, .none).width
                widths[cell.column] = max(widths[cell.column], ideal)
                if let w = proposal.width, w.isFinite,
                    cell.node.sizeThatFits(ProposedViewSize(width: w, height: nil), .none).width > ideal
                {
                    flexibleColumns.insert(cell.column)
                }
            }
        }
        let spacingX = CGFloat(max(0, columnCount - 1)) * horizontalSpacing
        if let w = proposal.width, w.isFinite {
            Self.grow(&widths, flexible: flexibleColumns, extra: w - spacingX - widths.reduce(0, +))
        }
        var heights = [CGFloat](repeating: 0, count: rows.count)
        var flexibleRows = Set<Int>()
        let total = widths.reduce(0, +) + spacingX
        for (index, row) in rows.enumerated() {
            // A cell unsized vertically takes its row's height without asking for one.
            for cell in row.cells where !cell.unsizedAxes.contains(.vertical) {
                let width = row.spansAll ? total : span(widths, from: cell.column, count: cell.span)
                let ideal = cell.node.sizeThatFits(ProposedViewSize(width: width, height: nil), .none).height
                heights[index] = max(heights[index], ideal)
                if let h = proposal.height, h.isFinite,
                    cell.node.sizeThatFits(ProposedViewSize(width: width, height: h), .none).height > ideal
                {
                    flexibleRows.insert(index)
                }
            }
        }
        let spacingY = CGFloat(max(0, rows.count - 1)) * verticalSpacing
        if let h = proposal.height, h.isFinite {
            Self.grow(&heights, flexible: flexibleRows, extra: h - spacingY - heights.reduce(0, +))
        }
        let size = CGSize(width: total, height: heights.reduce(0, +) + spacingY)
        return Plan(rows: rows, widths: widths, heights: heights, columnAlignments: columnAlignments, size: size)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        plan(proposal, node.children).size
    }

    /// The grid's size for `proposal` with `children` as its rows.
    func size(_ proposal: ProposedViewSize, children: [ViewNode]) -> CGSize { plan(proposal, children).size }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        place(node.children, in: size) { row, origin, size in row.place(at: origin, size: size, .none) }
    }

    /// Places the rows among `children` with `placeRow` (in the grid's space) and their cells in
    /// their rows' space.
    func place(
        _ children: [ViewNode], in size: CGSize, placeRow: (ViewNode, CGPoint, CGSize) -> Void
    ) {
        let plan = self.plan(ProposedViewSize(size), children)
        var y: CGFloat = 0
        for (index, row) in plan.rows.enumerated() {
            let height = plan.heights[index]
            let rowNode = row.rowNode
            if let rowNode { placeRow(rowNode, CGPoint(x: 0, y: y), CGSize(width: plan.size.width, height: height)) }
            for cell in row.cells {
                let x =
                    row.spansAll || cell.column == 0
                    ? 0 : span(plan.widths, from: 0, count: cell.column) + horizontalSpacing
                let width = row.spansAll ? plan.size.width : span(plan.widths, from: cell.column, count: cell.span)
                let box = CGSize(width: width, height: height)
                let s = cell.node.sizeThatFits(ProposedViewSize(box), .none)
                let offset: CGPoint
                if let anchor = cell.anchor {
                    // `gridCellAnchor`: the cell's anchor point on the same point of its area.
                    offset = CGPoint(x: (box.width - s.width) * anchor.x, y: (box.height - s.height) * anchor.y)
                } else {
                    let horizontal = row.spansAll ? alignment.horizontal : plan.columnAlignments[cell.column]
                    offset = alignedOrigin(
                        of: cell.node, childSize: s, in: box,
                        alignment: Alignment(horizontal: horizontal ?? alignment.horizontal, vertical: row.alignment))
                }
                if rowNode == nil {
                    placeRow(cell.node, CGPoint(x: x + offset.x, y: y + offset.y), s)
                } else {
                    // Cells of a row are placed in the row node's space, which spans the grid's width.
                    cell.node.place(at: CGPoint(x: x + offset.x, y: offset.y), size: s, .none)
                }
            }
            y += height + verticalSpacing
        }
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellColumnsContent(count: count))
    }
}
