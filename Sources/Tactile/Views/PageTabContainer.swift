import Foundation

/// The tabs of a ``TabView`` in the page style (``PageTabViewStyle``): a horizontal scroll view
/// that pages (`ScrollTargetBehavior/paging`) over the tabs laid side by side, each the size of
/// the tab view, with page dots over the bottom. The selection follows the page the content comes
/// to rest on; a selection set from outside moves the content to its page.
struct PageTabContainer<Content: View>: View {
    let content: Content
    let selected: AnyHashable?
    let select: (AnyHashable) -> Void
    let style: ResolvedTabViewStyle
    @Environment(\.pageIndexBackground) private var background
    @State private var pages = PageTabPages()

    var body: some View {
        let pages = self.pages, select = self.select, selected = self.selected, content = self.content
        let style = self.style, background = self.background
        GeometryReader { proxy in
            ZStack(alignment: .bottom) {
                ScrollView(.horizontal, showsIndicators: false) {
                    PageStrip(content: content, pageSize: proxy.size, selected: selected, pages: pages)
                }
                .scrollTargetBehavior(.paging)
                .onScrollGeometryChange(for: Int?.self, of: PageTabPages.restingPage) { _, page in
                    if let page, let tag = pages.settled(on: page) { select(tag) }
                }
                PageDotsReader(pages: pages, selected: selected, style: style, background: background)
            }
        }
    }
}

/// What a paging tab view's parts share: the tags of its pages, in order (its strip finds them),
/// the page it last moved the content to for the selection, and its scroll view's metrics.
@MainActor
final class PageTabPages {
    /// The pages' tags, as the strip last resolved them.
    var tags: [AnyHashable] = []
    /// The page of the selection the content was last moved to (or found at), `nil` before the
    /// first layout.
    var shownSelection: Int?
    /// The page the strip is moving the content to for a selection, until the content rests there:
    /// the pages it passes on the way (or rests on before the move is laid out) select nothing.
    var movingTo: Int?
    /// The page scroll view's metrics.
    weak var metrics: ScrollMetrics?

    /// The tag to select now that the content rests on `page`: `nil` while a move for the
    /// selection is under way, and for the page the selection already shows.
    func settled(on page: Int) -> AnyHashable? {
        if let target = movingTo {
            if target == page { movingTo = nil }
            return nil
        }
        guard page != shownSelection, let tag = tag(at: page) else { return nil }
        shownSelection = page
        return tag
    }

    /// The tag of page `index`, if there is one.
    func tag(at index: Int) -> AnyHashable? {
        tags.indices.contains(index) ? tags[index] : nil
    }

    /// The page the content rests on: `nil` while it lies between pages (more than half a point
    /// from a boundary: paging lands on one within that).
    nonisolated static func restingPage(_ geometry: ScrollGeometry) -> Int? {
        let width = geometry.containerSize.width
        guard width > 0, geometry.contentOffset.x.isFinite else { return nil }
        let page = (geometry.contentOffset.x / width).rounded()
        guard abs(page * width - geometry.contentOffset.x) < 0.5 else { return nil }
        return max(Int(page), 0)
    }
}

/// The tabs of a paging tab view, side by side, each offered the page's size and centred in it.
struct PageStrip<Content: View>: View {
    let content: Content
    let pageSize: CGSize
    let selected: AnyHashable?
    let pages: PageTabPages
    typealias Body = Never
}

