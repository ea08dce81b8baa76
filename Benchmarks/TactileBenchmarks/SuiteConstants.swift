// Every number the suite runs with, named once, with the reason for its value.

import Foundation

/// The suite's tuning.
enum SuiteConstants {
    /// Events (steps) each sample of a per-event benchmark sends.
    ///
    /// The harness adds a fixed number of mallocs to every sample (16 on Swift 6.3) and some
    /// nanoseconds of its own; spread over a thousand events, that is 0.016 mallocs and a fraction
    /// of a nanosecond per event, and the figures script subtracts the mallocs exactly anyway. A
    /// thousand events also make a sample long enough (a millisecond or more for most) for the
    /// wall clock to be read reliably, and make the text output easy to read: microseconds per
    /// sample are nanoseconds per event.
    static let eventsPerSample = 1_000

    /// Samples run and thrown away before measuring: enough to fill caches, run lazy
    /// initialisations (the swing table, type metadata) and let the allocator reach its steady
    /// state.
    static let warmupSamples = 3

    /// How long each benchmark samples for. One second gives hundreds of samples for the per-event
    /// benchmarks, enough for a stable median, and keeps the whole suite near half a minute.
    static let samplingDuration: Duration = .seconds(1)

    /// The most samples any benchmark takes (the harness's default).
    static let maximumSamples = 10_000

    /// Input sampling interval: a 120 Hz digitiser, the middle of the 60–240 Hz range the issue
    /// names. The engine's cost does not depend on it; it only keeps event times realistic.
    static let sampleInterval: TimeInterval = 1.0 / 120

    /// How far the moving pointers swing, in points, around where they went down. Large enough
    /// that every move passes every gesture's 10 pt threshold once the gesture has begun, small
    /// enough that nothing leaves its view and no card is swiped away (Kuchi discards past 100 pt).
    static let swing: CGFloat = 60

    /// The moves a swing goes through before it repeats: 40 moves of 1/120 s, a sweep of a third
    /// of a second, like a finger dragging something back and forth. It divides every batch of
    /// steps (1,000 and 100), so every sample replays the same positions: per-sample counts are
    /// then exactly comparable.
    static let swingPeriod = 40

    /// A long press's wait, just past SwiftUI's 0.5 s default minimum duration.
    static let longPressWait: TimeInterval = 0.55

    /// The moves of one whole long-press-then-drag interaction (about a quarter second of
    /// dragging at 120 Hz), for the framework-versus-hand-written comparison.
    static let movesPerInteraction = 30

    /// The grid sizes of the hit-testing benchmark (the 100, 1,000 and 10,000 views).
    static let gridSizes = [100, 1_000, 10_000]

    /// The side of the square window the grids fill, in points. Cells are `gridWindowSide /
    /// columns` points wide: 100, 25 and 10 pt for the three sizes, all touchable.
    static let gridWindowSide: CGFloat = 1_000

    /// How many different cells the grid benchmarks cycle through, spread over the grid on a
    /// diagonal, so that no single position (first or last in any traversal order) decides the
    /// figure. It divides every batch of steps, so every sample touches the same cells.
    static let gridProbeCount = 10

    /// Cards in the Kuchi Learn view of the host-frame benchmark (the 20).
    static let kuchiCardCount = 20

    /// The size of the synthetic trace the replay benchmark plays (the 100,000 events).
    static let replayEventCount = 100_000

    /// Samples of the replay benchmark: each replays the whole trace (seconds of work), so three
    /// give a median without stretching the suite. The fixture's own check replay warms up.
    static let replaySamples = 3

    /// The sampling budget of the replay benchmark: room for ``replaySamples`` replays of several
    /// seconds each (the harness stops after the first sample that crosses its budget).
    static let replaySamplingDuration: Duration = .seconds(30)

    /// Steps per sample of the benchmarks whose step takes milliseconds (the 10,000-view grid and
    /// the 20-card Kuchi frame, before the hot paths are tuned): a tenth of the usual batch keeps
    /// each sample under a second, so the suite stays short enough for CI.
    static let slowStepsPerSample = 100

    /// Warm-up samples of the slow benchmarks: one, since each is already hundreds of steps.
    static let slowWarmupSamples = 1

    /// The seed of the replay trace's noise: fixed, so every run replays the same events.
    static let replaySeed: UInt64 = 6
}
