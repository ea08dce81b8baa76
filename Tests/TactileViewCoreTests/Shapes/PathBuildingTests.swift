import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// SwiftUI's path builders with a transform, the rounded rectangles with a radius per corner, the
/// relative arc and the arc between two tangents.
@Suite("Path building")
struct PathBuildingTests {
    static let rect = CGRect(x: 10, y: 20, width: 100, height: 60)

    @Test func transformedBuildersAddTheTransformedShape() {
        let move = CGAffineTransform(translationX: 5, y: -3)
        var path = Path()
        path.addRect(Self.rect, transform: move)
        #expect(path.boundingRect == Self.rect.offsetBy(dx: 5, dy: -3))
        var ellipse = Path()
        ellipse.addEllipse(in: Self.rect, transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(abs(ellipse.boundingRect.width - 200) < 0.001)
        var rects = Path()
        rects.addRects([Self.rect, Self.rect.offsetBy(dx: 200, dy: 0)], transform: move)
        #expect(rects.boundingRect.maxX == 315)
        var rounded = Path()
        rounded.addRoundedRect(in: Self.rect, cornerSize: CGSize(width: 10, height: 10), transform: move)
        #expect(rounded == Path(roundedRect: Self.rect, cornerRadius: 10).applying(move))
    }

    @Test func cornerRadiiRoundEachCornerAlone() {
        let radii = RectangleCornerRadii(topLeading: 20, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0)
        let path = Path(roundedRect: Self.rect, cornerRadii: radii)
        #expect(path == UnevenRoundedRectangle(cornerRadii: radii).path(in: Self.rect))
        #expect(!path.contains(CGPoint(x: 11, y: 21)))  // the rounded top-leading corner
        #expect(path.contains(CGPoint(x: 109, y: 21)))  // the square top-trailing corner
        #expect(path.contains(CGPoint(x: 11, y: 79)))
        var added = Path()
        added.addRoundedRect(in: Self.rect, cornerRadii: radii)
        #expect(added == path)
    }

    static let arcEnds: [(Double, CGPoint)] = [
        (90, CGPoint(x: 0, y: 10)), (-90, CGPoint(x: 0, y: -10)), (180, CGPoint(x: -10, y: 0)),
    ]

    @Test(arguments: Self.arcEnds)
    func aRelativeArcEndsAtStartPlusDelta(delta: Double, end: CGPoint) throws {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(delta))
        let last = try #require(path.currentPoint)
        #expect(abs(last.x - end.x) < 1e-9 && abs(last.y - end.y) < 1e-9)
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
    }

    @Test func anArcBetweenTangentsRoundsTheCorner() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // A line to where the arc starts, 20 before the corner, then a quarter circle to 20 below it.
        guard case .line(let start)? = path.elements.dropFirst().first else {
            Issue.record("no line to the arc: \(path.elements)")
            return
        }
        #expect(abs(start.x - 80) < 1e-9 && abs(start.y) < 1e-9)
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
        let bounds = path.boundingRect
        #expect(abs(bounds.maxX - 100) < 1e-6 && abs(bounds.maxY - 20) < 1e-6)
    }

    @Test func parallelTangentsMakeALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
        #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 50, y: 0))])
    }

    @Test func anArcWithATransformJoinsTheCurrentPoint() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(
            center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
            transform: CGAffineTransform(translationX: 50, y: 0))
        guard case .line(let start)? = path.elements.dropFirst().first else {
            Issue.record("no line to the arc: \(path.elements)")
            return
        }
        #expect(abs(start.x - 60) < 1e-9 && abs(start.y) < 1e-9)
    }
}
