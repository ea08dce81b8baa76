import Foundation
import TactileCore
import Testing

/// An independent oracle for a cubic Bézier easing: samples the parametric curve densely and
/// interpolates, instead of solving for the parameter as the implementation does.
private func sampledBezier(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, x: Double) -> Double {
    func point(_ s: Double) -> (Double, Double) {
        let u = 1 - s
        let bx = 3 * u * u * s * c0x + 3 * u * s * s * c1x + s * s * s
        let by = 3 * u * u * s * c0y + 3 * u * s * s * c1y + s * s * s
        return (bx, by)
    }
    let samples = 20_000
    var previous = point(0)
    for i in 1...samples {
        let current = point(Double(i) / Double(samples))
        if current.0 >= x {
            let span = current.0 - previous.0
            let weight = span > 0 ? (x - previous.0) / span : 0
            return previous.1 + weight * (current.1 - previous.1)
        }
        previous = current
    }
    return 1
}

@Suite("Timing curves")
struct TimingCurveTests {
    /// The eased presets with their CSS control points.
    static let presets: [(name: String, animation: Animation, points: (Double, Double, Double, Double))] = [
        ("linear", .linear(duration: 1), (0, 0, 1, 1)),
        ("easeIn", .easeIn(duration: 1), (0.42, 0, 1, 1)),
        ("easeOut", .easeOut(duration: 1), (0, 0, 0.58, 1)),
        ("easeInOut", .easeInOut(duration: 1), (0.42, 0, 0.58, 1)),
    ]

    @Test(
        "Every curve starts at 0 and ends at 1",
        arguments: [
            Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.1, 0.9, 0.2, 1.3),
        ])
    func endpoints(animation: Animation) {
        #expect(animation.fraction(atElapsed: 0) == 0)
        #expect(animation.fraction(atElapsed: -1) == 0)
        #expect(animation.fraction(atElapsed: 0.35) == 1)
        #expect(animation.fraction(atElapsed: 10) == 1)
        #expect(animation.settlingDuration == 0.35)
    }

    @Test("Curves match a sampled Bézier at many points", arguments: 0..<4)
    func matchesSampledBezier(index: Int) {
        let preset = Self.presets[index]
        let (c0x, c0y, c1x, c1y) = preset.points
        for step in 1..<50 {
            let x = Double(step) / 50
            let expected = sampledBezier(c0x, c0y, c1x, c1y, x: x)
            let actual = preset.animation.fraction(atElapsed: x)
            #expect(abs(actual - expected) < 1e-4, "\(preset.name) at \(x): \(actual) vs \(expected)")
        }
    }

    @Test(
        "Known midpoints",
        arguments: [
            // (animation, elapsed, expected, tolerance); duration 1 s so elapsed is the time fraction.
            (Animation.linear(duration: 1), 0.5, 0.5, 1e-12),
            (.linear(duration: 2), 0.5, 0.25, 1e-12),
            (.easeInOut(duration: 1), 0.5, 0.5, 1e-9),
            (.easeIn(duration: 1), 0.5, 0.3153, 1e-3),
            (.easeOut(duration: 1), 0.5, 0.6847, 1e-3),
        ])
    func knownMidpoints(animation: Animation, elapsed: Double, expected: Double, tolerance: Double) {
        #expect(abs(animation.fraction(atElapsed: elapsed) - expected) < tolerance)
    }

    @Test("easeIn lags linear, easeOut leads it")
    func easeInBelowEaseOutAbove() {
        for step in 1..<20 {
            let t = Double(step) / 20
            #expect(Animation.easeIn(duration: 1).fraction(atElapsed: t) < t)
            #expect(Animation.easeOut(duration: 1).fraction(atElapsed: t) > t)
        }
    }

    @Test("easeInOut is point-symmetric and easeOut mirrors easeIn")
    func symmetry() {
        let inOut = Animation.easeInOut(duration: 1)
        let easeIn = Animation.easeIn(duration: 1)
        let easeOut = Animation.easeOut(duration: 1)
        for step in 0...40 {
            let t = Double(step) / 40
            #expect(abs(inOut.fraction(atElapsed: t) + inOut.fraction(atElapsed: 1 - t) - 1) < 1e-9)
            #expect(abs(easeOut.fraction(atElapsed: t) - (1 - easeIn.fraction(atElapsed: 1 - t))) < 1e-9)
        }
    }

    @Test(
        "Curves never go backwards",
        arguments: [Animation.easeIn, .easeOut, .easeInOut, .timingCurve(0.9, 0.1, 0.1, 0.9)])
    func monotonic(animation: Animation) {
        var previous = 0.0
        for step in 0...1_000 {
            let value = animation.fraction(atElapsed: 0.35 * Double(step) / 1_000)
            #expect(value >= previous - 1e-12)
            previous = value
        }
    }

    @Test("Evaluation is deterministic")
    func deterministic() {
        let curve = Animation.timingCurve(0.3, 0.7, 0.6, 0.2, duration: 1)
        for step in 0...100 {
            let t = Double(step) / 100
            #expect(curve.fraction(atElapsed: t) == curve.fraction(atElapsed: t))
        }
    }

    @Test("A custom curve with a y control point above 1 overshoots")
    func overshootingCurve() {
        let back = Animation.timingCurve(0.3, 1.6, 0.6, 1.4, duration: 1)
        let peak = (1..<100).map { back.fraction(atElapsed: Double($0) / 100) }.max() ?? 0
        #expect(peak > 1)
    }

    @Test("Control x coordinates are clamped into 0...1")
    func clampsControlX() {
        #expect(Animation.timingCurve(-1, 0, 2, 1, duration: 1) == .timingCurve(0, 0, 1, 1, duration: 1))
    }

    @Test("A zero or negative duration completes at once")
    func zeroDuration() {
        for animation in [Animation.linear(duration: 0), .easeIn(duration: -1)] {
            #expect(animation.settlingDuration == 0)
            #expect(animation.isComplete(atElapsed: 0))
            #expect(animation.fraction(atElapsed: 0) == 1)
        }
    }
}
