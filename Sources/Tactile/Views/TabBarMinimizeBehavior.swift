import Foundation

/// When a tab bar shrinks while its tab's content scrolls, iOS 26's `TabBarMinimizeBehavior`.
///
/// *Accepted, with no effect* on Linux: Tactile's tab bar keeps its full height (as
/// ``TabBarMinimizeBehavior/automatic`` does on iPhone).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, onScrollDown, onScrollUp, never
    }

    let kind: Kind

    /// The platform's behaviour: on iPhone, the tab bar does not minimize.
    nonisolated public static let automatic = TabBarMinimizeBehavior(kind: .automatic)
    /// Minimize when the content starts scrolling down.
    nonisolated public static let onScrollDown = TabBarMinimizeBehavior(kind: .onScrollDown)
    /// Minimize when the content starts scrolling up.
    nonisolated public static let onScrollUp = TabBarMinimizeBehavior(kind: .onScrollUp)
    /// Never minimize.
    nonisolated public static let never = TabBarMinimizeBehavior(kind: .never)
}

/// Where a tab view's bottom accessory is shown, iOS 26's `TabViewBottomAccessoryPlacement`.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// Above the tab bar, full width: the only placement in Tactile, whose tab bar does not
    /// minimize.
    case expanded
    /// Inside the minimized tab bar.
    case inline
}

private struct TabViewBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}

extension EnvironmentValues {
    /// Where the bottom accessory this view is in is shown (`.expanded`), or `nil` outside one.
    nonisolated public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }

    /// The accessory that the tab view in this subtree shows above its bar (set by
    /// `View/tabViewBottomAccessory(content:)`).
    var tabViewBottomAccessory: AnyView? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }
}

extension View {
    /// Sets when the tab bar of this tab view minimizes. *Accepted, with no effect* on Linux (see
    /// ``TabBarMinimizeBehavior``).
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        self
    }

    /// Shows `content` on glass just above this tab view's bar, full width (a now-playing bar,
    /// say), as iOS 26's `tabViewBottomAccessory`; the tabs' content is given the rest of the
    /// height. Inside it, `tabViewBottomAccessoryPlacement` is `.expanded`.
    nonisolated public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(TabViewBottomAccessoryModifier(accessory: AnyView(content())))
    }

    /// Shows `content` above this tab view's bar when `isEnabled`, as
    /// `tabViewBottomAccessory(content:)`.
    nonisolated public func tabViewBottomAccessory<Content: View>(
        isEnabled: Bool, @ViewBuilder content: () -> Content
    ) -> some View {
        modifier(TabViewBottomAccessoryModifier(accessory: isEnabled ? AnyView(content()) : nil))
    }
}

/// `tabViewBottomAccessory`: hands the accessory to the tab view below, through its environment.
struct TabViewBottomAccessoryModifier: PrimitiveModifier {
    nonisolated(unsafe) let accessory: AnyView?

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var childInputs = inputs
        childInputs.environment.tabViewBottomAccessory = accessory
        return content.resolve(childInputs)
    }
}

/// The accessory's slot above the tab bar: as tall as the accessory asks, as wide as the tab view.
struct TabBottomAccessorySlot: NodeContent {
    var kindName: String { "TabViewBottomAccessory" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let width = proposal.width ?? ViewHost.defaultSize.width
        let height =
            node.children.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil), .none).height }
            .max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        for child in node.children { child.place(at: .zero, size: size, .none) }
    }
}
