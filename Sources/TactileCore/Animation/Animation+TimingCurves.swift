import Foundation

/// Timing-curve animations: a fixed duration and a cubic Bézier easing.
///
/// | Factory | Control points | Default duration |
/// |---|---|---|
/// | ``Animation/linear`` | (0, 0) (1, 1) | 0.35 s |
/// | ``Animation/easeIn`` | (0.42, 0) (1, 1) | 0.35 s |
/// | ``Animation/easeOut`` | (0, 0) (0.58, 1) | 0.35 s |
/// | ``Animation/easeInOut`` | (0.42, 0) (0.58, 1) | 0.35 s |
/// | ``Animation/timingCurve(_:_:_:_:duration:)`` | yours | 0.35 s |
///
/// Negative durations are treated as 0, which completes at once.
extension Animation {
    /// Makes a timing-curve animation, clamping the duration to be non-negative.
    private static func curve(_ curve: TimingCurve, _ duration: TimeInterval) -> Animation {
        Animation(.curve(UnitCurve(.bezier(curve)), duration: max(duration, 0)))
    }

    /// An animation that moves at a constant speed for the default 0.35 s.
    public static var linear: Animation { linear(duration: AnimationDefaults.curveDuration) }

    /// An animation that moves at a constant speed for `duration` seconds.
    ///
    /// - Parameter duration: How long the animation takes, in seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        curve(.linear, duration)
    }

    /// An animation that starts slowly and speeds up, over the default 0.35 s.
    public static var easeIn: Animation { easeIn(duration: AnimationDefaults.curveDuration) }

    /// An animation that starts slowly and speeds up, over `duration` seconds.
    ///
    /// - Parameter duration: How long the animation takes, in seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        curve(.easeIn, duration)
    }

    /// An animation that starts quickly and slows down, over the default 0.35 s.
    public static var easeOut: Animation { easeOut(duration: AnimationDefaults.curveDuration) }

    /// An animation that starts quickly and slows down, over `duration` seconds.
    ///
    /// - Parameter duration: How long the animation takes, in seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        curve(.easeOut, duration)
    }

    /// An animation that starts and ends slowly, over the default 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: AnimationDefaults.curveDuration) }

    /// An animation that starts and ends slowly, over `duration` seconds.
    ///
    /// - Parameter duration: How long the animation takes, in seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        curve(.easeInOut, duration)
    }

    /// An animation eased by a cubic Bézier from (0, 0) to (1, 1) with control points
    /// (`c0x`, `c0y`) and (`c1x`, `c1y`), as CSS `cubic-bezier()` defines it.
    ///
    /// The x coordinates are clamped to `0...1` so that every moment has one value; the y
    /// coordinates are free, so a curve may overshoot.
    ///
    /// - Parameters:
    ///   - c0x: The first control point's x (time) coordinate.
    ///   - c0y: The first control point's y (progress) coordinate.
    ///   - c1x: The second control point's x coordinate.
    ///   - c1y: The second control point's y coordinate.
    ///   - duration: How long the animation takes, in seconds; 0.35 by default.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
        duration: TimeInterval = AnimationDefaults.curveDuration
    ) -> Animation {
        curve(TimingCurve(c0x, c0y, c1x, c1y), duration)
    }
}
