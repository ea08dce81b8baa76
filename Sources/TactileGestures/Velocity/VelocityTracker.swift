// Estimates the velocity of a moving pointer from its recent positions.

import Foundation

/// Estimates how fast a point is moving, in units per second, from timestamped positions.
///
/// Drag gestures use it for `DragGesture.Value.velocity` and the predicted end location. Feed it
/// every position the pointer reports with ``addSample(_:at:)`` and ask ``velocity(at:)`` when a
/// value is needed.
///
/// ## The estimator
///
/// This is the least-squares estimator of Flutter's and Android's velocity trackers:
///
/// 1. The last ``VelocityConfiguration/sampleCount`` samples are kept in a ring buffer.
/// 2. If the newest sample is at least ``VelocityConfiguration/stopThreshold`` old at the query
///    time, the pointer has stopped and the velocity is zero.
/// 3. Walking back from the newest sample, samples are used until one is more than
///    ``VelocityConfiguration/horizon`` older than the newest, or more than `stopThreshold` older
///    than the sample after it.
/// 4. Over that window, with time measured relative to the newest sample, each coordinate is
///    fitted by an unweighted least-squares polynomial of ``VelocityConfiguration/polynomialDegree``
///    (2 by default). The velocity is the polynomial's slope at the newest sample.
/// 5. With fewer than ``VelocityConfiguration/minimumSampleCount`` samples in the window, or sample
///    times too close together to determine a quadratic, a straight line is fitted instead (with
///    two samples, that is their two-point slope). With one sample the velocity is zero.
///
/// Why this estimator: a fit over ~100 ms averages out digitiser noise and irregular timestamps,
/// which make a two-point slope jump by hundreds of points per second; the quadratic term lets the
/// fit follow a finger that is speeding up or slowing down, so the slope at the newest sample is
/// the speed *now* and not the window's average; and the stop rule means a finger that rests
/// before lifting does not fling.
///
/// ## Input rules
///
/// - A sample with a non-finite time or position is ignored: it never poisons the estimate.
/// - A sample at the same time as the newest replaces it (the later report wins).
/// - A sample earlier than the newest is ignored.
/// - A lift where the newest sample was adds no sample (`addLift(_:at:)`, which `DragGesture` and
///   `ScrollGesture` use for the pointer's up): it reports no new position, and as a sample it
///   would read as a sudden stop. The velocity at the lift's time is the fit at the last move, or
///   zero when the pointer rested for ``VelocityConfiguration/stopThreshold`` before lifting. A
///   lift somewhere else is a sample.
///
/// ## Cost
///
/// The ring buffer is allocated once, in ``init(configuration:)``. ``addSample(_:at:)`` is O(1)
/// and ``velocity(at:)`` is O(``VelocityConfiguration/sampleCount``); neither allocates, unless the
/// tracker was copied and its buffer is still shared, in which case the first ``addSample(_:at:)``
/// after the copy copies the buffer (copy-on-write).
public struct VelocityTracker: Sendable {
    /// The tuning this tracker was created with.
    public let configuration: VelocityConfiguration

    private struct Sample {
        var time: Double
        var position: SIMD2<Double>
    }

    /// Fixed-size ring buffer; slots outside the `storedCount` newest ones hold stale values.
    private var samples: [Sample]

    /// The slot of the newest sample; meaningful only while `storedCount > 0`.
    private var newestIndex: Int

    /// How many slots hold live samples, at most `samples.count`.
    private var storedCount = 0

    /// How many samples, newest first, the fit at the newest sample uses (zero with none stored):
    /// the window of step 3 in the type's documentation, kept up to date by
    /// ``addSample(_:at:)`` so that a velocity query does not walk the buffer to find it.
    ///
    /// The window depends only on the stored times, never on the query time. A new sample later
    /// than the newest extends the previous window by one, unless the gap before it is a pause or
    /// beyond the horizon (then it is alone); the extended window then loses, from its oldest end,
    /// the samples beyond the horizon of the new newest. That is the walk's result: the samples
    /// just past the previous window stay excluded (a pause stays a pause, and a sample beyond the
    /// previous newest's horizon is beyond the later newest's, subtraction being monotone), within
    /// it the gaps were all checked, and the horizon test fails on a suffix of the walk because
    /// `newest − t` only grows as `t` gets older.
    private var windowCount = 0

    /// Creates an empty tracker.
    ///
    /// - Parameter configuration: the estimator's tuning; ``VelocityConfiguration/standard``
    ///   unless you have measured a reason to differ.
    public init(configuration: VelocityConfiguration = .standard) {
        self.configuration = configuration
        let capacity = max(1, configuration.sampleCount)
        self.samples = Array(repeating: Sample(time: 0, position: .zero), count: capacity)
        self.newestIndex = capacity - 1
    }

