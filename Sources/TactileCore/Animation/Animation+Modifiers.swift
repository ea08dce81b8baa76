import Foundation

/// Modifiers that change when, how fast and how often an animation plays.
///
/// Each wraps the animation it is called on, so order matters: a modifier applies to everything
/// written before it.
///
/// | Modifier | Effect on ``Animation/settlingDuration`` |
/// |---|---|
/// | ``Animation/delay(_:)`` | `+ delay` |
/// | ``Animation/speed(_:)`` | `/ speed` |
/// | ``Animation/repeatCount(_:autoreverses:)`` | `× count` |
/// | ``Animation/repeatForever(autoreverses:)`` | `infinity` |
extension Animation {
    /// The same animation, started `delay` seconds later.
    ///
    /// - Parameter delay: Seconds to wait before starting; negative values count as 0.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(.delay(max(delay, 0), node))
    }

    /// The same animation played `speed` times as fast (2 takes half the time).
    ///
    /// - Parameter speed: The playback rate. 0 or less freezes the animation at its start, so it
    ///   never completes.
    public func speed(_ speed: Double) -> Animation {
        Animation(.speed(speed, node))
    }

    /// The same animation played `repeatCount` times in a row.
    ///
    /// With `autoreverses`, every second pass runs backwards (end to start), so three passes go
    /// there, back and there again. Whatever the passes, the animated value ends at its new
    /// value; after an even number of auto-reversing passes this shows as a jump at the end, as in
    /// SwiftUI.
    ///
    /// - Parameters:
    ///   - repeatCount: How many passes to play in total; 0 or less plays none and completes at once.
    ///   - autoreverses: Whether every second pass runs backwards. Defaults to `true`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeating(count: max(repeatCount, 0), autoreverses: autoreverses, node))
    }

    /// The same animation played over and over, never completing.
    ///
    /// - Parameter autoreverses: Whether every second pass runs backwards. Defaults to `true`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeating(count: nil, autoreverses: autoreverses, node))
    }
}
