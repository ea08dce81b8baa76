import Foundation
import TactileCore
import Testing

@Suite("Geometry operations")
struct GeometryOperationsTests {
    @Test("point arithmetic: displacement, moving by a size, centroid")
    func pointArithmetic() {
        let start = CGPoint(x: 10, y: 20)
        let location = CGPoint(x: 13, y: 16)
        let translation: CGSize = location - start
        #expect(translation == CGSize(width: 3, height: -4))
        #expect(start + translation == location)
        #expect(location - translation == start)
        #expect((start + location) / 2 == start.midpoint(to: location))
        #expect(start * 2 == CGPoint(x: 20, y: 40))
    }

    @Test("size arithmetic: sum, difference, scaling both ways")
    func sizeArithmetic() {
        let size = CGSize(width: 3, height: -4)
        #expect(size + size == CGSize(width: 6, height: -8))
        #expect(size - size == .zero)
        #expect(size * 0.25 == CGSize(width: 0.75, height: -1))
        #expect(4 * size == CGSize(width: 12, height: -16))
        #expect(size / 2 == CGSize(width: 1.5, height: -2))
    }

    @Test("lengths and distances")
    func lengths() {
        #expect(CGPoint(x: 1, y: 1).distance(to: CGPoint(x: 4, y: 5)) == 5)
        #expect(CGSize(width: -6, height: 8).length == 10)
        #expect(CGVector(dx: 5, dy: 12).length == 13)
        #expect(CGVector(CGSize(width: 2, height: 3)) == CGVector(dx: 2, dy: 3))
        #expect(CGSize(CGVector(dx: 2, dy: 3)) == CGSize(width: 2, height: 3))
    }

    @Test(
        "a vector's angle runs from +x towards +y",
        arguments: [
            (CGVector(dx: 1, dy: 0), 0.0), (CGVector(dx: 0, dy: 2), 90.0),
            (CGVector(dx: -3, dy: 0), 180.0), (CGVector(dx: 0, dy: -1), -90.0),
            (CGVector(dx: 1, dy: 1), 45.0), (CGVector.zero, 0.0),
        ])
    func angles(vector: CGVector, degrees: Double) {
        #expect(abs(vector.angle.degrees - degrees) < 1e-9)
        #expect(abs(CGSize(vector).angle.degrees - degrees) < 1e-9)
    }

    @Test("finiteness of points")
    func finiteness() {
        #expect(CGPoint(x: 1, y: 2).isFinite)
        #expect(!CGPoint(x: CGFloat.nan, y: 2).isFinite)
        #expect(!CGPoint(x: 1, y: -CGFloat.infinity).isFinite)
    }
}
