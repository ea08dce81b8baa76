/// Which parts of a lazy stack's or grid's sections stay pinned while scrolling, as SwiftUI's
/// `PinnedScrollableViews`. Tactile accepts the argument; nothing is pinned.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// A set's elements are sets.
    public typealias Element = PinnedScrollableViews
    /// The raw bits.
    public let rawValue: UInt32
    /// A set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
