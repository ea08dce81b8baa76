// How every benchmark of the suite is registered: one fixture per benchmark, built before the
// samples run, driven on the main actor, measured only around the events it sends.

import Benchmark
import Foundation

/// Something a benchmark drives: it holds the engine or host, already set up (pointers down,
/// long presses decided), and sends one unit of work per call.
@MainActor
protocol BenchmarkFixture: AnyObject {
    /// Sends one event (or one unit the benchmark's name states, e.g. a down and its cancel).
    func step()
}

/// The harness's `Benchmark` object, handed to the main actor for one sample.
///
/// The harness runs one sample at a time and touches the object only before and after the
/// closure that receives it, so crossing to the main actor and back is race-free; the compiler
/// cannot know that, hence `@unchecked`.
private struct SampleHandle: @unchecked Sendable {
    let benchmark: Benchmark
}

/// The fixture of one benchmark, created by its setup and dropped by its teardown, so that a run
/// filtered to other benchmarks never builds it.
@MainActor
private final class FixtureSlot {
    var fixture: (any BenchmarkFixture)?
    nonisolated init() {}
}

// Every benchmark measures wall clock and mallocs per sample, each sample a whole batch of steps.
// The harness's scaling factor stays at one on purpose: it would divide every figure by the batch
// size and round, so that 16 mallocs per sample print as 0 and 600 as 1 (and its automatic units
// would print 138,412 mallocs as 138 K, so malloc counts are pinned to plain counts). Unscaled, the text
// output and the exports carry exact counts per sample, the malloc thresholds compare exact
// counts, and `scripts/benchmark-figures.sh` does the division, subtracting the harness's own
// mallocs (the empty benchmark's) first.

/// Registers the benchmark "`subject`: `steps` `unit`" (for example "Drag: 1000 moves"), whose
/// every sample calls `step()` `steps` times on the fixture `make` builds, on the main actor, for
/// exactly `samples` samples after `warmupSamples`. Only those calls are measured: building the
/// fixture (in the benchmark's setup) and crossing to the main actor are not. The CI malloc check
/// accepts a count up to `mallocTolerance` above the benchmark's threshold (per sample).
///
/// The name states the work of one sample, so the harness's per-sample figures read as what they
/// are, and `scripts/benchmark-figures.sh` divides by the number it finds there.
func registerFixtureBenchmark(
    _ subject: String, steps: Int = SuiteConstants.eventsPerSample, unit: String,
    samples: Int = SuiteConstants.fastSamples, warmupSamples: Int = SuiteConstants.warmupSamples,
    mallocTolerance: Int = 0,
    make: @escaping @MainActor @Sendable () -> any BenchmarkFixture
) {
    let slot = FixtureSlot()
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        // Exact counts everywhere, never thousands (K) or millions (M) rounded.
        units: [.mallocCountTotal: .count],
        warmupIterations: warmupSamples,
        scalingFactor: .one,
        maxDuration: SuiteConstants.samplingTimeLimit,
        maxIterations: samples,
        // The malloc check compares counts exactly unless a benchmark is known to vary.
        thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: mallocTolerance])]
    )
    Benchmark(
        "\(subject): \(steps) \(unit)", configuration: configuration,
        closure: { benchmark in
            let handle = SampleHandle(benchmark: benchmark)
            await MainActor.run {
                guard let fixture = slot.fixture else {
                    handle.benchmark.error("the fixture was not built")
                    return
                }
                handle.benchmark.startMeasurement()
                for _ in 0..<steps {
                    fixture.step()
                }
                handle.benchmark.stopMeasurement()
            }
        },
        setup: { await MainActor.run { slot.fixture = make() } },
        teardown: { await MainActor.run { slot.fixture = nil } }
    )
}