    /// Records that the pointer was at `position` at `time` (in seconds, any fixed origin).
    ///
    /// Samples with a non-finite time or coordinate and samples earlier than the newest are
    /// ignored; a sample at exactly the newest time replaces the newest.
    public mutating func addSample(_ position: CGPoint, at time: TimeInterval) {
        let sample = Sample(time: time, position: SIMD2(Double(position.x), Double(position.y)))
        guard time.isFinite, sample.position.x.isFinite, sample.position.y.isFinite else { return }
        var window = 1
        if storedCount > 0 {
            let newestTime = samples.withUnsafeBufferPointer { $0[newestIndex].time }
            if time < newestTime { return }
            if time == newestTime {
                // Same time: the window, which depends on times alone, stays.
                samples[newestIndex] = sample
                return
            }
            // The walk's first step, from the new sample to the previous newest.
            if !(time - newestTime > configuration.horizon || time - newestTime > configuration.stopThreshold) {
                window = windowCount &+ 1
            }
        }
        // The ring's indices stay in `0..<capacity` (the buffer never changes size), and the
        // counts in `0...capacity`: the buffer is written and read without bounds checks, after
        // one uniqueness check, and the index arithmetic cannot overflow.
        let capacity = samples.count
        let newest = newestIndex &+ 1 == capacity ? 0 : newestIndex &+ 1
        let stored = min(storedCount &+ 1, capacity)
        window = min(window, stored)
        let horizon = configuration.horizon
        samples.withUnsafeMutableBufferPointer { samples in
            samples[newest] = sample
            // Drop, oldest first, the samples beyond the new newest's horizon.
            var oldest = newest &- (window &- 1)
            if oldest < 0 { oldest &+= capacity }
            while window > 1 {
                guard time - samples[oldest].time > horizon else { break }
                window &-= 1
                oldest = oldest &+ 1 == capacity ? 0 : oldest &+ 1
            }
        }
        newestIndex = newest
        storedCount = stored
        windowCount = window
    }

    /// Records that the pointer lifted at `position` at `time`: a sample like
    /// ``addSample(_:at:)``'s, unless `position` is where the newest sample was.
    ///
    /// A lift where the pointer last was (a mouse button released where the last move was, a
    /// touch ending where it last moved) reports no new position, so it adds no sample: the
    /// velocity at the lift's time is then the fit at the last move, or zero when that move is
    /// ``VelocityConfiguration/stopThreshold`` old (a pointer that rested before lifting). As a
    /// sample it would read as a sudden stop, and with an uneven sampling pace (a pause that cuts
    /// the window to the last two moves and the lift) the quadratic through that stop slopes
    /// against the motion. A lift somewhere else is a sample. Drags and scrolls send their lifts
    /// here (Docs/Semantics.md, "A lift in place adds no velocity sample").
    package mutating func addLift(_ position: CGPoint, at time: TimeInterval) {
        if storedCount > 0 {
            let newest = samples.withUnsafeBufferPointer { $0[newestIndex].position }
            if newest == SIMD2(Double(position.x), Double(position.y)) { return }
        }
        addSample(position, at: time)
    }

    /// The estimated velocity at `time`, in position units per second.
    ///
    /// `time` is normally the time of the newest sample or later (the time of the event being
    /// handled). The estimate is the slope at the newest sample; `time` only decides whether the
    /// pointer has stopped. It is zero when there are fewer than two usable samples, when the
    /// newest sample is at least ``VelocityConfiguration/stopThreshold`` older than `time`, or
    /// when `time` is NaN.
    public func velocity(at time: TimeInterval) -> CGVector {
        guard let slope = slope(at: time) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: CGFloat(slope.x), dy: CGFloat(slope.y))
    }

    /// Forgets every sample, keeping the buffer for reuse.
    public mutating func reset() {
        storedCount = 0
        windowCount = 0
        newestIndex = samples.count - 1
    }

    /// The fitted slope in units per second, or `nil` when the velocity is zero by rule or the
    /// samples cannot determine it.
    @inline(__always)
    private func slope(at time: TimeInterval) -> SIMD2<Double>? {
        guard storedCount > 0 else { return nil }
        return samples.withUnsafeBufferPointer { samples in
            let newest = samples[newestIndex]
            // Written so that a NaN `time` also counts as stopped.
            guard time - newest.time < configuration.stopThreshold else { return nil }

            // The window (contiguous samples within the horizon, without pauses) was found as
            // the samples were added.
            let windowCount = self.windowCount
            var oldestIndex = newestIndex - (windowCount - 1)
            if oldestIndex < 0 { oldestIndex += samples.count }
            let span = newest.time - samples[oldestIndex].time
            guard windowCount >= 2, span > 0 else { return nil }

            // Fit in normalised coordinates: u in -1...0 (0 at the newest sample) and positions
            // relative to the newest, which keeps the power sums well conditioned at any time
            // origin, sampling rate or screen position. The slope per unit u is then the slope per
            // `span`.
            // Newest to oldest, as the ring's two runs: down from the newest slot to slot 0, then
            // down from the last slot (no wrap test per sample).
            var fit = LeastSquaresFit()
            let newerRun = min(windowCount, newestIndex + 1)
            for offset in 0..<newerRun {
                let sample = samples[newestIndex &- offset]
                fit.add(u: (sample.time - newest.time) / span, y: sample.position - newest.position)
            }
            let lastIndex = samples.count - 1
            for offset in 0..<(windowCount - newerRun) {
                let sample = samples[lastIndex &- offset]
                fit.add(u: (sample.time - newest.time) / span, y: sample.position - newest.position)
            }
            let degree = min(max(configuration.polynomialDegree, 1), 2)
            guard
                let slope = fit.slope(
                    degree: degree, minimumQuadraticCount: configuration.minimumSampleCount)
            else { return nil }
            return slope / span
        }
    }
}
