import Foundation
import TactileCore
import Testing

@Suite("Unit curves")
struct UnitCurveTests {
    static let all: [UnitCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
        .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.6), endControlPoint: UnitPoint(x: 0.7, y: 0.9)),
    ]

    @Test("Every curve runs from 0 to 1, clamping progress outside 0...1", arguments: all)
    func endPoints(curve: UnitCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
    }

    @Test(
        "Values match the curves' formulas",
        arguments: [
            (UnitCurve.linear, 0.3, 0.3),
            (.easeInOut, 0.5, 0.5),
            (.circularEaseIn, 0.6, 0.2),  // 1 − √(1 − 0.36)
            (.circularEaseOut, 0.4, 0.8),  // √(1 − 0.36)
            (.circularEaseInOut, 0.3, 0.1),  // (1 − √(1 − 0.36)) / 2
            (.circularEaseInOut, 0.7, 0.9),
        ])
    func values(curve: UnitCurve, progress: Double, expected: Double) {
        #expect(abs(curve.value(at: progress) - expected) < 1e-9)
    }

    @Test("The named Bézier curves are CSS's, and agree with the animations of the same names")
    func namedBeziers() {
        let easeIn = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
        #expect(easeIn == .easeIn)
        #expect(UnitCurve.easeInOut != .easeIn)
        for x in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(Animation.easeOut(duration: 1).fraction(atElapsed: x) == UnitCurve.easeOut.value(at: x))
            #expect(
                Animation.timingCurve(.circularEaseIn, duration: 2).fraction(atElapsed: 2 * x)
                    == UnitCurve.circularEaseIn.value(at: x))
        }
        #expect(Animation.timingCurve(.easeInOut, duration: 0.35) == .easeInOut)
    }

    @Test("The velocity is the slope of the value", arguments: all)
    func velocity(curve: UnitCurve) {
        let h = 1e-6
        for x in [0.1, 0.3, 0.45, 0.55, 0.8] {
            let slope = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(abs(curve.velocity(at: x) - slope) < 1e-4, "at \(x)")
        }
    }

    @Test("Velocities at the ends")
    func endVelocities() {
        #expect(UnitCurve.linear.velocity(at: 0) == 1)
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        #expect(UnitCurve.circularEaseIn.velocity(at: 0) == 0)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
    }

    @Test("The inverse undoes the curve", arguments: all)
    func inverse(curve: UnitCurve) {
        for x in [0.05, 0.2, 0.5, 0.75, 0.95] {
            #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-6, "at \(x)")
        }
        #expect(curve.inverse.inverse == curve)
    }

    @Test("Circular ease-in and ease-out are each other's inverse")
    func circularInverses() {
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
    }
}
