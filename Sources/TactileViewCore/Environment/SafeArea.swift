import Foundation

/// The kinds of safe area a view can ignore, as SwiftUI names them.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// A set's elements are sets.
    public typealias Element = SafeAreaRegions
    /// The raw bits.
    public let rawValue: UInt
    /// A set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area the host's chrome covers (a status bar, a home indicator): the host's
    /// `ViewHost/safeAreaInsets`.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area an on-screen keyboard covers. Tactile hosts have no keyboard, so ignoring only
    /// this region changes nothing.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The top or bottom edge of a rectangle (`safeAreaInset(edge:)`).
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable, Codable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// Both edges, top first.
    nonisolated public static var allCases: [VerticalEdge] { [.top, .bottom] }
    /// The edge's number: 0 top, 1 bottom.
    public var rawValue: Int8 { self == .top ? 0 : 1 }
    /// The edge numbered `rawValue` (0 top, 1 bottom), or `nil`.
    public init?(rawValue: Int8) {
        switch rawValue {
        case 0: self = .top
        case 1: self = .bottom
        default: return nil
        }
    }

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// A set's elements are sets.
        public typealias Element = VerticalEdge.Set
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `e`.
        public init(_ e: VerticalEdge) { rawValue = 1 << e.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge of a rectangle (`safeAreaInset(edge:)`).
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable, Codable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// Both edges, leading first.
    nonisolated public static var allCases: [HorizontalEdge] { [.leading, .trailing] }
    /// The edge's number: 0 leading, 1 trailing.
    public var rawValue: Int8 { self == .leading ? 0 : 1 }
    /// The edge numbered `rawValue` (0 leading, 1 trailing), or `nil`.
    public init?(rawValue: Int8) {
        switch rawValue {
        case 0: self = .leading
        case 1: self = .trailing
        default: return nil
        }
    }

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// A set's elements are sets.
        public typealias Element = HorizontalEdge.Set
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge`.
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

extension EdgeInsets {
    /// The insets with negative, NaN and infinite values replaced by zero (a safe area cannot
    /// be negative or unbounded).
    var sanitized: EdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return EdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
    }
}

/// `ignoresSafeArea`: the view's frame grows into the safe-area insets on the given edges where
/// it touches the safe area's edge, as in SwiftUI; its parent's layout is not changed (the view
/// extends beyond the frame its parent gave it).
///
/// The growth is found after the parent placed the view, from where it landed in the window, and
/// the content is placed again at the grown frame before drawing (`PostLayoutObservers`).
struct IgnoresSafeAreaContent: NodeModifier, NodeContent {
    let edges: Edge.Set
    nonisolated(unsafe) let box = IgnoredInsets()
    var kindName: String { "ignoresSafeArea" }

    /// How far the content currently extends beyond the node, and the context it is placed in.
    final class IgnoredInsets {
        var insets = EdgeInsets()
        var context: LayoutContext = .none
    }

    /// Views within this distance of the safe area's edge count as touching it (layout rounds
    /// positions to whole points in places).
    static let touchTolerance: CGFloat = 0.5

    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        let edges = self.edges
        inputs.graph.postLayout.adjust(inputs.identity) { node, transform, window in
            guard let content = node.content as? IgnoresSafeAreaContent else { return }
            content.grow(node, frame: CGRect(origin: .zero, size: node.size).applying(transform), window, edges)
        }
        return self
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        box.context = context
        placeContent(of: node, in: size)
    }

    private func placeContent(of node: ViewNode, in size: CGSize) {
        let i = box.insets
        let grown = CGSize(width: size.width + i.leading + i.trailing, height: size.height + i.top + i.bottom)
        for child in node.children {
            child.place(at: CGPoint(x: -i.leading, y: -i.top), size: grown, box.context)
        }
    }

    /// Grows the content of `node`, whose window frame is `frame`, into the insets it touches.
    private func grow(_ node: ViewNode, frame: CGRect, _ window: WindowGeometry, _ edges: Edge.Set) {
        let inset = window.safeAreaInsets, safe = window.safeRect, t = Self.touchTolerance
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { return }
        var grown = EdgeInsets()
        if edges.contains(.top), frame.minY <= safe.minY + t { grown.top = max(0, min(frame.minY, inset.top)) }
        if edges.contains(.leading), frame.minX <= safe.minX + t {
            grown.leading = max(0, min(frame.minX, inset.leading))
        }
        if edges.contains(.bottom), frame.maxY >= safe.maxY - t {
            grown.bottom = max(0, min(window.size.height - frame.maxY, inset.bottom))
        }
        if edges.contains(.trailing), frame.maxX >= safe.maxX - t {
            grown.trailing = max(0, min(window.size.width - frame.maxX, inset.trailing))
        }
        guard grown != box.insets else { return }
        box.insets = grown
        placeContent(of: node, in: node.size)
    }
}

/// `safeAreaInset(edge:)`: a view placed along one edge of the content, with the content
/// proposed the space that is left (SwiftUI shrinks the content's safe area instead, so content
/// that ignores the safe area would extend below the inset view; Tactile stacks the two).
struct SafeAreaInsetContent: NodeContent {
    let axis: Axis
    /// Whether the inset view is at the leading/top end.
    let atStart: Bool
    let alignment: Alignment
    let spacing: CGFloat
    var kindName: String { "safeAreaInset" }
    var passesTraitsThrough: Bool { false }

    private func parts(_ node: ViewNode) -> (main: ViewNode, inset: ViewNode)? {
        node.children.count == 2 ? (node.children[0], node.children[1]) : nil
    }

    private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func make(along: CGFloat, across: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    private func measure(_ proposal: ProposedViewSize, _ main: ViewNode, _ inset: ViewNode)
        -> (main: CGSize, inset: CGSize)
    {
        let acrossProposal = axis == .vertical ? proposal.width : proposal.height
        let insetProposal =
            axis == .vertical
            ? ProposedViewSize(width: acrossProposal, height: nil)
            : ProposedViewSize(width: nil, height: acrossProposal)
        let insetSize = inset.sizeThatFits(insetProposal, .none)
        let alongProposal = (axis == .vertical ? proposal.height : proposal.width).map {
            max(0, $0 - along(insetSize) - spacing)
        }
        let mainProposal =
            axis == .vertical
            ? ProposedViewSize(width: acrossProposal, height: alongProposal)
            : ProposedViewSize(width: alongProposal, height: acrossProposal)
        return (main.sizeThatFits(mainProposal, .none), insetSize)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        guard let (main, inset) = parts(node) else {
            return node.children.first?.sizeThatFits(proposal, context) ?? .zero
        }
        let s = measure(proposal, main, inset)
        return make(along: along(s.main) + spacing + along(s.inset), across: max(across(s.main), across(s.inset)))
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard let (main, inset) = parts(node) else {
            node.children.first?.place(at: .zero, size: size, context)
            return
        }
        let s = measure(ProposedViewSize(size), main, inset)
        let mainAlong = max(0, along(size) - along(s.inset) - spacing)
        let mainSize = make(along: mainAlong, across: across(size))
        let insetBox = make(along: along(s.inset), across: across(size))
        let mainStart: CGFloat = atStart ? along(s.inset) + spacing : 0
        let insetStart: CGFloat = atStart ? 0 : mainAlong + spacing
        main.place(
            at: axis == .vertical ? CGPoint(x: 0, y: mainStart) : CGPoint(x: mainStart, y: 0), size: mainSize, .none)
        let offset = alignedOrigin(of: inset, childSize: s.inset, in: insetBox, alignment: alignment)
        let origin =
            axis == .vertical
            ? CGPoint(x: offset.x, y: insetStart) : CGPoint(x: insetStart, y: offset.y)
        inset.place(at: origin, size: s.inset, .none)
    }
}

struct SafeAreaInsetModifier<Inset: View>: PrimitiveModifier {
    let layout: SafeAreaInsetContent
    nonisolated(unsafe) let inset: Inset

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let main = content.resolve(inputs)
        let mainNode =
            main.count == 1
            ? main[0] : inputs.child(.attached("base")).node(ZStackContent(alignment: .center), children: main)
        let insetNodes = inputs.graph.resolve(inset, inputs.child(.attached("safeAreaInset")))
        let insetNode =
            insetNodes.count == 1
            ? insetNodes[0]
            : inputs.child(.attached("insetLayers")).node(ZStackContent(alignment: .center), children: insetNodes)
        return [inputs.node(layout, children: [mainNode, insetNode])]
    }
}

extension View {
    /// Extends this view into the safe area on `edges`, where it touches the safe area's edge
    /// (`Color.blue.ignoresSafeArea()` fills the whole window). Ignoring only the keyboard
    /// region changes nothing: hosts have no keyboard.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaContent(edges: regions.contains(.container) ? edges : []))
    }

    /// Extends this view into the safe area on `edges` (the older spelling of
    /// `ignoresSafeArea(_:edges:)`).
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaContent(edges: edges))
    }

    /// Shows `content` along the top or bottom edge of this view, which is given the rest of the
    /// space (`spacing` apart, 8 pt by default).
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                layout: SafeAreaInsetContent(
                    axis: .vertical, atStart: edge == .top,
                    alignment: Alignment(horizontal: alignment, vertical: .center),
                    spacing: Self.insetSpacing(spacing)), inset: content()))
    }

    /// Shows `content` along the leading or trailing edge of this view, which is given the rest of
    /// the space (`spacing` apart, 8 pt by default).
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                layout: SafeAreaInsetContent(
                    axis: .horizontal, atStart: edge == .leading,
                    alignment: Alignment(horizontal: .center, vertical: alignment), spacing: Self.insetSpacing(spacing)),
                inset: content()))
    }

    nonisolated private static func insetSpacing(_ spacing: CGFloat?) -> CGFloat {
        guard let spacing, spacing.isFinite else { return LayoutDefaults.spacing }
        return max(0, spacing)
    }

    /// Adds `length` (16 pt by default) of safe-area padding on `edges`. Tactile lays it out as
    /// padding: the content is inset, and nothing reads the added safe area.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` of safe-area padding on every edge (laid out as padding).
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

    /// Adds `insets` of safe-area padding (laid out as padding).
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}
