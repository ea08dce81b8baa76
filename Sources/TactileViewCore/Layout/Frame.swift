import Foundation

/// `frame(width:height:alignment:)`: fixed dimensions where given, the child's where not.
struct FixedFrameContent: NodeContentModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    var kindName: String { "frame" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = childSize(proposal, node, context)
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    private func childSize(_ proposal: ProposedViewSize, _ node: ViewNode, _ context: LayoutContext) -> CGSize {
        let p = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        return node.children.count == 1 ? node.children[0].sizeThatFits(p, context) : .zero
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard node.children.count == 1 else { return }
        let child = node.children[0]
        let s = child.sizeThatFits(ProposedViewSize(size), context)
        child.place(at: alignedOrigin(of: child, childSize: s, in: size, alignment: alignment), size: s, context)
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per dimension, following SwiftUI's documented rules: the child is proposed the parent's proposal
/// clamped to the constraints (the ideal replacing an unspecified proposal). Without constraints the
/// frame takes the child's size; with both a minimum and a maximum it takes the proposal clamped to
/// them; with only a minimum it grows to the minimum when the proposal is below the child's size;
/// with only a maximum it takes the proposal (capped by the maximum) when that exceeds the child's
/// size. So `maxWidth: .infinity` fills the offered width.
struct FlexibleFrameContent: NodeContentModifier {
    let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment
    var kindName: String { "frame" }

    private func clamp(_ value: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var v = value
        if let hi { v = min(v, hi) }
        if let lo { v = max(v, lo) }
        return v
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var p = proposal
        if let w = p.width { p.width = clamp(w, minWidth, maxWidth) } else if let idealWidth { p.width = idealWidth }
        if let h = p.height {
            p.height = clamp(h, minHeight, maxHeight)
        } else if let idealHeight {
            p.height = idealHeight
        }
        return p
    }

    private func dimension(proposed: CGFloat?, child: CGFloat, ideal: CGFloat?, lo: CGFloat?, hi: CGFloat?) -> CGFloat {
        if lo == nil && hi == nil { return child }
        let p = proposed ?? ideal ?? child
        if lo != nil && hi != nil { return clamp(p, lo, hi) }
        if let lo {
            return p < child ? max(p, lo) : max(child, lo)
        }
        if let hi {
            return p > child ? min(p, hi) : min(child, hi)
        }
        return child
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let child = node.children.count == 1 ? node.children[0].sizeThatFits(childProposal(proposal), context) : .zero
        return CGSize(
            width: dimension(
                proposed: proposal.width, child: child.width, ideal: idealWidth, lo: minWidth, hi: maxWidth),
            height: dimension(
                proposed: proposal.height, child: child.height, ideal: idealHeight, lo: minHeight, hi: maxHeight))
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard node.children.count == 1 else { return }
        let child = node.children[0]
        let s = child.sizeThatFits(childProposal(ProposedViewSize(size)), context)
        child.place(at: alignedOrigin(of: child, childSize: s, in: size, alignment: alignment), size: s, context)
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}

/// Edges of a rectangle, for padding.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// The four edges: top, leading, bottom, trailing.
    nonisolated public static var allCases: [Edge] { [.top, .leading, .bottom, .trailing] }
    /// The edge's number, in the order of `allCases` from 0.
    public var rawValue: Int8 {
        switch self {
        case .top: 0
        case .leading: 1
        case .bottom: 2
        case .trailing: 3
        }
    }
    /// The edge numbered `rawValue` (see `rawValue`), or `nil`.
    public init?(rawValue: Int8) {
        guard rawValue >= 0, rawValue < 4 else { return nil }
        self = Edge.allCases[Int(rawValue)]
    }

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// A set's elements are sets.
        public typealias Element = Edge.Set
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// One edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The horizontal edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The vertical edges.
        public static let vertical: Set = [.top, .bottom]
        /// The all edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets for each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// Insets of the top, leading, bottom and trailing edges.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Insets of the given lengths.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// `padding`: proposes the child the proposal minus the insets and adds them back.
struct PaddingContent: NodeContentModifier {
    let insets: EdgeInsets
    var kindName: String { "padding" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
        let p = ProposedViewSize(
            width: proposal.width.map { max(0, $0 - h) }, height: proposal.height.map { max(0, $0 - v) })
        let child = node.children.count == 1 ? node.children[0].sizeThatFits(p, context) : .zero
        return CGSize(width: child.width + h, height: child.height + v)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard node.children.count == 1 else { return }
        let inner = CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        node.children[0].place(at: CGPoint(x: insets.leading, y: insets.top), size: inner, context)
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? {
        guard node.children.count == 1 else { return nil }
        let inner = CGSize(
            width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        guard let v = node.children[0].explicitGuide(id, size: inner) else { return nil }
        // Vertical guides shift by the top inset, horizontal ones by the leading inset.
        return v + (id.axis == .vertical ? insets.top : insets.leading)
    }
}

/// `layoutPriority`: stacks offer space to higher priorities first.
struct LayoutPriorityContent: NodeContentModifier {
    let priority: Double
    var kindName: String { "layoutPriority" }
}

/// How content fits a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Scale to fit inside, keeping the aspect ratio.
    case fit
    /// Scale to fill, keeping the aspect ratio (may overflow).
    case fill

    /// Both modes: fit, then fill.
    nonisolated public static var allCases: [ContentMode] { [.fit, .fill] }
}

/// `aspectRatio`: proposes the largest (fit) or smallest (fill) size of the given ratio that fits the
/// proposal; the ratio defaults to the child's ideal size's.
struct AspectRatioContent: NodeContentModifier {
    let ratio: CGFloat?
    let mode: ContentMode
    var kindName: String { "aspectRatio" }

    private func target(_ proposal: ProposedViewSize, _ node: ViewNode, _ context: LayoutContext) -> ProposedViewSize {
        guard node.children.count == 1 else { return proposal }
        let child = node.children[0]
        let r: CGFloat
        if let ratio {
            r = ratio
        } else {
            let ideal = child.sizeThatFits(.unspecified, context)
            r = ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        guard r > 0, r.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            let ideal = child.sizeThatFits(.unspecified, context)
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            if !w.isFinite && !h.isFinite { return proposal }
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fitsByWidth = byWidth.height <= h
            let chosen: CGSize = mode == .fit ? (fitsByWidth ? byWidth : byHeight) : (fitsByWidth ? byHeight : byWidth)
            return ProposedViewSize(chosen)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        guard node.children.count == 1 else { return .zero }
        return node.children[0].sizeThatFits(target(proposal, node, context), context)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard node.children.count == 1 else { return }
        let child = node.children[0]
        let s = child.sizeThatFits(target(ProposedViewSize(size), node, context), context)
        child.place(at: alignedOrigin(of: child, childSize: s, in: size, alignment: .center), size: s, context)
    }
}

/// `alignmentGuide`: sets one guide of the child explicitly.
struct AlignmentGuideContent: NodeContentModifier {
    let id: AlignmentKey
    nonisolated(unsafe) let compute: (ViewDimensions) -> CGFloat
    var kindName: String { "alignmentGuide" }
    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? {
        if id == self.id, node.children.count == 1 { return compute(node.children[0].dimensions(size)) }
        return node.children.count == 1 ? node.children[0].explicitGuide(id, size: size) : nil
    }
}

/// `fixedSize`: proposes `nil` (the ideal size) in the fixed dimensions.
struct FixedSizeContent: NodeContentModifier {
    let horizontal: Bool, vertical: Bool
    var kindName: String { "fixedSize" }
    private func adjust(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        node.children.count == 1 ? node.children[0].sizeThatFits(adjust(proposal), context) : .zero
    }
    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        guard node.children.count == 1 else { return }
        let child = node.children[0]
        let s = child.sizeThatFits(adjust(ProposedViewSize(size)), context)
        child.place(at: alignedOrigin(of: child, childSize: s, in: size, alignment: .center), size: s, context)
    }
}

extension View {
    /// Gives the view a fixed width and/or height; `nil` dimensions keep the view's own size. The
    /// content is placed inside by `alignment`.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        modifier(FixedFrameContent(width: width, height: height, alignment: alignment))
    }

    /// Constrains the view's size; `maxWidth: .infinity` / `maxHeight: .infinity` fill the offered space.
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexibleFrameContent(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// Adds `length` points of padding on every edge.
    nonisolated public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds padding on `edges`; `length: nil` uses the default (16 pt), so `padding()` pads 16 pt
    /// on every edge.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? LayoutDefaults.padding
        return modifier(
            PaddingContent(
                insets: EdgeInsets(
                    top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                    bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)))
    }

    /// Adds the given insets.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingContent(insets: insets)) }

    /// Stacks offer space to views of higher priority first (default 0).
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityContent(priority: value))
    }

    /// Constrains the view to an aspect ratio (width / height); `nil` uses its ideal size's ratio.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioContent(ratio: aspectRatio, mode: contentMode))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(
            AspectRatioContent(
                ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, mode: contentMode))
    }

    /// Scales the view to fit its parent, keeping its aspect ratio.
    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill its parent, keeping its aspect ratio.
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Sets a horizontal alignment guide of this view for its stack or frame.
    nonisolated public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    )
        -> some View
    {
        modifier(AlignmentGuideContent(id: g.key, compute: computeValue))
    }

    /// Sets a vertical alignment guide of this view for its stack or frame.
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(AlignmentGuideContent(id: g.key, compute: computeValue))
    }

    /// Gives the view its ideal size in both dimensions.
    nonisolated public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Gives the view its ideal size in the chosen dimensions.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeContent(horizontal: horizontal, vertical: vertical))
    }
}
