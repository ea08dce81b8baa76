// SwiftUI's `GestureMask`: which gestures a gesture-attaching modifier leaves enabled.

/// Options that enable a gesture, the gestures of the view's subviews, both, or neither.
///
/// This mirrors SwiftUI's `GestureMask`, the `including:` argument of `gesture(_:including:)`,
/// `highPriorityGesture(_:including:)` and `simultaneousGesture(_:including:)`:
///
/// | Mask | The attached gesture | Gestures of subviews |
/// |---|---|---|
/// | `none` | disabled | disabled |
/// | `gesture` | enabled | disabled |
/// | `subviews` | disabled | enabled |
/// | `all` (the default) | enabled | enabled |
///
/// The raw values match SwiftUI's: `none` = 0, `gesture` = 1, `subviews` = 2, `all` = 3.
public struct GestureMask: OptionSet, Sendable, Hashable {
    /// A mask's elements are masks.
    public typealias Element = GestureMask
    /// The mask's bits.
    public let rawValue: UInt32

    /// Creates a mask from its bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Disables both the attached gesture and the subviews' gestures.
    public static let none = GestureMask([])

    /// Enables the attached gesture only.
    public static let gesture = GestureMask(rawValue: 1 << 0)

    /// Enables the subviews' gestures only.
    public static let subviews = GestureMask(rawValue: 1 << 1)

    /// Enables the attached gesture and the subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}
