import Foundation

/// Which corners of a rectangle to round, UIKit's `UIRectCorner`, as
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` takes them.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners as bits: UIKit's values.
    public let rawValue: UInt

    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (the minimum x and y).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
