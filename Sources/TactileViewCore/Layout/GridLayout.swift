import Foundation

/// A ``Grid``'s layout as a `Layout`, SwiftUI's `GridLayout`: with ``AnyLayout`` a view switches
/// between a grid and another layout and keeps its subviews.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(GridLayout())
/// layout {
///     GridRow { Text("Name"); Text("Ada") }
///     GridRow { Text("Born"); Text("1815") }
/// }
/// ```
///
/// Its subviews are laid out as a `Grid`'s: each `GridRow` one row of cells in shared columns,
/// any other view one row across every column; the cell modifiers (`gridCellColumns(_:)`,
/// `gridCellAnchor(_:)`, `gridCellUnsizedAxes(_:)`, `gridColumnAlignment(_:)`) apply.
public struct GridLayout: Layout {
    /// How cells are aligned in their areas (unless their row or column says otherwise).
    public var alignment: Alignment
    /// The space between columns (`nil`: the default spacing).
    public var horizontalSpacing: CGFloat?
    /// The space between rows (`nil`: the default spacing).
    public var verticalSpacing: CGFloat?

    /// A grid layout with these alignment and spacings.
    nonisolated public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// What a grid layout keeps between calls: nothing (the grid measures its cells each pass).
    public struct Cache {}

    /// A grid layout is used as a layout, not as a view.
    public typealias Body = Never

    /// A grid layout has no animated data.
    public typealias AnimatableData = EmptyAnimatableData

    private var grid: GridContent {
        GridContent(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// A new, empty cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Nothing to refresh.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    /// The default spacing around the grid.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// The grid's size for `proposal`: its columns' and rows' lengths and the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        grid.size(proposal, children: subviews.map(\.node))
    }

    /// Places the rows and their cells in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var byNode: [ObjectIdentifier: LayoutSubview] = [:]
        for subview in subviews { byNode[ObjectIdentifier(subview.node)] = subview }
        grid.place(subviews.map(\.node), in: bounds.size) { node, origin, size in
            guard let subview = byNode[ObjectIdentifier(node)] else { return }
            node.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), size: size, subview.context)
            subview.placement.placed.insert(ObjectIdentifier(node))
        }
    }

    /// No explicit horizontal guide: the grid's guides are their default values.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// No explicit vertical guide: the grid's guides are their default values.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
}
