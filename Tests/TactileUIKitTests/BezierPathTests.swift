// UIBezierPath and CGPath as SwiftUI shapes use them: through `import Tactile`.
import Foundation
import Tactile
import TactileTesting
import Testing

/// The everyday "round only some corners" shape.
private struct RoundedCorner: Shape {
    var radius: CGFloat = 20
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

@MainActor
@Suite("UIBezierPath and CGPath")
struct BezierPathTests {
    @Test("rounding only the top corners cuts the top corners and keeps the bottom ones square")
    func someCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = RoundedCorner(radius: 20, corners: [.topLeft, .topRight]).path(in: rect)
        #expect(path.boundingRect == rect)
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 98, y: 2)))
        #expect(path.contains(CGPoint(x: 2, y: 58)))
        #expect(path.contains(CGPoint(x: 98, y: 58)))
        #expect(path.contains(CGPoint(x: 50, y: 1)))
        // On the arc's middle: 20 - 20/√2 ≈ 5.86 from each edge.
        #expect(path.contains(CGPoint(x: 6.5, y: 6.5)))
        #expect(!path.contains(CGPoint(x: 5.2, y: 5.2)))
    }

    @Test("a radius larger than half the side is clamped; a bad radius gives a rectangle")
    func clampedRadius() {
        let rect = CGRect(x: 10, y: 10, width: 40, height: 20)
        let pill = UIBezierPath(roundedRect: rect, cornerRadius: 500)
        #expect(pill.bounds == rect)
        #expect(!pill.contains(CGPoint(x: 11, y: 11)))
        #expect(pill.contains(CGPoint(x: 30, y: 20)))
        let square = UIBezierPath(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: CGFloat.nan, height: 4))
        #expect(square.contains(CGPoint(x: 10.5, y: 10.5)))
    }

    @Test("building by hand: lines, curves, arcs and close, with UIKit's clockwise")
    func builtByHand() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.bounds.isNull)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 100), controlPoint: CGPoint(x: 150, y: 50))
        path.addCurve(
            to: CGPoint(x: 0, y: 100), controlPoint1: CGPoint(x: 60, y: 140), controlPoint2: CGPoint(x: 40, y: 140))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        // bounds includes control points, as UIKit's; the outline's own box does not.
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 150, height: 140))
        #expect(path.cgPath.boundingBoxOfPath.maxX < 130)
        #expect(path.contains(CGPoint(x: 120, y: 50)))
        #expect(!path.contains(CGPoint(x: 140, y: 50)))

        // Clockwise on screen from 0 to π/2 sweeps through the bottom-right quarter (y down).
        let clockwise = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(clockwise.bounds.minY > -0.001)
        let counter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(counter.bounds.minY < -9)
    }

    @Test("an oval, a rectangle, append, apply and copy")
    func shapesAndEditing() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(oval.contains(CGPoint(x: 20, y: 10)))
        #expect(!oval.contains(CGPoint(x: 1, y: 1)))
        let both = UIBezierPath(rect: CGRect(x: 100, y: 0, width: 10, height: 10))
        both.append(oval)
        #expect(both.bounds.minX < 1 && both.bounds.maxX == 110)
        both.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(both.contains(CGPoint(x: 110, y: 10)))
        let copy = both.copy() as? UIBezierPath
        both.removeAllPoints()
        #expect(both.isEmpty)
        #expect(copy?.contains(CGPoint(x: 110, y: 10)) == true)
    }

    @Test("CGMutablePath builds outlines a Path wraps; CGPath answers its boxes and hit tests")
    func cgPath() {
        let mutable = CGMutablePath()
        mutable.addRoundedRect(in: CGRect(x: 0, y: 0, width: 50, height: 50), cornerWidth: 10, cornerHeight: 10)
        mutable.addEllipse(in: CGRect(x: 100, y: 0, width: 20, height: 20))
        let path = Path(mutable)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 120, height: 50))
        #expect(!mutable.contains(CGPoint(x: 1, y: 1)))
        #expect(mutable.contains(CGPoint(x: 110, y: 10)))
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil).contains(CGPoint(x: 2, y: 2)))
        #expect(Path(path.cgPath) == path)
        #expect(CGMutablePath().currentPoint == .zero)
    }

    @Test("the shape draws and hit-tests its rounded corners: a tap in a cut corner misses")
    func shapeInAView() {
        var taps = 0
        let sim = TouchSimulator(
            RoundedCorner(radius: 30, corners: [.bottomLeft]).fill(.blue).frame(width: 100, height: 100)
                .onTapGesture { taps += 1 }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        sim.missedTouches = .ignore
        sim.tap(at: CGPoint(x: 2, y: 98))
        #expect(taps == 0)
        sim.tap(at: CGPoint(x: 2, y: 2))
        #expect(taps == 1)
        #expect(sim.svg().contains("C"))
    }
}
