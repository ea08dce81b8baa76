import Foundation
import TactileCore
import Testing

/// Integrates `m x'' = -k x - c x'` from x = 1, v = 0 with small RK4 steps, in the physical terms
/// `interpolatingSpring` takes, and returns the progress `1 - x`.
private func integratedProgress(mass: Double, stiffness: Double, damping: Double, at time: Double) -> Double {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-stiffness * x - damping * v) / mass }
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
    return 1 - x
}

@Suite("Interpolating springs")
struct InterpolatingSpringTests {
    @Test(
        "Mass, stiffness and damping follow the physical oscillator",
        arguments: [(1.0, 170.0, 15.0), (2.0, 50.0, 4.0), (1.0, 100.0, 20.0), (0.5, 300.0, 40.0)])
    func followsPhysics(mass: Double, stiffness: Double, damping: Double) {
        let animation = Animation.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping)
        for time in [0.02, 0.05, 0.1, 0.2, 0.4] {
            let expected = integratedProgress(mass: mass, stiffness: stiffness, damping: damping, at: time)
            #expect(abs(animation.fraction(atElapsed: time) - expected) < 1e-6, "m=\(mass) t=\(time)")
        }
    }

    @Test("The stiffness-and-damping form defaults the mass to 1")
    func defaultMass() {
        #expect(
            Animation.interpolatingSpring(stiffness: 80, damping: 6)
                == .interpolatingSpring(mass: 1, stiffness: 80, damping: 6))
        #expect(
            Animation.interpolatingSpring(stiffness: 80, damping: 6)
                != .interpolatingSpring(mass: 2, stiffness: 80, damping: 6))
    }

    @Test("The duration-and-bounce form is the same curve as spring(duration:bounce:)")
    func durationAndBounce() {
        #expect(Animation.interpolatingSpring(duration: 0.4, bounce: 0.2) == .spring(duration: 0.4, bounce: 0.2))
        #expect(Animation.interpolatingSpring == .spring(duration: 0.5, bounce: 0))
    }

    @Test("No stiffness jumps to the end")
    func noStiffness() {
        #expect(Animation.interpolatingSpring(stiffness: 0, damping: 10).fraction(atElapsed: 0.001) == 1)
    }
}
