import Foundation
import TactileCore
import Testing

@Suite("Spring values")
struct SpringValueTests {
    @Test("The four descriptions describe the same oscillator")
    func descriptions() {
        let spring = Spring(response: 0.5, dampingRatio: 0.8)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 2 * 0.8 * 2 * .pi / 0.5) < 1e-9)
        #expect(spring.mass == 1)
        #expect(abs(spring.duration - 0.5) < 1e-12)
        #expect(abs(spring.bounce - 0.2) < 1e-12)

        let physical = Spring(mass: 2, stiffness: 200, damping: 20)
        #expect(abs(physical.response - 2 * .pi * (2.0 / 200).squareRoot()) < 1e-12)
        #expect(abs(physical.dampingRatio - 20 / (2 * (400.0).squareRoot())) < 1e-12)
        #expect(abs(physical.stiffness - 200) < 1e-9 && abs(physical.damping - 20) < 1e-9)

        #expect(abs(Spring(duration: 0.4, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(Spring(duration: 0.4, bounce: -0.5).bounce - -0.5) < 1e-12)
    }

    @Test("Over-damping is lowered to critical unless allowed")
    func overDamping() {
        #expect(Spring(stiffness: 100, damping: 100).dampingRatio == 1)
        #expect(Spring(stiffness: 100, damping: 100, allowOverDamping: true).dampingRatio == 5)
    }

    @Test("A spring made for a settling duration takes that long", arguments: [0.3, 0.8, 1.0, 1.5])
    func settlingInit(dampingRatio: Double) {
        let spring = Spring(settlingDuration: 1.2, dampingRatio: dampingRatio)
        #expect(abs(spring.settlingDuration - 1.2) < 1e-6)
        #expect(abs(spring.settlingDuration(target: 1.0, epsilon: 0.001) - 1.2) < 1e-3)
    }

    @Test("Values start at zero, end at the target and follow the animation of the same spring")
    func values() {
        let spring = Spring.snappy
        let animation = Animation.spring(spring)
        #expect(animation == .snappy)
        #expect(spring.value(target: 100.0, time: 0) == 0)
        // Until the animation settles, when it snaps to its end.
        #expect(animation.settlingDuration > 0.4)
        for t in [0.05, 0.1, 0.2, 0.4] {
            #expect(abs(spring.value(target: 100.0, time: t) - 100 * animation.fraction(atElapsed: t)) < 1e-9)
        }
        #expect(abs(spring.value(target: 100.0, time: 10) - 100) < 1e-9)
    }

    /// RK4 on `m·x″ = −k·x − c·x′` for a value starting at 0 with velocity `v0`: an oracle that
    /// shares none of the closed forms' algebra.
    private func integrated(_ spring: Spring, target: Double, v0: Double, time: Double) -> (Double, Double) {
        func accel(_ x: Double, _ v: Double) -> Double {
            (spring.stiffness * (target - x) - spring.damping * v) / spring.mass
        }
        let steps = Int(time / 1e-4)
        let h = time / Double(steps)
        var (x, v) = (0.0, v0)
        for _ in 0..<steps {
            let (k1x, k1v) = (v, accel(x, v))
            let (k2x, k2v) = (v + h / 2 * k1v, accel(x + h / 2 * k1x, v + h / 2 * k1v))
            let (k3x, k3v) = (v + h / 2 * k2v, accel(x + h / 2 * k2x, v + h / 2 * k2v))
            let (k4x, k4v) = (v + h * k3v, accel(x + h * k3x, v + h * k3v))
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    @Test(
        "Value and velocity with an initial velocity match an integrated oscillator",
        arguments: [0.0, 0.4, 1.0, 2.5])
    func initialVelocity(dampingRatio: Double) {
        let spring = Spring(
            mass: 1.5, stiffness: 120, damping: dampingRatio * 2 * (120 * 1.5).squareRoot(),
            allowOverDamping: true)
        for t in [0.05, 0.3, 0.9] {
            let (x, v) = integrated(spring, target: 10, v0: -40, time: t)
            #expect(abs(spring.value(target: 10.0, initialVelocity: -40, time: t) - x) < 1e-6)
            #expect(abs(spring.velocity(target: 10.0, initialVelocity: -40, time: t) - v) < 1e-5)
        }
    }

    @Test("Updating in steps lands where one evaluation does")
    func update() {
        let spring = Spring.bouncy
        var value = AnimatablePair(0.0, 0.0)
        var velocity = AnimatablePair(5.0, -3.0)
        let target = AnimatablePair(10.0, 20.0)
        for _ in 0..<60 { spring.update(value: &value, velocity: &velocity, target: target, deltaTime: 1.0 / 60) }
        let expected = spring.value(target: target, initialVelocity: AnimatablePair(5.0, -3.0), time: 1)
        #expect((value - expected).magnitudeSquared < 1e-18)
        let speed = spring.velocity(target: target, initialVelocity: AnimatablePair(5.0, -3.0), time: 1)
        #expect((velocity - speed).magnitudeSquared < 1e-16)
    }

    @Test("The force is Hooke's law with damping")
    func force() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let force: Double = spring.force(target: 5.0, position: 2.0, velocity: 1.0)
        #expect(abs(force - 290) < 1e-9)  // 100 · (5 − 2) − 10 · 1
        let point = spring.force(
            fromValue: CGPoint.zero, toValue: CGPoint(x: 5, y: 0), position: CGPoint(x: 2, y: 0),
            velocity: CGPoint(x: 1, y: 0))
        #expect(abs(point.x - 290) < 1e-9 && point.y == 0)
    }

    @Test("Animatable values move by their animatable data")
    func animatableValues() {
        let spring = Spring.smooth
        let from = CGPoint(x: 10, y: 10)
        let to = CGPoint(x: 110, y: 60)
        let mid = spring.value(fromValue: from, toValue: to, initialVelocity: CGPoint.zero, time: 0.2)
        let f = spring.value(target: 1.0, time: 0.2)
        #expect(abs(mid.x - (10 + 100 * f)) < 1e-9 && abs(mid.y - (10 + 50 * f)) < 1e-9)
        let speed = spring.velocity(fromValue: from, toValue: to, initialVelocity: CGPoint.zero, time: 0.2)
        #expect(abs(speed.x - 100 * spring.velocity(target: 1.0, time: 0.2)) < 1e-9)
        #expect(
            spring.settlingDuration(fromValue: from, toValue: to, initialVelocity: .zero, epsilon: 0.01)
                == spring.settlingDuration(target: AnimatablePair(100.0, 50.0), epsilon: 0.01))
    }

    @Test("Settling: within epsilon for good after it, not just before it")
    func settling() {
        let spring = Spring.bouncy
        let time = spring.settlingDuration(target: 50.0, initialVelocity: 200, epsilon: 0.01)
        #expect(time > 0 && time.isFinite)
        for t in stride(from: time, to: time + 3, by: 0.001) {
            #expect(abs(spring.value(target: 50.0, initialVelocity: 200, time: t) - 50) <= 0.01 + 1e-9)
        }
        #expect(abs(spring.value(target: 50.0, initialVelocity: 200, time: time - 1e-3) - 50) > 0.01 - 1e-4)
        #expect(spring.settlingDuration(target: 0.0, epsilon: 0.01) == 0)
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration(target: 1.0, epsilon: 0.01) == .infinity)
    }

    @Test("Presets are the named animations' springs")
    func presets() {
        #expect(Animation.spring(.smooth) == .smooth)
        #expect(Animation.spring(.bouncy(duration: 0.3, extraBounce: 0.1)) == .bouncy(duration: 0.3, extraBounce: 0.1))
        #expect(Animation.spring(.snappy(duration: 0.7)) == .snappy(duration: 0.7))
        #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-12 && abs(Spring.snappy.bounce - 0.15) < 1e-12)
        #expect(Spring.smooth.bounce == 0)
        #expect(Animation.interpolatingSpring(.smooth, initialVelocity: 0) == .spring(.smooth))
        #expect(
            Animation.spring(.smooth, blendDuration: 0.2)
                == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0.2))
    }

    @Test("A spring with no stiffness is at its target at once")
    func infinitelyStiff() {
        let spring = Spring(stiffness: 0, damping: 1)
        #expect(spring.value(target: 3.0, time: 0.001) == 3)
        #expect(spring.settlingDuration(target: 3.0, epsilon: 0.01) == 0)
        #expect(Animation.spring(spring).settlingDuration == 0)
    }
}
