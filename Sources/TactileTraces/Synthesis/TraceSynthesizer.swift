import Foundation
import TactileGestures

/// How synthesized pointers are sampled: rate, noise and the seed that makes the noise repeatable.
public struct SamplingOptions: Hashable, Sendable {
    /// Samples per second while a pointer moves (a touch screen reports at 60, 120 or 240 Hz).
    public var rate: Double
    /// Standard deviation of the position noise added to every sample, in points (a finger is
    /// never perfectly still or straight). 0 for exact positions.
    public var positionNoise: Double
    /// How far sample times stray from the regular grid, as a fraction of the sample interval
    /// (uniform in ±jitter/2 intervals). 0 for a perfect clock.
    public var timeJitter: Double
    /// The seed of the noise: the same seed and options always give the same trace.
    public var seed: UInt64
    /// The device.
    public var kind: PointerKind
    /// The time of the first event.
    public var start: TimeInterval

    /// Creates sampling options: 120 Hz, no noise, seed 1, touch, starting at 0.
    public init(
        rate: Double = 120, positionNoise: Double = 0, timeJitter: Double = 0, seed: UInt64 = 1,
        kind: PointerKind = .touch, start: TimeInterval = 0
    ) {
        self.rate = rate
        self.positionNoise = positionNoise
        self.timeJitter = timeJitter
        self.seed = seed
        self.kind = kind
        self.start = start
    }
}

/// Writes the pointer events of common interactions, deterministically.
///
/// Every function returns events in time order starting at ``SamplingOptions/start``; times are
/// rounded to microseconds and locations to thousandths of a point, so a synthesized trace reads
/// back from its file unchanged.
///
/// ```swift
/// let events = TraceSynthesizer.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400),
///                                    velocity: 800, sampling: SamplingOptions(rate: 60))
/// ```
public enum TraceSynthesizer {
    /// How long a synthesized tap's finger stays down.
    public static let tapHoldDuration: TimeInterval = 0.05
    /// The pause between the taps of a multi-tap (well inside the 0.35 s multi-tap window).
    public static let tapGap: TimeInterval = 0.15

    /// `count` taps at `location`.
    public static func tap(at location: CGPoint, count: Int = 1, sampling: SamplingOptions = .init()) -> [InputEvent] {
        var writer = EventWriter(sampling)
        var time = sampling.start
        for index in 0..<max(1, count) {
            if index > 0 { time += tapGap }
            writer.add(time, 0, .down, location)
            time += tapHoldDuration
            writer.add(time, 0, .up, location)
        }
        return writer.events
    }

    /// A finger held still at `location` for `duration` seconds. With position noise, the finger
    /// trembles: moves are sampled at the rate.
    public static func longPress(at location: CGPoint, duration: TimeInterval, sampling: SamplingOptions = .init())
        -> [InputEvent]
    {
        var writer = EventWriter(sampling)
        let start = sampling.start
        writer.add(start, 0, .down, location, noisy: false)
        if sampling.positionNoise > 0 {
            for time in writer.sampleTimes(from: start, duration: duration) {
                writer.add(time, 0, .move, location)
            }
        }
        writer.add(start + duration, 0, .up, location)
        return writer.events
    }

    /// A straight drag from `start` to `end` at a constant `velocity` (points per second), sampled
    /// at the rate, then `hold` seconds still before the lift (0: the finger lifts while moving,
    /// a fling). With `wait`, the finger rests that long on `start` before moving (a long press,
    /// then a drag).
    public static func drag(
        from start: CGPoint, to end: CGPoint, velocity: Double, wait: TimeInterval = 0,
        hold: TimeInterval = 0, sampling: SamplingOptions = .init()
    ) -> [InputEvent] {
        let distance = hypot(end.x - start.x, end.y - start.y)
        let duration = velocity > 0 ? Double(distance) / velocity : 0
        var writer = EventWriter(sampling)
        writer.add(sampling.start, 0, .down, start, noisy: false)
        if wait > 0, sampling.positionNoise > 0 {
            for time in writer.sampleTimes(from: sampling.start, duration: wait) {
                writer.add(time, 0, .move, start)
            }
        }
        let t0 = sampling.start + wait
        for time in writer.sampleTimes(from: t0, duration: duration) {
            writer.add(time, 0, .move, interpolate(start, end, (time - t0) / duration))
        }
        writer.add(t0 + duration, 0, .move, end)
        if hold > 0 {
            writer.add(t0 + duration + hold, 0, .up, end)
        } else {
            writer.add(t0 + duration, 0, .up, end)
        }
        return writer.events
    }

