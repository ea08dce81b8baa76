import Foundation
import TactileCore
import Testing

@Suite("Vector arithmetic and animatable data")
struct VectorArithmeticTests {
    @Test(
        "interpolated(towards:amount:) moves along the line between two values",
        arguments: [(0.0, 10.0), (0.25, 15.0), (1.0, 30.0), (1.5, 40.0), (-0.5, 0.0)])
    func interpolation(amount: Double, expected: Double) {
        #expect(10.0.interpolated(towards: 30, amount: amount) == expected)
        var width: CGFloat = 10
        width.interpolate(towards: 30, amount: amount)
        #expect(width == CGFloat(expected))
    }

    @Test("Floating-point types scale and measure as numbers")
    func floatingPoint() {
        #expect(3.0.scaled(by: 2) == 6)
        #expect((-3.0).magnitudeSquared == 9)
        #expect(Float(1.5).scaled(by: 2) == 3)
        #expect(Float(-2).magnitudeSquared == 4)
        #expect(CGFloat(4).scaled(by: 0.5) == 2)
        #expect(CGFloat(3).magnitudeSquared == 9)
    }

    @Test("A pair adds, subtracts, scales and measures component by component")
    func pair() {
        let a = AnimatablePair(1.0, CGFloat(2))
        let b = AnimatablePair(3.0, CGFloat(5))
        #expect(a + b == AnimatablePair(4.0, CGFloat(7)))
        #expect(b - a == AnimatablePair(2.0, CGFloat(3)))
        var c = a
        c += b
        c -= AnimatablePair(1.0, CGFloat(1))
        #expect(c == AnimatablePair(3.0, CGFloat(6)))
        c.scale(by: 2)
        #expect(c.first == 6 && c.second == 12)
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
        #expect(AnimatablePair<Double, Double>.zero == AnimatablePair(0.0, 0.0))
        #expect(a.interpolated(towards: b, amount: 0.5) == AnimatablePair(2.0, CGFloat(3.5)))
        #expect(a != b)
    }

    @Test("Empty data is its own zero whatever is done to it")
    func empty() {
        var value = EmptyAnimatableData()
        value += .zero
        value -= EmptyAnimatableData()
        value.scale(by: 10)
        #expect(value == EmptyAnimatableData.zero)
        #expect(value + value == value - value)
        #expect(value.magnitudeSquared == 0)
    }

    @Test("Geometry exposes its components as animatable data, and takes them back")
    func geometry() {
        var point = CGPoint(x: 1, y: 2)
        #expect(point.animatableData == AnimatablePair(1, 2))
        point.animatableData = AnimatablePair(5, 6)
        #expect(point == CGPoint(x: 5, y: 6))

        var size = CGSize(width: 3, height: 4)
        size.animatableData = size.animatableData.scaled(by: 2)
        #expect(size == CGSize(width: 6, height: 8))

        var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        rect.animatableData.interpolate(
            towards: CGRect(x: 10, y: 20, width: 30, height: 40).animatableData, amount: 0.5)
        #expect(rect == CGRect(x: 5, y: 10, width: 20, height: 25))

        var angle = Angle.degrees(90)
        #expect(angle.animatableData == .pi / 2)
        angle.animatableData = .pi
        #expect(angle == .degrees(180))

        var anchor = UnitPoint.topLeading
        anchor.animatableData = UnitPoint.bottomTrailing.animatableData
        #expect(anchor == .bottomTrailing)

        var number = 2.0
        number.animatableData = 3
        #expect(number == 3)
    }
}
