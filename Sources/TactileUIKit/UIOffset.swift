import Foundation

/// A horizontal and vertical adjustment, UIKit's `UIOffset` (a bar title's position, for one).
public struct UIOffset: Hashable, Sendable {
    /// The adjustment along x, in points.
    public var horizontal: CGFloat
    /// The adjustment along y, in points.
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical`.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()
}
