import Foundation

/// A tiny deterministic random number generator (SplitMix64), so noisy velocity tests give the
/// same numbers on every run and every platform.
struct SeededRandomGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value uniformly distributed in `-amplitude...amplitude`.
    mutating func symmetric(_ amplitude: Double) -> Double {
        Double.random(in: -amplitude...amplitude, using: &self)
    }
}

/// Sample times for a synthetic pointer stream.
enum SyntheticSampling {
    /// Times starting at `start`, `1 / rate` apart on average, covering `duration` seconds.
    ///
    /// With `jitter`, each interval is stretched or shrunk by up to 25% at random: the samples
    /// arrive irregularly, as real digitiser events do, and each timestamp is the true time of its
    /// sample.
    static func times(
        rate: Double, duration: Double, start: Double = 1_000, jitter: Bool,
        using random: inout SeededRandomGenerator
    ) -> [Double] {
        let interval = 1 / rate
        var times = [start]
        while times[times.count - 1] < start + duration {
            let stretch = jitter ? 1 + random.symmetric(0.25) : 1
            times.append(times[times.count - 1] + interval * stretch)
        }
        return times
    }
}
