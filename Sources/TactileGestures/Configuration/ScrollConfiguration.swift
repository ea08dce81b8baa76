import Foundation

/// How fast a flung scroll view slows down: the share of its speed it keeps each millisecond.
///
/// UIKit's two rates (`UIScrollView.DecelerationRate`), unchanged since iPhone OS 3, so that a
/// flick travels as far here as it does on an iPhone. A fling released at `v` points per second
/// travels `v / 1000 · r / (1 − r)` points: about half a second's worth of its speed at
/// ``normal``, a tenth at ``fast``.
public struct ScrollDecelerationRate: Hashable, Sendable {
    /// The share of speed kept per millisecond, in `0 ..< 1`.
    public var rate: Double

    /// A rate keeping `rate` of the speed each millisecond; values outside `0 ..< 1` are clamped
    /// (a rate of 1 or more would never stop).
    public init(rate: Double) {
        self.rate =
            rate.isFinite ? min(max(rate, 0), ScrollDecelerationRate.highestRate) : ScrollDecelerationRate.normal.rate
    }

    /// 0.998 per millisecond: UIKit's `.normal`, the rate of ordinary scroll views and lists.
    public static let normal = ScrollDecelerationRate(rate: 0.998)
    /// 0.99 per millisecond: UIKit's `.fast`, used for paging-like views that should settle quickly.
    public static let fast = ScrollDecelerationRate(rate: 0.99)

    /// The highest rate accepted: one that still comes to rest within a few minutes of virtual time.
    static let highestRate = 0.9999
}

/// The constants of scrolling (``ScrollGesture``), named in one place with the reason for each.
///
/// Part of ``GestureConfiguration`` (``GestureConfiguration/scroll``), so an engine or one
/// gesture tree can override them like every other constant.
public struct ScrollConfiguration: Sendable, Hashable {
    /// How far the finger must move (in the host's space) before a scroll view starts to scroll.
    ///
    /// 10 pt: iOS's pan hysteresis as observed (UIKit does not document it), and the same as a
    /// drag's default minimum distance, so that a scroll and a drag inside it reach their
    /// thresholds on the same event and the arbitration table decides between them.
    public var touchSlop: CGFloat = 10

    /// The `c` of the rubber-band curve `b = (1 − 1 / (x · c / d + 1)) · d`: how far content
    /// follows a finger that pulls it `x` past an edge of a view `d` long.
    ///
    /// 0.55 is the value found by the widely reused public analysis of UIKit: pulling 100 pt on a
    /// 960 pt view moves the content 52 pt.
    public var rubberBandCoefficient: CGFloat = 0.55

    /// How fast a fling slows down, unless the gesture asks for another rate.
    ///
    /// ``ScrollDecelerationRate/normal``: the rate of UIKit's scroll views and of SwiftUI's.
    public var decelerationRate: ScrollDecelerationRate = .normal

    /// The response (period of the undamped spring, in seconds) of the critically damped spring
    /// that brings content pulled or flung past an edge back to it.
    ///
    /// UIKit's spring is not public; 0.4 s gives the "few tenths of a second" return that is
    /// observed, without a visible bounce (critical damping never overshoots the edge).
    public var springBackResponse: TimeInterval = 0.4

    /// How often a fling or a spring-back asks for time to pass (a deadline), so that a host
    /// re-renders the moving content.
    ///
    /// 1/60 s: the playground's frame rate. Positions are computed in closed form from the release,
    /// so this changes only how often they are reported, never where the content goes.
    public var frameInterval: TimeInterval = 1.0 / 60.0

    /// A fling or spring-back ends, snapping to its resting place, once it is this close to it
    /// (and a spring also slower than ``restingSpeed``).
    ///
    /// Half a point: closer than any display can show, so the snap is invisible, and the resting
    /// place is exactly the one the deceleration formula gives.
    public var restingDistance: CGFloat = 0.5

    /// The speed (points per second) under which a spring-back may come to rest (see
    /// ``restingDistance``).
    ///
    /// 20 pt/s moves less than half a point in a 60 Hz frame.
    public var restingSpeed: CGFloat = 20

    /// How long after its last event a sequence of scroll wheel events (a touchpad's two-finger
    /// scroll with its momentum, a mouse wheel turned in one go) counts as over: the scroll view
    /// it moves comes to rest (its indicators hide, a paged view snaps) and the next wheel event
    /// chooses its scroll view afresh.
    ///
    /// 0.3 s: longer than the gaps inside a sequence (a touchpad and its momentum deliver one
    /// event per frame, a quickly turned mouse wheel a notch every few tens of milliseconds), so a
    /// sequence is not cut in two, and short enough that a paged view settles soon after the
    /// content stops.
    public var wheelIdleInterval: TimeInterval = 0.3

    /// The constants as documented above.
    public static let standard = ScrollConfiguration()

    /// Creates the standard configuration; change fields to override.
    public init() {}
}
