import Foundation

/// Every default and tolerance of the animation types, named once.
///
/// Each value says where it comes from. The public factories on ``Animation`` use these names as
/// their default arguments so that a number never appears twice.
@usableFromInline
enum AnimationDefaults {
    // MARK: Timing curves

    /// Length of `linear`, `easeIn`, `easeOut`, `easeInOut` and `timingCurve` when no duration is
    /// given. SwiftUI documents 0.35 s for the eased curves and for `timingCurve`; `linear` uses
    /// the same length, as measured on Apple platforms.
    @usableFromInline static let curveDuration: TimeInterval = 0.35

    // MARK: spring(response:dampingFraction:blendDuration:)

    /// `spring()`'s response (period of the undamped spring), from SwiftUI's signature.
    @usableFromInline static let springResponse: Double = 0.5
    /// `spring()`'s damping fraction, from SwiftUI's signature: slightly under-damped.
    @usableFromInline static let springDampingFraction: Double = 0.825

    /// `interactiveSpring()`'s response, from SwiftUI's signature: short, to follow a finger.
    @usableFromInline static let interactiveResponse: Double = 0.15
    /// `interactiveSpring()`'s damping fraction, from SwiftUI's signature.
    @usableFromInline static let interactiveDampingFraction: Double = 0.86
    /// `interactiveSpring()`'s blend duration, from SwiftUI's signature.
    @usableFromInline static let interactiveBlendDuration: TimeInterval = 0.25

    // MARK: Animation.default

    /// Response of ``Animation/default``. Since iOS 17 / macOS 14 SwiftUI documents `default` as
    /// `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)` (it was `easeInOut` before).
    @usableFromInline static let defaultResponse: Double = 0.55
    /// Damping fraction of ``Animation/default``: critically damped, so it never overshoots.
    @usableFromInline static let defaultDampingFraction: Double = 1.0

    // MARK: spring(duration:bounce:) family

    /// Perceptual duration of `spring(duration:bounce:)`, `smooth`, `snappy` and `bouncy`.
    @usableFromInline static let perceptualDuration: TimeInterval = 0.5
    /// Base bounce of `smooth`: none.
    @usableFromInline static let smoothBounce: Double = 0
    /// Base bounce of `snappy`, as SwiftUI documents it.
    @usableFromInline static let snappyBounce: Double = 0.15
    /// Base bounce of `bouncy`, as SwiftUI documents it.
    @usableFromInline static let bouncyBounce: Double = 0.3

    /// Lowest bounce accepted. SwiftUI allows down to -1, but -1 means infinite damping (a spring
    /// that never moves), so the range stops just short of it.
    @usableFromInline static let minimumBounce: Double = -0.99
    /// Highest bounce accepted: 1 is an undamped spring that oscillates forever.
    @usableFromInline static let maximumBounce: Double = 1

    // MARK: Settling

    /// How close to rest a spring must stay, as a fraction of the distance travelled, to count as
    /// settled: 0.1 %, i.e. half a point on a 500-point move, below what the eye can see.
    @usableFromInline static let springSettlingTolerance: Double = 1e-3
}
