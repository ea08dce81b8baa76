import Foundation

/// Tab bar metrics (iOS, portrait, no safe-area inset).
enum TabBarMetrics {
    /// Height of the bar.
    static let height: CGFloat = 49
    /// Colour of the bar's background.
    static let background = Color(red: 0.97, green: 0.97, blue: 0.97)
    /// The least height of a bottom accessory's glass (`tabViewBottomAccessory`): iOS 26's
    /// now-playing bar is about 48 pt tall with its margins.
    static let accessoryMinHeight: CGFloat = 40
    /// The margin between the accessory's glass and the tab view's sides, as on iOS 26.
    static let accessoryHorizontalMargin: CGFloat = 16
    /// The margin above and below the accessory's glass.
    static let accessoryVerticalMargin: CGFloat = 4
}

/// A view that shows one of several child views, chosen with a tab bar at the bottom, or in the
/// page style (`.tabViewStyle(.page)`, ``PageTabViewStyle``) side by side, paged by a horizontal
/// swipe.
///
/// Each child is one tab: its `.tabItem { … }` is its button in the bar and its `.tag(_:)` the value
/// that selects it (untagged tabs are tagged by position, 0, 1, …). Without a selection binding the
/// first tab starts selected. Unselected tabs keep their state but are neither drawn nor hit-tested.
/// The content area is the window less the 49 pt bar.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    nonisolated(unsafe) let selection: Binding<SelectionValue>?
    nonisolated(unsafe) let content: Content
    @State private var fallbackSelection: AnyHashable? = nil
    /// The paging style in effect (`View/tabViewStyle(_:)`), or `nil` for a tab bar.
    @Environment(\.pageTabViewStyle) private var pageStyle

    /// A tab view whose selection is bound to `selection`.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The view's content.
    public var body: some View {
        let binding = selection
        let fallback = $fallbackSelection
        let selected = binding.map { AnyHashable($0.wrappedValue) } ?? fallbackSelection
        let select: (AnyHashable) -> Void = { tag in
            if let binding, let value = tag as? SelectionValue ?? tag.base as? SelectionValue {
                binding.wrappedValue = value
            } else {
                fallback.wrappedValue = tag
            }
        }
        if let pageStyle {
            PageTabContainer(content: content, selected: selected, select: select, style: pageStyle)
                .environment(\.tabBarPlacementInEffect, .pageIndicator)
        } else {
            TabContainer(content: content, selected: selected, select: select)
                .environment(\.tabBarPlacementInEffect, .bottomBar)
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that manages its own selection.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// `tabItem`: the label of a tab in its ``TabView``'s bar.
struct TabItemContent: NodeContentModifier {
    nonisolated(unsafe) let label: AnyView
    var kindName: String { "tabItem" }
}

/// `tag`: the value that identifies a view among its siblings (a tab's selection value).
struct TagContent: NodeContentModifier, ContainerValueWriter {
    nonisolated(unsafe) let tag: AnyHashable
    var kindName: String { "tag(\(tag))" }
    /// A tag is a container value (`ContainerValues.tag(for:)`); the outermost comes first.
    func write(to values: inout ContainerValues) { values.tags.insert(tag, at: 0) }
}

extension View {
    /// Sets the label of this view's tab in an enclosing ``TabView``.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemContent(label: AnyView(label())))
    }

    /// Tags this view with `tag` (the selection value of a tab).
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagContent(tag: AnyHashable(tag)))
    }
}

/// Keeps a subtree in the tree without drawing or hit-testing it.
struct HiddenContent: NodeContent {
    var kindName: String { "hidden" }
    var isHidden: Bool { true }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize { .zero }
    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        for child in node.children { child.place(at: .zero, size: .zero, context) }
    }
    func hitTestRule(size: CGSize) -> HitTestRule { .none }
}

/// The tabs (one shown) above the tab bar, and the bottom accessory between them when there is one
/// (the child before the bar).
struct TabContainerContent: NodeContent {
    /// Whether the child before the bar is a bottom accessory's slot.
    var hasAccessory = false
    var kindName: String { "TabView" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: ViewHost.defaultSize)
    }
    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard let bar = node.children.last else { return }
        var tabs = node.children.dropLast()
        var above = TabBarMetrics.height
        if hasAccessory, let accessory = tabs.popLast() {
            let height = min(
                accessory.sizeThatFits(ProposedViewSize(width: size.width, height: nil), .none).height,
                max(0, size.height - above))
            above += height
            accessory.place(
                at: CGPoint(x: 0, y: max(0, size.height - above)), size: CGSize(width: size.width, height: height),
                .none)
        }
        let contentSize = CGSize(width: size.width, height: max(0, size.height - above))
        for tab in tabs {
            if tab.content.isHidden { tab.place(at: .zero, size: .zero, .none); continue }
            let s = tab.sizeThatFits(ProposedViewSize(contentSize), .none)
            tab.place(at: alignedOrigin(of: tab, childSize: s, in: contentSize, alignment: .center), size: s, .none)
        }
        bar.place(
            at: CGPoint(x: 0, y: contentSize.height), size: CGSize(width: size.width, height: TabBarMetrics.height),
            .none)
    }
}

