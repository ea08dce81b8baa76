import Foundation
import Testing

@testable import TactileCore

/// Integrates `x'' = -ω₀²x - 2ζω₀x'` from x = 1, v = 0 with small RK4 steps: an oracle for the
/// closed forms that shares none of their algebra.
private func integratedDisplacement(response: Double, dampingFraction: Double, at time: Double) -> Double {
    let w0 = 2 * Double.pi / response
    let zeta = dampingFraction
    func acceleration(_ x: Double, _ v: Double) -> Double { -w0 * w0 * x - 2 * zeta * w0 * v }
    let steps = max(1, Int(time / 1e-4))
    let h = time / Double(steps)
    var x = 1.0
    var v = 0.0
    for _ in 0..<steps {
        let k1x = v, k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
}

@Suite("Springs")
struct SpringTests {
    @Test(
        "Closed forms match a numerically integrated oscillator",
        arguments: [0.0, 0.3, 0.7, 0.825, 0.999, 1.0, 1.001, 2.0, 5.0])
    func matchesIntegration(dampingFraction: Double) {
        let model = SpringModel(response: 0.5, dampingFraction: dampingFraction, blendDuration: 0)
        for time in [0.01, 0.05, 0.1, 0.2, 0.35, 0.6, 1.0] {
            let expected = integratedDisplacement(response: 0.5, dampingFraction: dampingFraction, at: time)
            #expect(abs(model.displacement(at: time) - expected) < 1e-6, "ζ=\(dampingFraction) t=\(time)")
        }
    }

    @Test(
        "Springs start at 0 and end at exactly 1",
        arguments: [
            Animation.default, .spring(), .interactiveSpring(), .smooth, .snappy, .bouncy,
            .spring(duration: 0.4, bounce: -0.6),
        ])
    func reachesOne(animation: Animation) {
        #expect(animation.fraction(atElapsed: 0) == 0)
        let settle = animation.settlingDuration
        #expect(settle.isFinite && settle > 0)
        #expect(!animation.isComplete(atElapsed: settle * 0.99))
        #expect(animation.isComplete(atElapsed: settle))
        #expect(animation.fraction(atElapsed: settle) == 1)
        #expect(animation.fraction(atElapsed: settle + 100) == 1)
        // Just before settling the spring is already close to its target.
        #expect(abs(animation.fraction(atElapsed: settle * 0.999) - 1) < 2e-3)
    }

    @Test(
        "Settling duration is tight: within tolerance after it, outside just before",
        arguments: [0.1, 0.5, 0.7, 0.825, 0.86, 0.999, 1.0, 1.5, 3.0])
    func settlingIsTight(dampingFraction: Double) {
        let model = SpringModel(response: 0.5, dampingFraction: dampingFraction, blendDuration: 0)
        let tolerance = AnimationDefaults.springSettlingTolerance
        let settle = model.settlingDuration()
        #expect(abs(model.displacement(at: settle - 1e-3)) > tolerance)
        for step in 0...2_000 {
            let t = settle + Double(step) * settle / 1_000
            #expect(abs(model.displacement(at: t)) <= tolerance * (1 + 1e-6), "t=\(t)")
        }
    }

    @Test("Critically damped settling matches the closed-form root")
    func criticalSettlingValue() {
        // e^(-u)(1 + u) = 0.001 at u ≈ 9.2335; settling = u / ω₀ with ω₀ = 2π / 0.55.
        let expected = 9.2335 * 0.55 / (2 * Double.pi)
        #expect(abs(Animation.default.settlingDuration - expected) < 1e-3)
    }

    @Test(
        "Critically and over-damped springs never overshoot and never go back",
        arguments: [
            Animation.default, .smooth, .spring(response: 0.3, dampingFraction: 1),
            .spring(duration: 0.5, bounce: -0.5),
        ])
    func noOvershoot(animation: Animation) {
        var previous = 0.0
        let settle = animation.settlingDuration
        for step in 0...2_000 {
            let value = animation.fraction(atElapsed: settle * Double(step) / 2_000)
            #expect(value <= 1)
            #expect(value >= previous)
            previous = value
        }
    }

    @Test(
        "An under-damped spring overshoots by e^(-ζπ/√(1-ζ²)) at its first peak",
        arguments: [(Animation.bouncy, 0.7), (.snappy, 0.85), (.spring(), 0.825), (.interactiveSpring(), 0.86)])
    func overshoot(animation: Animation, dampingFraction: Double) {
        let zeta = dampingFraction
        let expected = exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
        let settle = animation.settlingDuration
        let peak = (0...20_000).map { animation.fraction(atElapsed: settle * Double($0) / 20_000) }.max() ?? 0
        #expect(peak > 1)
        #expect(abs((peak - 1) - expected) < 1e-4)
    }

    @Test("Bouncier springs overshoot more")
    func bounceOrdering() {
        func peak(_ animation: Animation) -> Double {
            (0...5_000).map { animation.fraction(atElapsed: Double($0) / 5_000) }.max() ?? 0
        }
        #expect(peak(.smooth) <= 1)
        #expect(peak(.snappy) > 1)
        #expect(peak(.bouncy) > peak(.snappy))
        #expect(peak(.bouncy(extraBounce: 0.2)) > peak(.bouncy))
    }

    @Test(
        "Bounce maps to a damping fraction as SwiftUI does",
        arguments: [
            (Animation.spring(duration: 0.5, bounce: 0), Animation.spring(response: 0.5, dampingFraction: 1)),
            (.spring(duration: 0.4, bounce: 0.5), .spring(response: 0.4, dampingFraction: 0.5)),
            (.spring(duration: 0.5, bounce: -0.5), .spring(response: 0.5, dampingFraction: 2)),
            (.smooth, .spring(duration: 0.5, bounce: 0)),
            (.snappy, .spring(duration: 0.5, bounce: 0.15)),
            (.bouncy, .spring(duration: 0.5, bounce: 0.3)),
            (.bouncy(duration: 0.8, extraBounce: 0.1), .spring(duration: 0.8, bounce: 0.3 + 0.1)),
            (.smooth(duration: 0.2, extraBounce: 0.2), .spring(duration: 0.2, bounce: 0.2)),
            (
                .interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25),
                .spring(response: 0.15, dampingFraction: 1, blendDuration: 0.25)
            ),
        ])
    func bounceMapping(animation: Animation, expected: Animation) {
        #expect(animation == expected)
    }

    @Test("Longer responses settle later")
    func responseScalesTime() {
        let fast = Animation.spring(response: 0.25, dampingFraction: 0.8)
        let slow = Animation.spring(response: 0.5, dampingFraction: 0.8)
        #expect(abs(slow.settlingDuration - 2 * fast.settlingDuration) < 1e-9)
        #expect(abs(slow.fraction(atElapsed: 0.2) - fast.fraction(atElapsed: 0.1)) < 1e-12)
    }

    @Test("A zero response jumps to the end")
    func zeroResponse() {
        let jump = Animation.spring(response: 0, dampingFraction: 0.5)
        #expect(jump.settlingDuration == 0)
        #expect(jump.fraction(atElapsed: 0) == 1)
    }

    @Test("An undamped spring never settles")
    func undamped() {
        let forever = Animation.spring(duration: 0.5, bounce: 1)
        #expect(forever.settlingDuration == .infinity)
        #expect(!forever.isComplete(atElapsed: 1e6))
        // It swings between 0 and 2 around its target with the response as period.
        #expect(abs(forever.fraction(atElapsed: 0.25) - 2) < 1e-9)
        #expect(abs(forever.fraction(atElapsed: 0.5)) < 1e-9)
    }

    @Test("Bounce is clamped, so -1 still settles")
    func bounceClamp() {
        let stiffest = Animation.spring(duration: 0.5, bounce: -1)
        #expect(stiffest == .spring(duration: 0.5, bounce: -5))
        #expect(stiffest.settlingDuration.isFinite)
        #expect(Animation.spring(duration: 0.5, bounce: 3) == .spring(duration: 0.5, bounce: 1))
    }
}
