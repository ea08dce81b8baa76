import Foundation

/// The named springs, the same oscillators as the `Animation` springs of the same names.
///
/// | Preset | Duration | Bounce |
/// |---|---|---|
/// | ``smooth`` | 0.5 | 0 |
/// | ``snappy`` | 0.5 | 0.15 |
/// | ``bouncy`` | 0.5 | 0.3 |
extension Spring {
    /// A spring with no bounce and a 0.5 s perceptual duration.
    public static var smooth: Spring { smooth() }

    /// A spring with no bounce, tunable.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0. Defaults to 0.
    public static func smooth(
        duration: TimeInterval = AnimationDefaults.perceptualDuration, extraBounce: Double = 0
    ) -> Spring {
        Spring(duration: duration, bounce: AnimationDefaults.smoothBounce + extraBounce)
    }

    /// A spring with a little bounce (0.15) and a 0.5 s perceptual duration.
    public static var snappy: Spring { snappy() }

    /// A spring with a little bounce, tunable.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.15. Defaults to 0.
    public static func snappy(
        duration: TimeInterval = AnimationDefaults.perceptualDuration, extraBounce: Double = 0
    ) -> Spring {
        Spring(duration: duration, bounce: AnimationDefaults.snappyBounce + extraBounce)
    }

    /// A spring with a visible bounce (0.3) and a 0.5 s perceptual duration.
    public static var bouncy: Spring { bouncy() }

    /// A spring with a visible bounce, tunable.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.3. Defaults to 0.
    public static func bouncy(
        duration: TimeInterval = AnimationDefaults.perceptualDuration, extraBounce: Double = 0
    ) -> Spring {
        Spring(duration: duration, bounce: AnimationDefaults.bouncyBounce + extraBounce)
    }
}
