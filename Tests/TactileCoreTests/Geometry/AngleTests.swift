import Foundation
import TactileCore
import Testing

@Suite("Angle")
struct AngleTests {
    @Test(
        "degrees and radians convert both ways",
        arguments: [
            (0.0, 0.0), (90.0, Double.pi / 2), (180.0, Double.pi), (-45.0, -Double.pi / 4),
            (360.0, 2 * Double.pi), (720.0, 4 * Double.pi),
        ])
    func conversions(degrees: Double, radians: Double) {
        #expect(abs(Angle(degrees: degrees).radians - radians) < 1e-12)
        #expect(abs(Angle(radians: radians).degrees - degrees) < 1e-9)
        #expect(abs(Angle.degrees(degrees).radians - radians) < 1e-12)
        #expect(Angle.radians(radians) == Angle(radians: radians))
    }

    @Test("setting degrees or animatableData rewrites the stored radians")
    func setters() {
        var angle = Angle()
        angle.degrees = 180
        #expect(abs(angle.radians - .pi) < 1e-12)
        angle.radians = .pi / 2
        #expect(abs(angle.degrees - 90) < 1e-9)
        angle.animatableData = 1.25
        #expect(angle.radians == 1.25)
        #expect(angle.animatableData == 1.25)
    }

    @Test("zero, init() and .degrees(0) are the same angle; angles are not normalised")
    func zero() {
        #expect(Angle() == .zero)
        #expect(Angle.degrees(0) == .zero)
        #expect(Angle.degrees(360) != .zero)
    }

    @Test("arithmetic matches the radian values")
    func arithmetic() {
        let a = Angle.radians(1.5)
        let b = Angle.radians(0.5)
        #expect(a + b == .radians(2))
        #expect(a - b == .radians(1))
        #expect(-a == .radians(-1.5))
        #expect(a * 2 == .radians(3))
        #expect(2 * a == .radians(3))
        #expect(a / 3 == .radians(0.5))

        var c = a
        c += b
        #expect(c == .radians(2))
        c -= .radians(0.25)
        #expect(c == .radians(1.75))
    }

    @Test("the rotation seed's accumulation pattern compiles and accumulates")
    func seedPattern() {
        var finalAngle = Angle.degrees(0)
        let currentAngle = Angle.degrees(30)
        let value = Angle.degrees(75)
        let vAngle = value - currentAngle
        finalAngle += vAngle
        #expect(abs(finalAngle.degrees - 45) < 1e-9)
    }

    @Test("angles order by radians")
    func ordering() {
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(Angle.degrees(-10) < .zero)
        #expect(!(Angle.degrees(20) < .degrees(20)))
        #expect([Angle.degrees(30), .degrees(-5), .degrees(12)].max() == .degrees(30))
    }

    @Test("Codable stores radians under one key and round-trips")
    func codable() throws {
        let angle = Angle.radians(0.75)
        let data = try JSONEncoder().encode(angle)
        #expect(String(decoding: data, as: UTF8.self) == #"{"radians":0.75}"#)
        #expect(try JSONDecoder().decode(Angle.self, from: data) == angle)
    }

    @Test("AdditiveArithmetic lets generic code sum angles")
    func additiveArithmetic() {
        func total<T: AdditiveArithmetic>(_ values: [T]) -> T { values.reduce(.zero, +) }
        #expect(total([Angle.radians(1), .radians(2), .radians(-0.5)]) == .radians(2.5))
    }
}
