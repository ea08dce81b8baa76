import Foundation

/// A grid that fills its columns row by row: SwiftUI's `LazyVGrid`.
///
/// The columns share the proposed width (``GridItem``); each cell is proposed its column's width
/// and its ideal height, a row is as tall as its tallest cell, and rows are `spacing` apart (8 pt
/// by default). Tactile builds every cell (it is not lazy) and pins nothing.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    nonisolated(unsafe) let content: Content

    /// A grid with `columns`, cells aligned by `alignment` in their columns.
    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A lazy grid is primitive.
    public typealias Body = Never
}

/// A grid that fills its rows column by column: SwiftUI's `LazyHGrid` (``LazyVGrid`` turned on
/// its side).
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    nonisolated(unsafe) let content: Content

    /// A grid with `rows`, cells aligned by `alignment` in their rows.
    nonisolated public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A lazy grid is primitive.
    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let layout = LazyGridContent(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing)
        return [inputs.node(layout, children: inputs.graph.resolve(content, inputs.child(.content)))]
    }
}

extension LazyHGrid: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let layout = LazyGridContent(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing)
        return [inputs.node(layout, children: inputs.graph.resolve(content, inputs.child(.content)))]
    }
}

/// The layout of both lazy grids. `axis` is the direction the grid grows in: `.vertical` for
/// `LazyVGrid` (tracks are columns, lines are rows), `.horizontal` for `LazyHGrid`.
struct LazyGridContent: NodeContent {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?
    var kindName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    var passesTraitsThrough: Bool { false }
    func childContext(_ context: LayoutContext) -> LayoutContext { .none }

    private struct Plan {
        var tracks: [GridTrack]
        /// Per line: its length along the grid's axis.
        var lines: [CGFloat]
        /// Per child: its size.
        var sizes: [CGSize]
        var lineSpacing: CGFloat
        var size: CGSize
    }

    private func cross(_ p: ProposedViewSize) -> CGFloat? { axis == .vertical ? p.width : p.height }
    private func along(_ s: CGSize) -> CGFloat { axis == .vertical ? s.height : s.width }
    private func point(track: CGFloat, line: CGFloat) -> CGPoint {
        axis == .vertical ? CGPoint(x: track, y: line) : CGPoint(x: line, y: track)
    }
    private func size(track: CGFloat, line: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: track, height: line) : CGSize(width: line, height: track)
    }

    private func plan(_ proposal: ProposedViewSize, _ node: ViewNode) -> Plan {
        let tracks = GridTracks.resolve(items, available: cross(proposal))
        let lineSpacing = spacing.map { $0.isFinite && $0 > 0 ? $0 : 0 } ?? LayoutDefaults.spacing
        var lines: [CGFloat] = []
        var sizes: [CGSize] = []
        if !tracks.isEmpty {
            for (index, child) in node.children.enumerated() {
                let track = tracks[index % tracks.count]
                let p =
                    axis == .vertical
                    ? ProposedViewSize(width: track.length, height: nil)
                    : ProposedViewSize(width: nil, height: track.length)
                let s = child.sizeThatFits(p, .none)
                sizes.append(s)
                if index % tracks.count == 0 { lines.append(0) }
                lines[lines.count - 1] = max(lines[lines.count - 1], along(s))
            }
        }
        let trackTotal = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        let lineTotal = lines.reduce(0, +) + CGFloat(max(0, lines.count - 1)) * lineSpacing
        return Plan(
            tracks: tracks, lines: lines, sizes: sizes, lineSpacing: lineSpacing,
            size: size(track: trackTotal, line: lineTotal))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        plan(proposal, node).size
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let plan = self.plan(ProposedViewSize(size), node)
        guard !plan.tracks.isEmpty else { return }
        var lineStart: CGFloat = 0
        var trackStart: CGFloat = 0
        for (index, child) in node.children.enumerated() {
            let trackIndex = index % plan.tracks.count, line = index / plan.tracks.count
            if trackIndex == 0 {
                trackStart = 0
                if line > 0 { lineStart += plan.lines[line - 1] + plan.lineSpacing }
            }
            let track = plan.tracks[trackIndex]
            let cell = self.size(track: track.length, line: plan.lines[line])
            let s = plan.sizes[index]
            let offset = alignedOrigin(of: child, childSize: s, in: cell, alignment: track.alignment ?? alignment)
            let origin = point(track: trackStart, line: lineStart)
            child.place(at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: s, .none)
            trackStart += track.length + track.spacing
        }
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}
