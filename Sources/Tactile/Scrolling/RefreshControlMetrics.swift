import Foundation

/// The lengths and the animation of a scroll view's pull to refresh (`View/refreshable(action:)`),
/// named once with their reasons (Docs/Decisions.md#refresh-trigger).
public enum RefreshControlMetrics {
    /// How far the content must be pulled past its top (the overscroll, after rubber banding) for
    /// a release to refresh: 70 pt, the middle of the 60–80 pt at which UIKit's refresh control is
    /// seen to fire. With the rubber band of an 800 pt tall scroll view the finger travels about
    /// 140 pt for it: a deliberate pull, not the bounce of an ordinary scroll past the top.
    public static let triggerDistance: CGFloat = 70
    /// How far the content is held down while the action runs, the room the spinner is drawn in:
    /// UIKit's refresh control is 60 pt tall.
    public static let indicatorHeight: CGFloat = 60

    /// How the content moves to its held position and springs back when the action returns (the
    /// spring a scroll view's `scrollTo` uses, close to UIKit's inset animation).
    static var settle: Animation { .smooth }
}
