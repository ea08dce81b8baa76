import Foundation

/// A kind of alignment guide, with a default value computed from a view's dimensions.
public protocol AlignmentID {
    /// The guide's value in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and its alignment guides, as seen by `alignmentGuide(_:computeValue:)`.
///
/// Not isolated to the main actor, as in SwiftUI: an ``AlignmentID``'s `defaultValue(in:)` (a
/// nonisolated requirement) reads it.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let explicit: (AlignmentKey) -> CGFloat?

    package init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    /// The value of a horizontal guide (explicit or default).
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.defaultValue(self)
    }
    /// The value of a vertical guide (explicit or default).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.defaultValue(self)
    }
    /// The explicit value of a horizontal guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The explicit value of a vertical guide, if the view sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
}

extension ViewDimensions: Equatable {
    /// Whether two dimensions have the same size and the same explicit values for the guides
    /// Tactile names (leading, center, trailing, top, bottom and the text baselines).
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
        let vertical: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
        return horizontal.allSatisfy { lhs[explicit: $0] == rhs[explicit: $0] }
            && vertical.allSatisfy { lhs[explicit: $0] == rhs[explicit: $0] }
    }
}

/// The ``AlignmentID`` type behind a horizontal or vertical alignment; two alignments are equal
/// when their types are.
struct AlignmentGuideType: Equatable, @unchecked Sendable {
    // @unchecked: the only non-Sendable field is a metatype, which is immutable.
    let id: ObjectIdentifier
    private let type: any AlignmentID.Type

    init(_ type: any AlignmentID.Type) {
        id = ObjectIdentifier(type)
        self.type = type
    }

    func defaultValue(_ d: ViewDimensions) -> CGFloat { type.defaultValue(in: d) }

    static func == (a: AlignmentGuideType, b: AlignmentGuideType) -> Bool { a.id == b.id }
}

/// An alignment along the horizontal axis: leading, center, trailing, or your own ``AlignmentID``.
public struct HorizontalAlignment: Equatable, Sendable {
    private let guide: AlignmentGuideType
    /// An alignment named by `id`.
    public init(_ id: any AlignmentID.Type) { guide = AlignmentGuideType(id) }
    package func defaultValue(_ d: ViewDimensions) -> CGFloat { guide.defaultValue(d) }
    /// The key that names this alignment's guide (its ``AlignmentID`` type and axis).
    public var key: AlignmentKey { AlignmentKey(id: guide.id, axis: .horizontal) }

    /// The explicit value a container gives this guide from its children's explicit values
    /// (`nil` where a child sets none): their mean, or `nil` when no child sets one.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        combineExplicitValues(values)
    }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    /// The left edge (in left-to-right layouts).
    public static let leading = HorizontalAlignment(Leading.self)
    /// The middle.
    public static let center = HorizontalAlignment(Center.self)
    /// The right edge (in left-to-right layouts).
    public static let trailing = HorizontalAlignment(Trailing.self)
}

/// An alignment along the vertical axis: top, center, bottom, text baselines, or your own ``AlignmentID``.
public struct VerticalAlignment: Equatable, Sendable {
    private let guide: AlignmentGuideType
    /// An alignment named by `id`.
    public init(_ id: any AlignmentID.Type) { guide = AlignmentGuideType(id) }
    package func defaultValue(_ d: ViewDimensions) -> CGFloat { guide.defaultValue(d) }
    /// The key that names this alignment's guide (its ``AlignmentID`` type and axis).
    public var key: AlignmentKey { AlignmentKey(id: guide.id, axis: .vertical) }

    /// The explicit value a container gives this guide from its children's explicit values
    /// (`nil` where a child sets none): their mean, or `nil` when no child sets one.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        combineExplicitValues(values)
    }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    // Views without text use their bottom edge as baseline; Text sets the guide explicitly.
    enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    enum LastTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    /// The top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The middle.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the first line of text (the bottom edge for views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the last line of text (the bottom edge for views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A horizontal and a vertical alignment together, used by frames, overlays and `ZStack`.
public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// Combines two alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Center horizontally, center vertically.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading horizontally, center vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing horizontally, center vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Center horizontally, top vertically.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Center horizontally, bottom vertically.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Leading horizontally, top vertically.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Trailing horizontally, top vertically.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading horizontally, bottom vertically.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Trailing horizontally, bottom vertically.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

@MainActor
extension ViewNode {
    /// The dimensions of this node at `size`, with its explicit guides.
    func dimensions(_ size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [self] id in explicitGuide(id, size: size) }
    }

    package func guide(_ alignment: HorizontalAlignment, size: CGSize) -> CGFloat {
        explicitGuide(alignment.key, size: size) ?? alignment.defaultValue(ViewDimensions(size: size))
    }
    package func guide(_ alignment: VerticalAlignment, size: CGSize) -> CGFloat {
        explicitGuide(alignment.key, size: size) ?? alignment.defaultValue(ViewDimensions(size: size))
    }
}

/// Places a child of `childSize` inside `size` so that their `alignment` guides coincide.
@MainActor
package func alignedOrigin(
    of child: ViewNode, childSize: CGSize, in size: CGSize, alignment: Alignment, parent: ViewDimensions? = nil
) -> CGPoint {
    let container = parent ?? ViewDimensions(size: size)
    let x = container[alignment.horizontal] - child.guide(alignment.horizontal, size: childSize)
    let y = container[alignment.vertical] - child.guide(alignment.vertical, size: childSize)
    return CGPoint(x: x, y: y)
}

/// Names one alignment guide: its ``AlignmentID`` type and the axis it measures. Keys are
/// ordered (by axis, then type) so that they can be sorted.
public struct AlignmentKey: Hashable, Comparable, Sendable {
    let id: ObjectIdentifier
    let axis: Axis

    /// Whether `lhs` sorts before `rhs`: horizontal keys first, then by guide type.
    public static func < (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.axis.rawValue != rhs.axis.rawValue ? lhs.axis.rawValue < rhs.axis.rawValue : lhs.id < rhs.id
    }

    /// Whether two keys name the same guide.
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }

    /// Hashes the guide's type and axis.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(axis)
    }
}

/// The mean of the values that are not `nil`, or `nil` when all are (SwiftUI's default way to
/// combine the explicit guides of several children).
func combineExplicitValues<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    var sum: CGFloat = 0
    var count = 0
    for case let value? in values {
        sum += value
        count += 1
    }
    return count == 0 ? nil : sum / CGFloat(count)
}