extension PageStrip: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        // The paging and the page watch are the tab view's own: scroll views in the tabs inherit
        // neither (the watch, appended last around the page scroll view, would read their pages).
        var tabInputs = inputs.child(.content)
        tabInputs.environment.scrollSnapKind = nil
        if !tabInputs.environment.scrollGeometryWatches.isEmpty {
            tabInputs.environment.scrollGeometryWatches.removeLast()
        }
        let tabs = inputs.graph.resolve(content, tabInputs)
        let tags = tabTagsAndLabels(of: tabs).tags
        pages.tags = tags
        pages.metrics = inputs.environment.enclosingScrollView
        let index = selected.flatMap { tags.firstIndex(of: $0) } ?? 0
        let pages = self.pages
        // A selection set from outside (or the first one) moves the content to its page, once the
        // layout has measured the pages; a swipe that settled on a page has already selected it.
        inputs.graph.postLayout.observe(inputs.identity) { _ in
            guard pages.shownSelection != index, let metrics = pages.metrics, metrics.containerSize.width > 0,
                metrics.position.phase == .idle
            else { return }
            pages.shownSelection = index
            let target = CGPoint(x: CGFloat(index) * metrics.containerSize.width, y: 0)
            if metrics.shownOffset(metrics.position) != target {
                pages.movingTo = index
                metrics.move?(target)
            }
        }
        return [inputs.node(PageStripContent(pageSize: pageSize), children: tabs)]
    }
}

/// The node of a ``PageStrip``.
struct PageStripContent: NodeContent {
    let pageSize: CGSize
    var kindName: String { "TabView.pages" }
    var passesTraitsThrough: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        CGSize(width: pageSize.width * CGFloat(node.children.count), height: pageSize.height)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        for (index, tab) in node.children.enumerated() {
            let fitted = tab.sizeThatFits(ProposedViewSize(pageSize), .none)
            let origin = alignedOrigin(of: tab, childSize: fitted, in: pageSize, alignment: .center)
            tab.place(at: CGPoint(x: origin.x + CGFloat(index) * pageSize.width, y: origin.y), size: fitted, .none)
        }
    }
}

/// The page dots of a paging tab view, read after its strip has found the pages.
struct PageDotsReader: View {
    let pages: PageTabPages
    let selected: AnyHashable?
    let style: ResolvedTabViewStyle
    let background: PageIndexViewStyle.BackgroundDisplayMode

    /// Whether the dots are drawn: `.automatic` draws them for more than one page.
    private var showsDots: Bool {
        switch style.indexDisplayMode.kind {
        case .always: true
        case .never: false
        case .automatic: pages.tags.count > 1
        }
    }

    var body: some View {
        if showsDots {
            PageDots(
                count: pages.tags.count, current: selected.flatMap { pages.tags.firstIndex(of: $0) } ?? 0,
                hasBackground: background.kind == .always)
        }
    }
}

/// A row of page dots, the current one brighter, over an optional capsule.
struct PageDots: View {
    let count: Int
    let current: Int
    let hasBackground: Bool

    var body: some View {
        HStack(spacing: PageIndexMetrics.dotSpacing) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == current ? PageIndexMetrics.currentDot : PageIndexMetrics.otherDot)
                    .frame(width: PageIndexMetrics.dotDiameter, height: PageIndexMetrics.dotDiameter)
            }
        }
        .padding(PageIndexMetrics.backgroundPadding)
        .background {
            if hasBackground { Capsule().fill(PageIndexMetrics.background) }
        }
        .padding(.bottom, PageIndexMetrics.bottomInset)
        .allowsHitTesting(false)
    }
}

/// The page dots' sizes and colours (UIKit's page control, as a paging `TabView` draws it), named
/// once with their reasons.
enum PageIndexMetrics {
    /// A dot's diameter: UIKit's page control draws 7–8 pt dots.
    static let dotDiameter: CGFloat = 8
    /// The space between dots: about a dot's width, as UIKit's page control spaces them.
    static let dotSpacing: CGFloat = 8
    /// The room around the dots inside their background capsule.
    static let backgroundPadding: CGFloat = 8
    /// How far the dots stand above the bottom of the tab view (clear of the home indicator).
    static let bottomInset: CGFloat = 12
    /// The current page's dot: white, as a paging tab view draws it over its pages.
    static let currentDot = Color.white
    /// The other pages' dots: white at 35 %, UIKit's page indicator tint.
    static let otherDot = Color.white.opacity(0.35)
    /// The capsule behind the dots with `backgroundDisplayMode: .always`: translucent black.
    static let background = Color.black.opacity(0.25)
}
