import Foundation

/// A place a scroll view is asked to rest at: SwiftUI's `ScrollTarget`, what a
/// ``ScrollTargetBehavior`` updates in ``ScrollTargetBehavior/updateTarget(_:context:)``.
///
/// `rect` is the part of the content to show, in the content's coordinates (its origin is the
/// content offset: `rect.minY` is how far the content is scrolled up). Without an `anchor` the
/// scroll view rests with `rect`'s origin at its top-left corner; with one, with the point of
/// `rect` at `anchor` at the same point of the scroll view (`.bottom`: `rect`'s bottom edge at
/// the scroll view's bottom edge). Either way clamped to the range the content can rest in.
public struct ScrollTarget: Hashable, Sendable {
    /// The part of the content to show, in content coordinates.
    public var rect: CGRect
    /// Which point of `rect` lines up with the same point of the scroll view (`nil`: the origin).
    public var anchor: UnitPoint?

    /// A target showing `rect`, lined up at `anchor`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }

    /// The content offset that shows this target in a container of `container`'s size.
    func contentOffset(in container: CGSize) -> CGPoint {
        guard let anchor else { return rect.origin }
        return CGPoint(
            x: rect.minX + anchor.x * (rect.width - container.width),
            y: rect.minY + anchor.y * (rect.height - container.height))
    }
}
