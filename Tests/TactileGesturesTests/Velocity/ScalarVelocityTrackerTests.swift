import Foundation
import TactileGestures
import Testing

@Suite("ScalarVelocityTracker")
struct ScalarVelocityTrackerTests {
    @Test(
        "a steadily growing scale is measured within 2%, at any rate, with irregular sampling",
        arguments: [60.0, 120.0, 240.0], [false, true])
    func constantRate(rate: Double, jitter: Bool) {
        var random = SeededRandomGenerator(seed: 77 + UInt64(rate) + (jitter ? 1 : 0))
        let times = SyntheticSampling.times(
            rate: rate, duration: 0.25, jitter: jitter, using: &random)
        var tracker = ScalarVelocityTracker()
        for time in times {
            tracker.addSample(1 + 1.5 * (time - times[0]), at: time)
        }
        let estimate = tracker.velocity(at: times[times.count - 1])
        #expect(abs(estimate - 1.5) <= 0.02 * 1.5)
    }

    @Test("a slowing rotation is measured at its current rate")
    func deceleratingRotation() {
        // θ(t) = 6 t − 10 t² radians, so ω(t) = 6 − 20 t.
        var tracker = ScalarVelocityTracker()
        var last = 0.0
        for step in 0...20 {
            last = Double(step) / 120
            tracker.addSample(Angle.radians(6 * last - 10 * last * last).radians, at: last)
        }
        #expect(abs(tracker.velocity(at: last) - (6 - 20 * last)) < 1e-9)
    }

    @Test("on a noisy pinch the fit beats a two-point estimate")
    func noisyPinch() {
        var random = SeededRandomGenerator(seed: 2024)
        var fitError = 0.0
        var twoPointError = 0.0
        for _ in 0..<200 {
            // Scale 1 + 3t − 4t² with ±0.005 of noise, sampled at 120 Hz with jitter.
            let times = SyntheticSampling.times(
                rate: 120, duration: 0.2, start: 0, jitter: true, using: &random)
            var tracker = ScalarVelocityTracker()
            var values: [Double] = []
            for time in times {
                let value = 1 + 3 * time - 4 * time * time + random.symmetric(0.005)
                values.append(value)
                tracker.addSample(value, at: time)
            }
            let n = times.count
            let truth = 3 - 8 * times[n - 1]
            fitError += abs(tracker.velocity(at: times[n - 1]) - truth)
            twoPointError += abs(
                (values[n - 1] - values[n - 2]) / (times[n - 1] - times[n - 2]) - truth)
        }
        #expect(fitError < 0.6 * twoPointError)
    }

    @Test("CGFloat values go in and come out without conversions")
    func cgFloatCallShape() {
        var tracker = ScalarVelocityTracker()
        let scales: [CGFloat] = [1, 1.01, 1.02, 1.03]
        for (index, scale) in scales.enumerated() {
            tracker.addSample(scale, at: Double(index) / 100)
        }
        let velocity: CGFloat = tracker.velocity(at: 0.03)
        #expect(abs(velocity - 1) < 1e-9)
    }

    @Test("stops, ignores non-finite values and resets")
    func rules() {
        var tracker = ScalarVelocityTracker()
        for step in 0..<6 {
            let time = Double(step) / 60
            tracker.addSample(2 * time, at: time)
            tracker.addSample(.nan, at: time + 0.001)
            tracker.addSample(.infinity, at: time + 0.002)
            tracker.addSample(5, at: .nan)
        }
        let last = 5.0 / 60
        #expect(abs(tracker.velocity(at: last) - 2) < 1e-9)
        #expect(tracker.velocity(at: last + 0.05) == 0)
        tracker.reset()
        #expect(tracker.velocity(at: last) == 0)
    }
}
