import Foundation

/// `HStack`'s layout as a `Layout` value, for `AnyLayout` and custom layouts.
///
/// `HStackLayout { … }` lays its content out as `HStack { … }` does: the same distribution,
/// alignment and spacing, and a `Spacer` in it stretches horizontally.
public struct HStackLayout: Layout {
    /// The vertical alignment of the subviews.
    public var alignment: VerticalAlignment
    /// The space between subviews (`nil`: the default, 8 pt).
    public var spacing: CGFloat?
    /// A horizontal stack layout.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// The layout has no animatable values.
    public typealias AnimatableData = EmptyAnimatableData
    /// The layout keeps nothing between calls.
    public typealias Cache = Void

    /// A horizontal stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing) }

    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack.sizeThatFits(proposal, subviews.nodes)
    }

    /// Places the subviews side by side in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.place(at: stack.frames(subviews.nodes, in: bounds.size), in: bounds, context: stack.context())
    }
}

/// `VStack`'s layout as a `Layout` value, for `AnyLayout` and custom layouts.
///
/// `VStackLayout { … }` lays its content out as `VStack { … }` does, and a `Spacer` in it
/// stretches vertically.
public struct VStackLayout: Layout {
    /// The horizontal alignment of the subviews.
    public var alignment: HorizontalAlignment
    /// The space between subviews (`nil`: the default, 8 pt).
    public var spacing: CGFloat?
    /// A vertical stack layout.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// The layout has no animatable values.
    public typealias AnimatableData = EmptyAnimatableData
    /// The layout keeps nothing between calls.
    public typealias Cache = Void

    /// A vertical stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var stack: StackLayout { StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing) }

    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack.sizeThatFits(proposal, subviews.nodes)
    }

    /// Places the subviews one above the other in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.place(at: stack.frames(subviews.nodes, in: bounds.size), in: bounds, context: stack.context())
    }
}

/// `ZStack`'s layout as a `Layout` value, for `AnyLayout` and custom layouts: the subviews
/// overlap, aligned by `alignment`.
public struct ZStackLayout: Layout {
    /// How the subviews are aligned with each other.
    public var alignment: Alignment
    /// An overlaying stack layout.
    nonisolated public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// The layout has no animatable values.
    public typealias AnimatableData = EmptyAnimatableData
    /// The layout keeps nothing between calls.
    public typealias Cache = Void

    var stack: ZStackContent { ZStackContent(alignment: alignment) }

    /// The size of the union of the aligned subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack.frame(subviews.nodes, proposal).size
    }

    /// Places the subviews over each other in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.place(at: stack.frames(subviews.nodes, in: bounds.size), in: bounds, context: .none)
    }
}

extension LayoutSubviews {
    /// The subviews' nodes.
    var nodes: [ViewNode] { elements.map(\.node) }

    /// Places each subview at its frame (in `bounds`' coordinates, from its origin), laid out in
    /// `context`.
    @MainActor
    func place(at frames: [CGRect], in bounds: CGRect, context: LayoutContext) {
        for (subview, frame) in zip(elements, frames) {
            subview.place(frame: frame.offsetBy(dx: bounds.minX, dy: bounds.minY), context: context)
        }
    }
}

extension LayoutSubview {
    /// Places the subview at exactly `frame` (a stack's own measurement), laid out in `context`.
    @MainActor
    func place(frame: CGRect, context: LayoutContext) {
        node.place(at: frame.origin, size: frame.size, context)
        placement.placed.insert(ObjectIdentifier(node))
    }
}