    /// Two fingers around `center`, `distance` points apart along `angle` degrees, moving apart
    /// (or together) until they are `scale` times as far apart, over `duration` seconds.
    public static func pinch(
        center: CGPoint, distance: Double, scale: Double, duration: TimeInterval,
        angle: Double = 0, sampling: SamplingOptions = .init()
    ) -> [InputEvent] {
        twoFingers(center: center, duration: duration, sampling: sampling) { progress in
            (distance * (1 + (scale - 1) * progress), angle)
        }
    }

    /// Two fingers `distance` points apart around `center`, turning by `degrees` (clockwise on
    /// screen when positive) over `duration` seconds.
    public static func rotate(
        center: CGPoint, distance: Double, degrees: Double, duration: TimeInterval,
        sampling: SamplingOptions = .init()
    ) -> [InputEvent] {
        twoFingers(center: center, duration: duration, sampling: sampling) { progress in
            (distance, degrees * progress)
        }
    }

    /// Two pointers (0 and 1) placed symmetrically about `center`; `shape(progress)` gives their
    /// distance and the angle (degrees) of the line from pointer 1 to pointer 0.
    private static func twoFingers(
        center: CGPoint, duration: TimeInterval, sampling: SamplingOptions,
        shape: (Double) -> (distance: Double, angle: Double)
    ) -> [InputEvent] {
        func positions(_ progress: Double) -> (CGPoint, CGPoint) {
            let (distance, angle) = shape(progress)
            let radians = angle * .pi / 180
            let dx = cos(radians) * distance / 2, dy = sin(radians) * distance / 2
            return (CGPoint(x: center.x + dx, y: center.y + dy), CGPoint(x: center.x - dx, y: center.y - dy))
        }
        var writer = EventWriter(sampling)
        let t0 = sampling.start
        let (a0, b0) = positions(0)
        writer.add(t0, 0, .down, a0, noisy: false)
        writer.add(t0, 1, .down, b0, noisy: false)
        for time in writer.sampleTimes(from: t0, duration: duration) {
            let (a, b) = positions((time - t0) / duration)
            writer.add(time, 0, .move, a)
            writer.add(time, 1, .move, b)
        }
        let (a1, b1) = positions(1)
        writer.add(t0 + duration, 0, .move, a1)
        writer.add(t0 + duration, 1, .move, b1)
        writer.add(t0 + duration, 0, .up, a1)
        writer.add(t0 + duration, 1, .up, b1)
        return writer.events
    }

    private static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}

/// Collects events, adding noise and rounding.
private struct EventWriter {
    let sampling: SamplingOptions
    var random: SeededRandom
    var events: [InputEvent] = []

    init(_ sampling: SamplingOptions) {
        self.sampling = sampling
        self.random = SeededRandom(seed: sampling.seed)
    }

    /// Sample times strictly inside `(start, start + duration)`: the regular grid at the rate,
    /// each moved by the jitter, kept in order.
    mutating func sampleTimes(from start: TimeInterval, duration: TimeInterval) -> [TimeInterval] {
        guard sampling.rate > 0, duration > 0 else { return [] }
        let interval = 1 / sampling.rate
        var times: [TimeInterval] = []
        var index = 1
        while Double(index) * interval < duration - interval * 0.25 {
            var time = start + Double(index) * interval
            if sampling.timeJitter > 0 {
                time += (random.nextUnit() - 0.5) * sampling.timeJitter * interval
            }
            times.append(min(max(time, times.last ?? start), start + duration))
            index += 1
        }
        return times
    }

    mutating func add(
        _ time: TimeInterval, _ pointer: Int, _ phase: PointerPhase, _ location: CGPoint, noisy: Bool = true
    ) {
        var x = Double(location.x), y = Double(location.y)
        if noisy, sampling.positionNoise > 0 {
            x += random.nextGaussian() * sampling.positionNoise
            y += random.nextGaussian() * sampling.positionNoise
        }
        let previous = events.last?.time ?? -Double.infinity
        events.append(
            InputEvent(
                time: max(Self.round(time, 1e6), previous), pointer: pointer, phase: phase,
                x: Self.round(x, 1e3), y: Self.round(y, 1e3), kind: sampling.kind))
    }

    static func round(_ value: Double, _ scale: Double) -> Double {
        let rounded = (value * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }
}

/// SplitMix64: a tiny, fast generator whose sequence depends only on its seed, on every platform.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// Standard normal (Box–Muller).
    mutating func nextGaussian() -> Double {
        let u1 = max(nextUnit(), .leastNonzeroMagnitude)
        let u2 = nextUnit()
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }
}
