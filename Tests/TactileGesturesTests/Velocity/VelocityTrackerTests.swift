import Foundation
import TactileGestures
import Testing

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    // MARK: Steady motion

    @Test(
        "constant velocity is measured within 2%, at any rate, with irregular sampling",
        arguments: [60.0, 120.0, 240.0], [false, true])
    func constantVelocity(rate: Double, jitter: Bool) {
        var random = SeededRandomGenerator(seed: UInt64(rate) * 2 + (jitter ? 1 : 0))
        let velocity = CGVector(dx: 850, dy: -320)
        let origin = CGPoint(x: 4_000, y: 2_500)
        let times = SyntheticSampling.times(
            rate: rate, duration: 0.3, jitter: jitter, using: &random)
        var tracker = VelocityTracker()
        for time in times {
            let elapsed = time - times[0]
            tracker.addSample(
                CGPoint(x: origin.x + velocity.dx * elapsed, y: origin.y + velocity.dy * elapsed),
                at: time)
        }
        let speed = Double(velocity.length)
        for queryDelay in [0.0, 0.005, 0.035] {
            let estimate = tracker.velocity(at: times[times.count - 1] + queryDelay)
            let error = hypot(Double(estimate.dx - velocity.dx), Double(estimate.dy - velocity.dy))
            #expect(error <= 0.02 * speed, "estimate \(estimate) at +\(queryDelay) s")
        }
    }

    @Test("a noise-free decelerating flick is measured at its current speed, not its average")
    func exactDeceleration() {
        // x(t) = 2000 t − 2500 t², so v(t) = 2000 − 5000 t.
        var tracker = VelocityTracker()
        var last = 0.0
        for step in 0...30 {
            last = Double(step) / 120
            tracker.addSample(CGPoint(x: 2_000 * last - 2_500 * last * last, y: 0), at: last)
        }
        let estimate = tracker.velocity(at: last)
        #expect(abs(Double(estimate.dx) - (2_000 - 5_000 * last)) < 1e-6)
        #expect(estimate.dy == 0)
    }

    // MARK: Noise

    @Test(
        "on a noisy decelerating flick the fit beats a two-point estimate",
        arguments: [60.0, 120.0, 240.0])
    func noisyDeceleration(rate: Double) {
        var random = SeededRandomGenerator(seed: 0x5EED + UInt64(rate))
        let trials = 200
        var fitError = 0.0
        var twoPointError = 0.0
        var trueSpeedSum = 0.0
        for _ in 0..<trials {
            // x(t) = v0 t − a t²/2 with ±1 pt of noise on every coordinate; y stays near 0.
            let v0 = 1_800.0 + random.symmetric(400)
            let deceleration = 4_000.0 + random.symmetric(1_500)
            let times = SyntheticSampling.times(
                rate: rate, duration: 0.2, start: 0, jitter: true, using: &random)
            var tracker = VelocityTracker()
            var positions: [CGPoint] = []
            for time in times {
                let x = v0 * time - deceleration * time * time / 2
                let point = CGPoint(x: x + random.symmetric(1), y: random.symmetric(1))
                positions.append(point)
                tracker.addSample(point, at: time)
            }
            let n = times.count
            let trueVelocity = v0 - deceleration * times[n - 1]
            let fit = tracker.velocity(at: times[n - 1])
            let twoPoint =
                (positions[n - 1] - positions[n - 2]) / CGFloat(times[n - 1] - times[n - 2])
            fitError += hypot(Double(fit.dx) - trueVelocity, Double(fit.dy))
            twoPointError += hypot(Double(twoPoint.width) - trueVelocity, Double(twoPoint.height))
            trueSpeedSum += trueVelocity
        }
        #expect(fitError < 0.6 * twoPointError)
        #expect(fitError / Double(trials) < 0.1 * trueSpeedSum / Double(trials))
    }

    // MARK: Stopping and windows

    /// Samples moving at 600 pt/s along x at 128 Hz, the newest at exactly t = 2 s.
    private static func movingTracker(configuration: VelocityConfiguration = .standard)
        -> VelocityTracker
    {
        var tracker = VelocityTracker(configuration: configuration)
        for step in (0...16).reversed() {
            let time = 2 - Double(step) / 128
            tracker.addSample(CGPoint(x: 600 * time, y: 0), at: time)
        }
        return tracker
    }

    @Test(
        "velocity is zero once the newest sample is 40 ms old",
        arguments: [(0.0, false), (0.020, false), (0.039, false), (0.040, true), (0.2, true)])
    func stopAfterPause(pause: Double, stopped: Bool) {
        let estimate = Self.movingTracker().velocity(at: 2 + pause)
        if stopped {
            #expect(estimate == .zero)
        } else {
            #expect(abs(estimate.dx - 600) < 1e-6)
        }
    }

    @Test("a pause of more than 40 ms between samples hides the motion before it")
    func gapEndsWindow() {
        var tracker = VelocityTracker()
        var time = 0.0
        // Fast motion, then a 50 ms pause with no samples, then 3 samples at 300 pt/s.
        for step in 0..<12 {
            time = Double(step) / 120
            tracker.addSample(CGPoint(x: 3_000 * time, y: 0), at: time)
        }
        let resumeX = 3_000 * time
        let resumeTime = time + 0.050
        for step in 0..<3 {
            time = resumeTime + Double(step) / 120
            tracker.addSample(CGPoint(x: resumeX + 300 * (time - resumeTime), y: 0), at: time)
        }
        #expect(abs(tracker.velocity(at: time).dx - 300) < 1e-6)
    }

    @Test("samples more than 100 ms older than the newest are ignored")
    func horizon() {
        // 1000 pt/s until 150 ms before the newest sample, then 200 pt/s, at 100 Hz (no gaps).
        var tracker = VelocityTracker()
        let turn = 0.2
        var time = 0.0
        for step in 0...35 {
            time = Double(step) / 100
            let x = time < turn ? 1_000 * time : 1_000 * turn + 200 * (time - turn)
            tracker.addSample(CGPoint(x: x, y: 0), at: time)
        }
        #expect(time - turn > 0.1)
        #expect(abs(tracker.velocity(at: time).dx - 200) < 1e-6)
    }

    @Test("only the last sampleCount samples are kept")
    func ringBufferCapacity() {
        // 100 samples wrap the 4-slot buffer many times; only the last four, all at 250 pt/s, count.
        var tracker = VelocityTracker(configuration: VelocityConfiguration(sampleCount: 4))
        var time = 0.0
        for step in 0..<100 {
            time = Double(step) / 240
            let x = step < 96 ? -900 * time : -900 * Double(95) / 240 + 250 * (time - 95.0 / 240)
            tracker.addSample(CGPoint(x: x, y: 0), at: time)
        }
        #expect(abs(tracker.velocity(at: time).dx - 250) < 1e-6)
    }

    // MARK: Fallbacks

    @Test("no samples or one sample give zero; two give their slope")
    func fewSamples() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == .zero)
        tracker.addSample(CGPoint(x: 10, y: 10), at: 1)
        #expect(tracker.velocity(at: 1) == .zero)
        tracker.addSample(CGPoint(x: 14, y: 7), at: 1.01)
        let estimate = tracker.velocity(at: 1.01)
        #expect(abs(estimate.dx - 400) < 1e-6 && abs(estimate.dy + 300) < 1e-6)
    }

    @Test("the quadratic needs minimumSampleCount samples; a linear fit stands in below that")
    func linearFallback() {
        // Three samples of x = t²·1000 at t = 0, 0.01, 0.02: the quadratic's slope at the newest
        // sample is 40; the least-squares line through them has slope 20.
        func estimate(_ configuration: VelocityConfiguration) -> Double {
            var tracker = VelocityTracker(configuration: configuration)
            for time in [0.0, 0.01, 0.02] {
                tracker.addSample(CGPoint(x: 1_000 * time * time, y: 0), at: time)
            }
            return Double(tracker.velocity(at: 0.02).dx)
        }
        #expect(abs(estimate(.standard) - 40) < 1e-9)
        #expect(abs(estimate(VelocityConfiguration(minimumSampleCount: 4)) - 20) < 1e-9)
        #expect(abs(estimate(VelocityConfiguration(polynomialDegree: 1)) - 20) < 1e-9)
    }

    // MARK: Input rules

    @Test("a sample at the newest time replaces it; an earlier one is ignored")
    func outOfOrderSamples() {
        var tracker = VelocityTracker()
        tracker.addSample(CGPoint(x: 0, y: 0), at: 0)
        tracker.addSample(CGPoint(x: 10, y: 0), at: 0.01)
        tracker.addSample(CGPoint(x: 20, y: 0), at: 0.01)
        #expect(abs(tracker.velocity(at: 0.01).dx - 2_000) < 1e-6)
        tracker.addSample(CGPoint(x: 500, y: 0), at: 0.002)
        #expect(abs(tracker.velocity(at: 0.01).dx - 2_000) < 1e-6)
    }

    @Test(
        "non-finite samples are ignored and do not change the estimate",
        arguments: [
            (CGPoint(x: CGFloat.nan, y: 0), 0.5),
            (CGPoint(x: 0, y: CGFloat.infinity), 0.5),
            (CGPoint(x: -CGFloat.infinity, y: CGFloat.nan), 0.5),
            (CGPoint(x: 1, y: 1), Double.nan),
            (CGPoint(x: 1, y: 1), Double.infinity),
            (CGPoint(x: 1, y: 1), -Double.infinity),
        ])
    func nonFiniteSamples(badPoint: CGPoint, badTime: Double) {
        var clean = VelocityTracker()
        var dirty = VelocityTracker()
        for step in 0..<10 {
            let time = Double(step) / 60
            let point = CGPoint(x: 100 + 700 * time, y: 50 - 200 * time * time)
            clean.addSample(point, at: time)
            dirty.addSample(point, at: time)
            // Bad samples land between good ones, including right after the last.
            dirty.addSample(
                badPoint, at: badTime.isNaN || badTime.isInfinite ? badTime : time + 0.001)
        }
        let query = 9.0 / 60
        #expect(dirty.velocity(at: query) == clean.velocity(at: query))
        #expect(clean.velocity(at: query) != .zero)
    }

    @Test("a NaN query time gives zero")
    func nanQuery() {
        #expect(Self.movingTracker().velocity(at: .nan) == .zero)
    }

    @Test("reset forgets earlier motion")
    func reset() {
        var tracker = Self.movingTracker()
        tracker.reset()
        #expect(tracker.velocity(at: 2) == .zero)
        tracker.addSample(CGPoint(x: 0, y: 0), at: 1)
        #expect(tracker.velocity(at: 1) == .zero)
        tracker.addSample(CGPoint(x: 0, y: 5), at: 1.01)
        let estimate = tracker.velocity(at: 1.01)
        #expect(estimate.dx == 0 && abs(estimate.dy - 500) < 1e-6)
    }

    @Test("the standard configuration has the documented defaults")
    func standardConfiguration() {
        let standard = VelocityConfiguration.standard
        #expect(standard.sampleCount == 20)
        #expect(standard.horizon == 0.100)
        #expect(standard.stopThreshold == 0.040)
        #expect(standard.minimumSampleCount == 3)
        #expect(standard.polynomialDegree == 2)
        #expect(VelocityTracker().configuration == standard)
    }
}
