import Foundation

/// A size a parent proposes to a child; `nil` in a dimension asks for the child's ideal size there.
///
/// SwiftUI's layout is propose → choose → place: the parent proposes, the child answers with the size
/// it wants (which the parent must respect), the parent places it. `0` asks for the minimum,
/// `.infinity` for the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal of the given dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    package init(axis: Axis, along: CGFloat?, across: CGFloat?) {
        if axis == .horizontal {
            self.init(width: along, height: across)
        } else {
            self.init(width: across, height: along)
        }
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    package var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// Both axes, horizontal first.
    nonisolated public static var allCases: [Axis] { [.horizontal, .vertical] }
    /// The axis's number: 0 horizontal, 1 vertical.
    public var rawValue: Int8 { self == .horizontal ? 0 : 1 }
    /// The axis numbered `rawValue` (0 horizontal, 1 vertical), or `nil`.
    public init?(rawValue: Int8) {
        switch rawValue {
        case 0: self = .horizontal
        case 1: self = .vertical
        default: return nil
        }
    }

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// A set's elements are sets.
        public typealias Element = Axis.Set
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

extension Axis: CustomStringConvertible {
    /// `"horizontal"` or `"vertical"`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// What a child learns about the layout it is in.
package struct LayoutContext: Equatable {
    /// The axis of the stack the node is an element of (passed through modifiers), for spacers.
    var stackAxis: Axis?
    /// A context inside a stack along `stackAxis` (`nil`: none).
    package init(stackAxis: Axis?) { self.stackAxis = stackAxis }
    package static let none = LayoutContext(stackAxis: nil)
}

extension CGSize {
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    package init(axis: Axis, along: CGFloat, across: CGFloat) {
        if axis == .horizontal {
            self.init(width: along, height: across)
        } else {
            self.init(width: across, height: along)
        }
    }
}

extension CGPoint {
    package init(axis: Axis, along: CGFloat, across: CGFloat) {
        if axis == .horizontal { self.init(x: along, y: across) } else { self.init(x: across, y: along) }
    }
}
