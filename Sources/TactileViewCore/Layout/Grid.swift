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
        func clean(_ v: CGFloat?) -> CGFloat {
            guard let v else { return LayoutDefaults.spacing }
            return v.isFinite && v > 0 ? v : 0
        }
        let layout = GridContent(
            alignment: alignment, horizontalSpacing: clean(horizontalSpacing), verticalSpacing: clean(verticalSpacing))
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

/// The layout of a ``Grid``.
struct GridContent: NodeContent {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    var kindName: String { "Grid" }
    var passesTraitsThrough: Bool { false }
    func childContext(_ context: LayoutContext) -> LayoutContext { .none }

    /// One row: its cells with their first column and span, or one view across every column.
    private struct Row {
        var cells: [(node: ViewNode, column: Int, span: Int)]
        var spansAll: Bool
        var alignment: VerticalAlignment
        /// The `GridRow`'s node (`nil` for a view that spans every column).
        var rowNode: ViewNode?
    }

    private func rows(_ node: ViewNode) -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var columns = 0
        for child in node.children {
            if let row = child.content as? GridRowContent {
                var column = 0
                var cells: [(ViewNode, Int, Int)] = []
                for cell in child.children {
                    let span = max(1, cell.trait { ($0 as? GridCellColumnsContent)?.count } ?? 1)
                    cells.append((cell, column, span))
                    column += span
                }
                columns = max(columns, column)
                rows.append(
                    Row(cells: cells, spansAll: false, alignment: row.alignment ?? alignment.vertical, rowNode: child))
            } else {
                rows.append(Row(cells: [(child, 0, 1)], spansAll: true, alignment: alignment.vertical, rowNode: nil))
            }
        }
        return (rows, max(columns, rows.isEmpty ? 0 : 1))
    }

    private struct Plan {
        var rows: [Row]
        var widths: [CGFloat]
        var heights: [CGFloat]
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

    private func plan(_ proposal: ProposedViewSize, _ node: ViewNode) -> Plan {
        let (rows, columnCount) = self.rows(node)
        var widths = [CGFloat](repeating: 0, count: columnCount)
        var flexibleColumns = Set<Int>()
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.span == 1 && cell.column < columnCount {
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
            for cell in row.cells {
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
        return Plan(rows: rows, widths: widths, heights: heights, size: size)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        plan(proposal, node).size
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let plan = self.plan(ProposedViewSize(size), node)
        var y: CGFloat = 0
        for (index, row) in plan.rows.enumerated() {
            let height = plan.heights[index]
            let rowNode = row.rowNode
            rowNode?.place(at: CGPoint(x: 0, y: y), size: CGSize(width: plan.size.width, height: height), .none)
            for cell in row.cells {
                let x =
                    row.spansAll || cell.column == 0
                    ? 0 : span(plan.widths, from: 0, count: cell.column) + horizontalSpacing
                let width = row.spansAll ? plan.size.width : span(plan.widths, from: cell.column, count: cell.span)
                let box = CGSize(width: width, height: height)
                let s = cell.node.sizeThatFits(ProposedViewSize(box), .none)
                let offset = alignedOrigin(
                    of: cell.node, childSize: s, in: box,
                    alignment: Alignment(horizontal: alignment.horizontal, vertical: row.alignment))
                // Cells of a row are placed in the row node's space, which spans the grid's width.
                let origin =
                    rowNode == nil ? CGPoint(x: x + offset.x, y: y + offset.y) : CGPoint(x: x + offset.x, y: offset.y)
                cell.node.place(at: origin, size: s, .none)
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
