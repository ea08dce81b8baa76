import Foundation

/// Navigation bar metrics (iOS, portrait, inside the safe area).
enum NavigationBarMetrics {
    /// Height of the bar itself (inline title, buttons).
    static let barHeight: CGFloat = 44
    /// Height the large title adds below the bar.
    static let largeTitleHeight: CGFloat = 52
    /// Leading inset of the large title.
    static let largeTitleInset: CGFloat = 16
    /// Space between the large title's baseline box and the bottom of its area.
    static let largeTitleBottom: CGFloat = 8
}

/// How a navigation bar shows its title, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    /// How the title is shown.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack (the only level Tactile shows), as iOS does.
        case automatic
        /// Small, centred in the bar.
        case inline
        /// Large, below the bar, at the leading edge.
        case large
    }
}

/// What a navigation container's content asks of its bar: a title and how to show it.
struct NavigationBarRequest: Equatable {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?

    /// Whether the title is drawn large.
    var isLarge: Bool { (displayMode ?? .automatic) != .inline && title != nil }
}

/// The bar settings set in a navigation container's content. An outer setting wins over the
/// subtree's (a writer replaces its subtree's value); among siblings the first one wins.
struct NavigationBarKey: PreferenceKey {
    static var defaultValue: NavigationBarRequest { NavigationBarRequest() }
    static func reduce(value: inout NavigationBarRequest, nextValue: () -> NavigationBarRequest) {
        let next = nextValue()
        if value.title == nil { value.title = next.title }
        if value.displayMode == nil { value.displayMode = next.displayMode }
    }
}

/// A container that shows its root view below a navigation bar with the title the content sets
/// (`navigationTitle`): large at the leading edge (the bar is 44 pt plus 52 pt for the large
/// title) or inline, centred in a 44 pt bar (`navigationBarTitleDisplayMode(.inline)`).
///
/// Tactile shows the root of the stack only: `NavigationLink` is not provided, so nothing is pushed.
public struct NavigationStack<Root: View>: View {
    let root: Root
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    /// A navigation stack is primitive.
    public typealias Body = Never
}

/// The older name of ``NavigationStack`` (one column on iOS's compact width).
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A navigation view is primitive.
    public typealias Body = Never
}

extension NavigationStack: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { NavigationContainer.makeNodes(root, inputs) }
}

extension NavigationView: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { NavigationContainer.makeNodes(content, inputs) }
}

/// The bar's request last read from the content, kept by identity across rebuilds.
final class NavigationBarState {
    var request = NavigationBarRequest()
}

@MainActor
enum NavigationContainer {
    /// A container node with the content and a bar built from what the content requests; after
    /// each layout the request is read again and the bar rebuilt when it changed.
    static func makeNodes<Content: View>(_ content: Content, _ inputs: ResolveInputs) -> [ViewNode] {
        let graph = inputs.graph
        let storage = graph.storage(for: inputs.identity, typeID: ObjectIdentifier(NavigationBarState.self))
        let state: NavigationBarState
        if let existing = storage.slots[0] as? NavigationBarState {
            state = existing
        } else {
            state = NavigationBarState()
            storage.slots[0] = state
        }
        let contentNodes = graph.resolve(content, inputs.child(.content))
        let contentNode =
            contentNodes.count == 1
            ? contentNodes[0]
            : inputs.child(.attached("base")).node(ZStackContent(alignment: .center), children: contentNodes)
        let barInputs = inputs.child(.attached("navigationBar"))
        let barNode = barInputs.node(CompositeContent(kindName: "navigationBar"))
        let build: @MainActor () -> [ViewNode] = { [unowned graph] in
            graph.resolve(NavigationBar(request: state.request), barInputs.child(.content))
        }
        barNode.rebuild = build
        barNode.children = build()
        let identity = inputs.identity, barIdentity = barInputs.identity
        graph.postLayout.observe(identity) { place in
            guard let content = place.node.children.first else { return }
            let request = Preferences.value(NavigationBarKey.self, of: content) ?? NavigationBarRequest()
            guard request != state.request else { return }
            state.request = request
            place.graph.postLayout.noteChange(identity)
            place.graph.invalidations.invalidate(barIdentity, transaction: Transaction())
        }
        return [inputs.node(NavigationContainerContent(), children: [contentNode, barNode])]
    }
}

/// The layout of a navigation container: the bar across the top at its own height, the content
/// below in the rest of the space. The bar is drawn after (in front of) the content.
struct NavigationContainerContent: NodeContent {
    var kindName: String { "NavigationStack" }
    var passesTraitsThrough: Bool { false }

    private func barHeight(_ node: ViewNode, width: CGFloat?) -> CGFloat {
        guard node.children.count == 2 else { return 0 }
        return node.children[1].sizeThatFits(ProposedViewSize(width: width, height: nil), .none).height
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        guard let content = node.children.first else { return .zero }
        let bar = barHeight(node, width: proposal.width)
        let inner = content.sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) }), .none)
        // Like SwiftUI's, the container fills the space it is offered.
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: inner.width, height: inner.height + bar))
        return CGSize(width: GeometryReaderContent.clean(size.width), height: GeometryReaderContent.clean(size.height))
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard let content = node.children.first else { return }
        let bar = barHeight(node, width: size.width)
        let area = CGSize(width: size.width, height: max(0, size.height - bar))
        let s = content.sizeThatFits(ProposedViewSize(area), .none)
        let origin = alignedOrigin(of: content, childSize: s, in: area, alignment: .center)
        content.place(at: CGPoint(x: origin.x, y: origin.y + bar), size: s, .none)
        if node.children.count == 2 {
            node.children[1].place(at: .zero, size: CGSize(width: size.width, height: bar), .none)
        }
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}

/// The bar itself, built from the request: the title, large or inline.
struct NavigationBar: View {
    let request: NavigationBarRequest

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                if let title = request.title, !request.isLarge {
                    Text(title).font(.headline)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: NavigationBarMetrics.barHeight)
            if let title = request.title, request.isLarge {
                Text(title).font(.largeTitle.bold())
                    .frame(maxWidth: .infinity, alignment: .bottomLeading)
                    .padding(.leading, NavigationBarMetrics.largeTitleInset)
                    .padding(.bottom, NavigationBarMetrics.largeTitleBottom)
                    .frame(height: NavigationBarMetrics.largeTitleHeight, alignment: .bottom)
            }
        }
    }
}

extension View {
    /// Sets the title the enclosing ``NavigationStack`` shows in its bar.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        transformPreference(NavigationBarKey.self) { $0.title = String(title) }
    }

    /// Sets the title the enclosing ``NavigationStack`` shows in its bar.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        transformPreference(NavigationBarKey.self) { $0.title = title.description }
    }

    /// Sets the title the enclosing ``NavigationStack`` shows in its bar (its text; its styling is
    /// the bar's).
    public func navigationTitle(_ title: Text) -> some View {
        let string = title.string
        return transformPreference(NavigationBarKey.self) { $0.title = string }
    }

    /// Sets the title of the bar (the older spelling of ``navigationTitle(_:)-(Text)``).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// Sets the title of the bar (the older spelling).
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// Sets the title of the bar (the older spelling).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// Sets the title of the bar and how it is shown (the older spelling).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title of the bar and how it is shown (the older spelling).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Chooses how the enclosing navigation bar shows its title: large or inline.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        transformPreference(NavigationBarKey.self) { $0.displayMode = displayMode }
    }
}
