import Foundation

/// How a `_PagingView` pages: SwiftUI's underscored configuration of its paging view.
public struct _PagingViewConfig: Equatable {
    /// The axis the pages follow each other along.
    public enum Direction: Equatable {
        /// One above the other.
        case vertical
        /// Side by side.
        case horizontal
    }

    /// The axis the pages follow each other along.
    public var direction: Direction
    /// Each page's length along that axis; `nil` makes a page as long as the view.
    public var size: CGFloat?
    /// Space before the first page and after the last, along the axis.
    public var margin: CGFloat
    /// Space between pages.
    public var spacing: CGFloat
    /// Whether a fling stops at the next page (always so in Tactile: paging and view-aligned
    /// scrolling move one page or view per release).
    public var constrainedDeceleration: Bool

    /// A configuration; by default horizontal pages as wide as the view, with no margin or spacing.
    public init(
        direction: Direction = .horizontal, size: CGFloat? = nil, margin: CGFloat = 0, spacing: CGFloat = 0,
        constrainedDeceleration: Bool = true
    ) {
        self.direction = direction
        self.size = size
        self.margin = margin
        self.spacing = spacing
        self.constrainedDeceleration = constrainedDeceleration
    }
}

/// SwiftUI's underscored paging view: `views` one after the other along an axis, scrolled a page
/// at a time, with the page shown in `page`. Built as a scroll view of a lazy stack with
/// `scrollTargetBehavior(.paging)` (`.viewAligned` when pages have a `size`) and
/// `scrollPosition(id:)`, so it pages and settles as those do.
public struct _PagingView<Views: RandomAccessCollection>: View where Views.Element: View, Views.Index: Hashable {
    /// The pages.
    nonisolated(unsafe) public var views: Views
    /// The page shown, when the caller follows it.
    nonisolated(unsafe) public var page: Binding<Views.Index>?
    /// How it pages.
    nonisolated(unsafe) public var config: _PagingViewConfig
    /// The page the scroll view shows (`scrollPosition(id:)`).
    @State private var shown: Views.Index?

    /// A paging view of `views`, configured by `config`, showing `page`.
    nonisolated public init(
        config: _PagingViewConfig = _PagingViewConfig(), page: Binding<Views.Index>? = nil, views: Views
    ) {
        self.views = views
        self.page = page
        self.config = config
    }

    /// A paging view of `views` along `direction`, showing `page`.
    nonisolated public init(direction: _PagingViewConfig.Direction, page: Binding<Views.Index>? = nil, views: Views) {
        self.init(config: _PagingViewConfig(direction: direction), page: page, views: views)
    }

    private var axis: Axis.Set { config.direction == .horizontal ? .horizontal : .vertical }

    /// The page the scroll view shows, written through to the caller's binding.
    private var position: Binding<Views.Index?> {
        let shown = $shown, page = page
        return Binding(
            get: { shown.wrappedValue },
            set: { index in
                shown.wrappedValue = index
                if let index, let page, page.wrappedValue != index { page.wrappedValue = index }
            })
    }

    @ViewBuilder private var pages: some View {
        ForEach(Array(views.indices), id: \.self) { index in
            if let size = config.size {
                views[index].frame(
                    width: config.direction == .horizontal ? size : nil,
                    height: config.direction == .vertical ? size : nil)
            } else {
                views[index].containerRelativeFrame(axis)
            }
        }
    }

    /// The scroll view of the pages.
    public var body: some View {
        ScrollView(axis) {
            if config.direction == .horizontal {
                LazyHStack(spacing: config.spacing) { pages }.scrollTargetLayout()
            } else {
                LazyVStack(spacing: config.spacing) { pages }.scrollTargetLayout()
            }
        }
        .contentMargins(config.direction == .horizontal ? .horizontal : .vertical, config.margin, for: .scrollContent)
        .scrollTargetBehavior(PagingViewBehavior(byView: config.size != nil))
        .scrollPosition(id: position)
        .scrollIndicators(.hidden)
        // The caller's page is scrolled to, the page shown goes to the caller's binding, and a
        // page the caller sets later is scrolled to.
        .onAppear {
            // The first page is where the content starts: only another one is scrolled to.
            if shown == nil, let page, page.wrappedValue != views.startIndex { shown = page.wrappedValue }
        }
        .onChange(of: page?.wrappedValue) { _, new in
            if let new, new != shown { shown = new }
        }
    }
}

/// `.paging` for whole-view pages, `.viewAligned` for pages of a set size: the rule of the one it
/// stands for, which the scroll gesture applies itself.
struct PagingViewBehavior: ScrollTargetBehavior {
    let byView: Bool

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}

    var _snapKind: _ScrollSnapKind {
        byView ? ViewAlignedScrollTargetBehavior()._snapKind : PagingScrollTargetBehavior()._snapKind
    }
}
