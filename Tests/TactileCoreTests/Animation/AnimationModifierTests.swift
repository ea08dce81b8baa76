import Foundation
import TactileCore
import Testing

/// A 1-second linear animation: its fraction equals the elapsed time, which keeps tables readable.
private let unit = Animation.linear(duration: 1)

@Suite("Animation modifiers")
struct AnimationModifierTests {
    @Test(
        "Fraction over time",
        arguments: [
            // (animation, elapsed, expected fraction)
            (unit.delay(0.5), 0.25, 0.0),
            (unit.delay(0.5), 0.5, 0.0),
            (unit.delay(0.5), 0.75, 0.25),
            (unit.delay(0.5), 1.5, 1.0),
            (unit.speed(2), 0.25, 0.5),
            (unit.speed(0.5), 1.0, 0.5),
            (unit.delay(1).speed(2), 0.25, 0.0),  // the delay is sped up too: 0.5 s
            (unit.delay(1).speed(2), 0.75, 0.5),
            (unit.speed(2).delay(1), 0.75, 0.0),  // delay after speed stays 1 s
            (unit.speed(2).delay(1), 1.25, 0.5),
            (unit.repeatCount(3), 0.25, 0.25),  // forwards
            (unit.repeatCount(3), 1.25, 0.75),  // backwards
            (unit.repeatCount(3), 2.25, 0.25),  // forwards again
            (unit.repeatCount(3, autoreverses: false), 1.25, 0.25),
            (unit.repeatCount(2), 1.9, 0.1),  // second pass runs back towards 0…
            (unit.repeatCount(2), 2.0, 1.0),  // …then the value lands on its end
            (unit.repeatForever(), 1000.25, 0.25),
            (unit.repeatForever(), 1001.25, 0.75),
            (unit.repeatForever(autoreverses: false), 1001.25, 0.25),
            (unit.delay(1).repeatForever(autoreverses: false), 2.5, 0.0),  // waits before every pass
            (unit.delay(1).repeatForever(autoreverses: false), 3.5, 0.5),
            (unit.repeatForever(autoreverses: false).delay(1), 2.5, 0.5),  // waits once
            (unit.repeatCount(0), 0.0, 1.0),
            (unit.speed(0), 5.0, 0.0),
        ])
    func fraction(animation: Animation, elapsed: Double, expected: Double) {
        #expect(abs(animation.fraction(atElapsed: elapsed) - expected) < 1e-9)
    }

    @Test(
        "Settling duration",
        arguments: [
            (unit.delay(0.5), 1.5),
            (unit.delay(-2), 1.0),
            (unit.speed(2), 0.5),
            (unit.speed(0.25), 4.0),
            (unit.delay(1).speed(2), 1.0),
            (unit.speed(2).delay(1), 1.5),
            (unit.repeatCount(3), 3.0),
            (unit.repeatCount(3, autoreverses: false).delay(0.5), 3.5),
            (unit.delay(0.5).repeatCount(2), 3.0),
            (unit.repeatCount(0), 0.0),
            (unit.repeatCount(-3), 0.0),
            (Animation.linear(duration: 0).repeatForever(), 0.0),
            (unit.repeatForever(), Double.infinity),
            (unit.speed(0), Double.infinity),
            (unit.speed(-1), Double.infinity),
        ])
    func settlingDuration(animation: Animation, expected: Double) {
        #expect(animation.settlingDuration == expected)
    }

    @Test(
        "isComplete flips at the settling duration",
        arguments: [
            unit, unit.delay(0.3), unit.speed(3), unit.repeatCount(4), Animation.bouncy.delay(0.2).speed(1.5),
        ])
    func completion(animation: Animation) {
        let end = animation.settlingDuration
        #expect(!animation.isComplete(atElapsed: 0))
        #expect(!animation.isComplete(atElapsed: end - 1e-6))
        #expect(animation.isComplete(atElapsed: end))
        #expect(animation.fraction(atElapsed: end) == 1)
    }

    @Test("Forever never completes")
    func foreverNeverCompletes() {
        #expect(!Animation.easeInOut.repeatForever().isComplete(atElapsed: 1e9))
    }

    @Test("Modifiers keep spring overshoot and scale spring time")
    func springUnderModifiers() {
        let bouncy = Animation.bouncy
        let slowed = bouncy.speed(0.5).delay(0.1)
        #expect(abs(slowed.settlingDuration - (bouncy.settlingDuration * 2 + 0.1)) < 1e-12)
        #expect(slowed.fraction(atElapsed: 0.1 + 0.6) == bouncy.fraction(atElapsed: 0.3))
    }

    @Test("An autoreversing repeat is continuous at pass boundaries")
    func autoreverseContinuity() {
        let pingPong = Animation.easeInOut(duration: 0.4).repeatCount(5)
        for boundary in [0.4, 0.8, 1.2, 1.6] {
            let before = pingPong.fraction(atElapsed: boundary - 1e-7)
            let after = pingPong.fraction(atElapsed: boundary + 1e-7)
            #expect(abs(before - after) < 1e-4, "at \(boundary)")
        }
    }

    @Test("Modifiers are part of equality and order matters")
    func equality() {
        #expect(unit.delay(1) == unit.delay(1))
        #expect(unit.delay(1) != unit.delay(2))
        #expect(unit.delay(1).speed(2) != unit.speed(2).delay(1))
        #expect(unit.repeatForever() != unit.repeatForever(autoreverses: false))
        #expect(Set([unit, unit.delay(1), unit.delay(1)]).count == 2)
    }
}
