import Foundation

/// `gridCellAnchor`: where a cell sits in its area of the grid.
struct GridCellAnchorContent: NodeContentModifier {
    let anchor: UnitPoint
    var kindName: String { "gridCellAnchor" }
}

/// `gridCellUnsizedAxes`: the axes along which a cell takes its area's length without asking for one.
struct GridCellUnsizedAxesContent: NodeContentModifier {
    let axes: Axis.Set
    var kindName: String { "gridCellUnsizedAxes" }
}

/// `gridColumnAlignment`: the horizontal alignment of every cell of a column.
struct GridColumnAlignmentContent: NodeContentModifier {
    let alignment: HorizontalAlignment
    var kindName: String { "gridColumnAlignment" }
}

extension View {
    /// Places this cell of a ``Grid`` with its `anchor` point on the same point of its area (the
    /// columns and row it spans), in place of the grid's and column's alignment:
    /// `.gridCellAnchor(.topLeading)` puts it in the area's top-leading corner.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(GridCellAnchorContent(anchor: anchor))
    }

    /// Makes this cell of a ``Grid`` take the width (`.horizontal`) or height (`.vertical`) the
    /// other cells give its columns or row, without asking for a length of its own: a `Color` or
    /// `Divider` unsized horizontally spans its columns without widening them.
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellUnsizedAxesContent(axes: axes))
    }

    /// Aligns every cell of this cell's column of a ``Grid`` horizontally by `guide`, in place of
    /// the grid's alignment (the first cell of a column that sets it decides).
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridColumnAlignmentContent(alignment: guide))
    }
}
