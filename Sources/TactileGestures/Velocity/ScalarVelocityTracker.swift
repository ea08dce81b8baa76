// Estimates the rate of change of a single quantity, such as a pinch's scale or a rotation angle.

import Foundation

/// Estimates how fast a single quantity is changing, in units per second, from timestamped values.
///
/// Magnify and rotate gestures use it for their `velocity`: feed it the magnification (or the
/// rotation in radians) at each event and ask ``velocity(at:)``. The estimator, its input rules
/// and its cost are exactly those of ``VelocityTracker``, applied to one coordinate; see that type
/// for the details.
///
/// Values are `Double`; a `CGFloat` converts implicitly in both directions.
public struct ScalarVelocityTracker: Sendable {
    /// The one-dimensional value rides in the x coordinate of a planar tracker; y stays zero.
    private var planar: VelocityTracker

    /// The tuning this tracker was created with.
    public var configuration: VelocityConfiguration { planar.configuration }

    /// Creates an empty tracker.
    ///
    /// - Parameter configuration: the estimator's tuning; ``VelocityConfiguration/standard``
    ///   unless you have measured a reason to differ.
    public init(configuration: VelocityConfiguration = .standard) {
        self.planar = VelocityTracker(configuration: configuration)
    }

    /// Records that the quantity was `value` at `time` (in seconds, any fixed origin).
    ///
    /// Non-finite values and times, and samples earlier than the newest, are ignored; a sample at
    /// exactly the newest time replaces the newest.
    public mutating func addSample(_ value: Double, at time: TimeInterval) {
        planar.addSample(CGPoint(x: value, y: 0), at: time)
    }

    /// The estimated rate of change at `time`, in units per second; zero when the tracker has not
    /// received a sample for ``VelocityConfiguration/stopThreshold`` or there are fewer than two
    /// usable samples.
    public func velocity(at time: TimeInterval) -> Double {
        Double(planar.velocity(at: time).dx)
    }

    /// Forgets every sample, keeping the buffer for reuse.
    public mutating func reset() {
        planar.reset()
    }
}
