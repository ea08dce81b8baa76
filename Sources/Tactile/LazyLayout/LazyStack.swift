import Foundation

/// A vertical stack that builds its rows only as they come into view in a scroll view: SwiftUI's
/// `LazyVStack`.
///
/// Inside a vertical ``ScrollView``, the rows of a ``ForEach`` content are built when they come
/// within a margin of the visible part (a quarter of the viewport's length on each side) and dropped when
/// they leave it, so ten thousand rows cost about what the twenty on screen do; their
/// `onAppear` runs when they are built, their state is dropped with them. Rows not built yet count
/// as long as the average of those measured so far. Elsewhere (no scroll view along its axis, or
/// content that is not a single `ForEach`) it builds everything and lays it out like a `VStack`
/// of the proposed width. Rows are `spacing` apart (8 pt by default) and aligned by `alignment`.
///
/// With `pinnedViews`, the headers (``PinnedScrollableViews/sectionHeaders``) and footers
/// (``PinnedScrollableViews/sectionFooters``) of the ``Section``s in the content stay at the top
/// (bottom) of the scroll view's visible part while their section is on screen, drawn over its
/// rows, until the next section pushes them off. A content of sections is built whole (only a
/// single `ForEach` is built lazily).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    nonisolated(unsafe) let content: Content

    /// A lazy vertical stack of `content`, its rows aligned by `alignment`, `spacing` apart, the
    /// sections' headers or footers in `pinnedViews` pinned to the scroll view's top or bottom.
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A lazy stack is primitive.
    public typealias Body = Never
}

/// A horizontal stack that builds its columns only as they come into view in a scroll view:
/// SwiftUI's `LazyHStack` (``LazyVStack`` turned on its side).
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    nonisolated(unsafe) let content: Content

    /// A lazy horizontal stack of `content`, its columns aligned by `alignment`, `spacing` apart,
    /// the sections' headers or footers in `pinnedViews` pinned to the scroll view's leading or
    /// trailing edge.
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A lazy stack is primitive.
    public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        LazyStackContent.makeNodes(
            axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, pinned: pinnedViews,
            content: content, inputs)
    }
}

extension LazyHStack: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        LazyStackContent.makeNodes(
            axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, pinned: pinnedViews,
            content: content, inputs)
    }
}

/// Finds a lazy column's row by id, built or not (for `scrollTo`).
@MainActor
protocol LazyRowLookup {
    /// The row whose id is `id`, if any.
    func rowIndex(of id: AnyHashable) -> Int?
}

/// Where a lazy stack's rows come from one at a time: a ``ForEach``'s elements.
@MainActor
protocol LazyRowSource: LazyRowLookup {
    /// How many rows there are.
    var rowCount: Int { get }
    /// The nodes of row `index`, resolved at its own identity below `inputs` (the one the whole
    /// content would give it).
    func resolveRow(_ index: Int, _ inputs: ResolveInputs) -> [ViewNode]
}

extension ForEach: LazyRowSource {
    var rowCount: Int { data.count }

    func resolveRow(_ index: Int, _ inputs: ResolveInputs) -> [ViewNode] {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        return inputs.graph.resolve(content(element), inputs.child(.id(AnyHashable(idOf(element)))))
    }

    func rowIndex(of id: AnyHashable) -> Int? {
        data.indices.firstIndex { AnyHashable(idOf(data[$0])) == id }.map {
            data.distance(from: data.startIndex, to: $0)
        }
    }
}
