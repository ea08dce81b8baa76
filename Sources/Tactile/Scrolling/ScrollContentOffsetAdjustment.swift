import Foundation

/// Whether a scroll view moves its content offset to keep what shows in place when the content
/// changes size, SwiftUI's `ScrollContentOffsetAdjustmentBehavior` (a transaction's setting).
/// *Accepted*: Tactile keeps the offset when sizes change and clamps it to the new range.
public struct ScrollContentOffsetAdjustmentBehavior {
    private let adjusts: Bool

    /// The platform's choice.
    public static var automatic: ScrollContentOffsetAdjustmentBehavior {
        ScrollContentOffsetAdjustmentBehavior(adjusts: true)
    }
    /// The offset is not adjusted.
    public static var disabled: ScrollContentOffsetAdjustmentBehavior {
        ScrollContentOffsetAdjustmentBehavior(adjusts: false)
    }
}
