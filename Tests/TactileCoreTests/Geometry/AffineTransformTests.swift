import Foundation
import TactileCore
import Testing

// These tests pin Core Graphics' semantics. On Linux they exercise Tactile's own
// `CGAffineTransform`; on Apple platforms the same expectations run against Core Graphics, which
// keeps the two honest with each other.

private func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs - rhs) <= tolerance
}

private func isClose(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool {
    isClose(lhs.x, rhs.x) && isClose(lhs.y, rhs.y)
}

private func isClose(_ lhs: CGAffineTransform, _ rhs: CGAffineTransform) -> Bool {
    isClose(lhs.a, rhs.a) && isClose(lhs.b, rhs.b) && isClose(lhs.c, rhs.c)
        && isClose(lhs.d, rhs.d) && isClose(lhs.tx, rhs.tx) && isClose(lhs.ty, rhs.ty)
}

@Suite("CGAffineTransform")
struct AffineTransformTests {
    @Test("identity leaves points alone; the zero-initialised transform is not the identity")
    func identity() {
        let point = CGPoint(x: 3, y: -7)
        #expect(point.applying(.identity) == point)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform().isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
    }

    @Test(
        "elementary transforms move a point as x' = a·x + c·y + tx, y' = b·x + d·y + ty",
        arguments: [
            (
                CGAffineTransform(translationX: 10, y: -4), CGPoint(x: 1, y: 2),
                CGPoint(x: 11, y: -2)
            ),
            (CGAffineTransform(scaleX: 2, y: 3), CGPoint(x: 1, y: 2), CGPoint(x: 2, y: 6)),
            (CGAffineTransform(rotationAngle: .pi / 2), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGAffineTransform(rotationAngle: .pi / 2), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGAffineTransform(rotationAngle: .pi), CGPoint(x: 2, y: 3), CGPoint(x: -2, y: -3)),
            (
                CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), CGPoint(x: 1, y: 1),
                CGPoint(x: 9, y: 12)
            ),
        ])
    func applyToPoint(transform: CGAffineTransform, point: CGPoint, expected: CGPoint) {
        #expect(isClose(point.applying(transform), expected))
    }

    @Test("concatenating applies the receiver first, then the argument")
    func concatenationOrder() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(point.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
    }

    @Test("translatedBy, scaledBy and rotated apply the new operation before the receiver")
    func prependedOperations() {
        let point = CGPoint(x: 1, y: 1)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(point.applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))

        let translate = CGAffineTransform(translationX: 10, y: 0)
        #expect(point.applying(translate.scaledBy(x: 3, y: 4)) == CGPoint(x: 13, y: 4))

        let rotatedThenMoved = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(rotatedThenMoved), CGPoint(x: 5, y: 1)))
    }

    @Test(
        "a transform composed with its inverse is the identity",
        arguments: [
            CGAffineTransform(translationX: 10, y: -4),
            CGAffineTransform(scaleX: 2, y: 0.5),
            CGAffineTransform(rotationAngle: 0.7),
            CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
            CGAffineTransform(rotationAngle: -2).scaledBy(x: 3, y: 1).translatedBy(x: 7, y: 9),
        ])
    func inverse(transform: CGAffineTransform) {
        let inverse = transform.inverted()
        #expect(isClose(transform.concatenating(inverse), .identity))
        #expect(isClose(inverse.concatenating(transform), .identity))
        let point = CGPoint(x: -3, y: 8)
        #expect(isClose(point.applying(transform).applying(inverse), point))
    }

    @Test("the inverse of a known matrix has the expected entries")
    func inverseEntries() {
        let inverse = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).inverted()
        #expect(isClose(inverse, CGAffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2)))
    }

    @Test(
        "a transform without an inverse is returned unchanged",
        arguments: [
            CGAffineTransform(scaleX: 0, y: 1),
            CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3),
            CGAffineTransform(),
        ])
    func singularInverse(transform: CGAffineTransform) {
        #expect(transform.inverted() == transform)
    }

    @Test("a size is transformed as a vector, without translation")
    func applyToSize() {
        let size = CGSize(width: 2, height: 1)
        #expect(size.applying(CGAffineTransform(translationX: 100, y: 100)) == size)
        #expect(size.applying(CGAffineTransform(scaleX: 3, y: -2)) == CGSize(width: 6, height: -2))
        let rotated = size.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(rotated.width, -1) && isClose(rotated.height, 2))
    }

    @Test("a rectangle becomes the bounding box of its transformed corners")
    func applyToRect() {
        let rect = CGRect(x: 1, y: 2, width: 4, height: 2)
        let moved = rect.applying(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3))
        #expect(moved == CGRect(x: 12, y: 26, width: 8, height: 6))

        let flipped = rect.applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -5, y: 2, width: 4, height: 2))

        let square = CGRect(x: 0, y: 0, width: 1, height: 1)
        let diamond = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = CGFloat(2).squareRoot() / 2
        #expect(isClose(diamond.minX, -half) && isClose(diamond.maxX, half))
        #expect(isClose(diamond.minY, 0) && isClose(diamond.maxY, 2 * half))

        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }

    @Test("Codable uses Apple's unkeyed [a, b, c, d, tx, ty] form and round-trips")
    func codable() throws {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: -6)
        let data = try JSONEncoder().encode(transform)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5.5,-6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == transform)
    }
}

@Suite("CGVector")
struct VectorTests {
    @Test("zero, initialisers and equality")
    func basics() {
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector() == .zero)
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0))
        #expect(CGVector(dx: 3, dy: 4) != CGVector(dx: 4, dy: 3))
    }

    @Test("Codable uses Apple's unkeyed [dx, dy] form and round-trips")
    func codable() throws {
        let vector = CGVector(dx: 1.5, dy: -2)
        let data = try JSONEncoder().encode(vector)
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,-2]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == vector)
    }
}
