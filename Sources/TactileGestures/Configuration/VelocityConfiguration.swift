// The tuning of the velocity estimator, every number named once with its reason.

import Foundation

/// The parameters of ``VelocityTracker`` and ``ScalarVelocityTracker``.
///
/// The defaults (``standard``) are the values Flutter's and Android's least-squares trackers have
/// used for years on touch screens, so flick speeds feel the same as on those platforms. Change
/// them only with a measurement in hand.
///
/// The trackers sanitise what they are given: ``sampleCount`` and ``minimumSampleCount`` below 1
/// count as 1, and ``polynomialDegree`` is clamped into `1...2`.
public struct VelocityConfiguration: Sendable, Hashable {
    /// How many samples the tracker keeps, the size of its ring buffer. Default 20.
    ///
    /// Twenty samples cover the whole ``horizon`` at input rates up to 200 Hz, and the last 80 ms
    /// at 240 Hz, which is still plenty for a stable fit. The buffer is allocated once, when the
    /// tracker is created.
    public var sampleCount: Int

    /// How far back from the newest sample the fit looks, in seconds. Default 0.100.
    ///
    /// Samples more than this much older than the newest sample are ignored. A tenth of a second
    /// is long enough to average away jitter and noise, and short enough that a finger that is
    /// slowing down is measured at its current speed rather than the speed it had earlier.
    public var horizon: TimeInterval

    /// The pause, in seconds, after which the pointer counts as stopped. Default 0.040.
    ///
    /// Two rules use it:
    /// - If the newest sample is at least this old at the time velocity is asked for, the velocity
    ///   is zero: the finger rested before lifting, so there should be no fling.
    /// - Walking back from the newest sample, a gap of *more* than this between two consecutive
    ///   samples ends the window: movement before a pause says nothing about movement after it.
    ///
    /// Forty milliseconds is more than twice the frame interval of a 60 Hz digitiser, so ordinary
    /// sampling never looks like a pause.
    public var stopThreshold: TimeInterval

    /// How many samples the quadratic fit needs. Default 3.
    ///
    /// Three is the fewest that determine a quadratic. With fewer samples in the window the
    /// tracker falls back: two samples give their two-point slope, one gives zero.
    public var minimumSampleCount: Int

    /// The degree of the polynomial fitted to position over time: 2 (quadratic) or 1 (linear).
    /// Default 2.
    ///
    /// A quadratic follows a finger that speeds up or slows down, so the slope at the newest
    /// sample is the current speed rather than the window's average; a straight line lags behind
    /// a decelerating flick.
    public var polynomialDegree: Int

    /// Creates a configuration; every parameter defaults to the ``standard`` value.
    public init(
        sampleCount: Int = 20,
        horizon: TimeInterval = 0.100,
        stopThreshold: TimeInterval = 0.040,
        minimumSampleCount: Int = 3,
        polynomialDegree: Int = 2
    ) {
        self.sampleCount = sampleCount
        self.horizon = horizon
        self.stopThreshold = stopThreshold
        self.minimumSampleCount = minimumSampleCount
        self.polynomialDegree = polynomialDegree
    }

    /// The default tuning: 20 samples, 100 ms horizon, 40 ms stop threshold, quadratic fit from
    /// 3 samples.
    public static let standard = VelocityConfiguration()
}
