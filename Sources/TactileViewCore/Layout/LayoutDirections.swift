import Foundation

/// A direction along the horizontal axis, relative to the layout direction: toward the leading or
/// the trailing edge (used, for example, to say which ways a scroll view may be scrolled).
public enum HorizontalDirection: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// Toward the leading edge.
    case leading
    /// Toward the trailing edge.
    case trailing

    /// Both directions, leading first.
    nonisolated public static var allCases: [HorizontalDirection] { [.leading, .trailing] }
    /// The direction's number: 0 leading, 1 trailing.
    public var rawValue: Int8 { self == .leading ? 0 : 1 }
    /// The direction numbered `rawValue` (0 leading, 1 trailing), or `nil`.
    public init?(rawValue: Int8) {
        switch rawValue {
        case 0: self = .leading
        case 1: self = .trailing
        default: return nil
        }
    }

    /// A set of horizontal directions.
    public struct Set: OptionSet, Equatable, Hashable, Sendable {
        /// A set's elements are sets.
        public typealias Element = HorizontalDirection.Set
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `direction`.
        public init(_ direction: HorizontalDirection) { rawValue = 1 << direction.rawValue }
        /// Toward the leading edge.
        public static let leading = Set(.leading)
        /// Toward the trailing edge.
        public static let trailing = Set(.trailing)
        /// Both directions.
        public static let all: Set = [.leading, .trailing]
    }
}

/// A direction along the vertical axis: up or down.
public enum VerticalDirection: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// Toward the top.
    case up
    /// Toward the bottom.
    case down

    /// Both directions, up first.
    nonisolated public static var allCases: [VerticalDirection] { [.up, .down] }
    /// The direction's number: 0 up, 1 down.
    public var rawValue: Int8 { self == .up ? 0 : 1 }
    /// The direction numbered `rawValue` (0 up, 1 down), or `nil`.
    public init?(rawValue: Int8) {
        switch rawValue {
        case 0: self = .up
        case 1: self = .down
        default: return nil
        }
    }

    /// A set of vertical directions.
    public struct Set: OptionSet, Hashable, Sendable {
        /// A set's elements are sets.
        public typealias Element = VerticalDirection.Set
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `direction`.
        public init(_ direction: VerticalDirection) { rawValue = 1 << direction.rawValue }
        /// Toward the top.
        public static let up = Set(.up)
        /// Toward the bottom.
        public static let down = Set(.down)
        /// Both directions.
        public static let all: Set = [.up, .down]
    }
}
