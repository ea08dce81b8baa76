import Foundation

/// What a ``ScrollTargetBehavior`` knows when it updates a target: SwiftUI's
/// `ScrollTargetBehaviorContext` (``ScrollTargetBehavior/TargetContext``).
///
/// Tactile's context has SwiftUI's five values; SwiftUI's lookup of environment values through
/// the context (`context.horizontalSizeClass`) is not provided.
public struct ScrollTargetBehaviorContext: Sendable {
    /// Where the content was when the scroll gesture began: a rect the size of the container at
    /// the content offset the touch found.
    public var originalTarget: ScrollTarget
    /// How fast the content offset was changing when the finger lifted, in points per second:
    /// positive `dy` when the content was moving up (the finger moving up, towards the end of the
    /// content), negative when moving down; zero at the end of a scroll wheel sequence.
    public var velocity: CGVector
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The size of the scroll view's visible part.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
}