/// The tab bar: items of equal width, labels centred.
struct TabBarContent: NodeContent {
    var kindName: String { "TabBar" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        CGSize(width: proposal.width ?? 390, height: TabBarMetrics.height)
    }
    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard !node.children.isEmpty else { return }
        let width = size.width / CGFloat(node.children.count)
        for (i, item) in node.children.enumerated() {
            item.place(at: CGPoint(x: CGFloat(i) * width, y: 0), size: CGSize(width: width, height: size.height), .none)
        }
    }
    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        list.addShape(
            Path(node.bounds), fill: AnyShapeStyle(TabBarMetrics.background), stroke: nil, node: node, state: state)
    }
    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }
}

/// One item of the tab bar: a button-sized cell with the label centred.
struct TabBarItemContent: NodeContent {
    var kindName: String { "TabBarItem" }
    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        for child in node.children {
            let s = child.sizeThatFits(ProposedViewSize(size), .none)
            child.place(at: alignedOrigin(of: child, childSize: s, in: size, alignment: .center), size: s, .none)
        }
    }
    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }
}

/// Resolves the tabs of a ``TabView`` and builds its bar.
struct TabContainer<Content: View>: View {
    let content: Content
    let selected: AnyHashable?
    let select: (AnyHashable) -> Void
    typealias Body = Never
}

/// The tag of each of a tab view's resolved tabs (its `.tag(_:)`, else its position) and its
/// `.tabItem` label and `.badge`, found down each tab's chain of single children.
@MainActor
func tabTagsAndLabels(of tabs: [ViewNode]) -> (tags: [AnyHashable], labels: [AnyView?], badges: [Text?]) {
    var tags: [AnyHashable] = []
    var labels: [AnyView?] = []
    var badges: [Text?] = []
    for (index, tab) in tabs.enumerated() {
        var tag: AnyHashable = AnyHashable(index)
        var label: AnyView?
        var badge: Text?
        var node: ViewNode? = tab
        while let n = node {
            if let t = n.content as? TagContent { tag = t.tag }
            if let l = n.content as? TabItemContent, label == nil { label = l.label }
            if let b = n.content as? BadgeContent, badge == nil { badge = b.label }
            node = n.children.count == 1 ? n.children[0] : nil
        }
        tags.append(tag)
        labels.append(label)
        badges.append(badge)
    }
    return (tags, labels, badges)
}

extension TabContainer: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        // The accessory is this tab view's alone: views inside its tabs do not see it.
        let accessory = inputs.environment.tabViewBottomAccessory
        var contentInputs = inputs.child(.content)
        contentInputs.environment.tabViewBottomAccessory = nil
        let tabs = inputs.graph.resolve(content, contentInputs)
        let (tags, labels, badges) = tabTagsAndLabels(of: tabs)
        let current = selected.flatMap { s in tags.contains(s) ? s : nil } ?? tags.first
        var children: [ViewNode] = []
        for (index, tab) in tabs.enumerated() {
            if tags[index] == current {
                children.append(tab)
            } else {
                children.append(inputs.child(.attached("hidden\(index)")).node(HiddenContent(), children: [tab]))
            }
        }
        var items: [ViewNode] = []
        for (index, label) in labels.enumerated() {
            let itemInputs = inputs.child(.attached("tabBarItem\(index)"))
            var labelInputs = itemInputs.child(.content)
            labelInputs.environment.font = .caption2
            labelInputs.environment.foregroundStyle = AnyShapeStyle(
                tags[index] == current ? Color.accentColor : Color.gray)
            let badge = badges[index]
            let labelNodes =
                label.map { view in
                    inputs.graph.resolve(
                        VStack(spacing: 2) { view }.overlay(alignment: .topTrailing) { badge.map(TabItemBadge.init) },
                        labelInputs)
                } ?? []
            let tag = tags[index], select = self.select
            let button = itemInputs.node(
                ButtonContent(action: { select(tag) }, isEnabled: true),
                children: [itemInputs.child(.attached("cell")).node(TabBarItemContent(), children: labelNodes)])
            items.append(button)
        }
        if let accessory {
            var accessoryInputs = inputs.child(.attached("bottomAccessory"))
            accessoryInputs.environment.tabViewBottomAccessory = nil
            accessoryInputs.environment.tabViewBottomAccessoryPlacement = .expanded
            let glass = accessory.frame(maxWidth: .infinity, minHeight: TabBarMetrics.accessoryMinHeight)
                .glassEffect()
                .padding(.horizontal, TabBarMetrics.accessoryHorizontalMargin)
                .padding(.vertical, TabBarMetrics.accessoryVerticalMargin)
            let nodes = inputs.graph.resolve(glass, accessoryInputs.child(.content))
            children.append(accessoryInputs.node(TabBottomAccessorySlot(), children: nodes))
        }
        children.append(inputs.child(.attached("tabBar")).node(TabBarContent(), children: items))
        return [inputs.node(TabContainerContent(hasAccessory: accessory != nil), children: children)]
    }
}
