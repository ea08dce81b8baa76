import Foundation
import TactileViewCore
import Testing

@MainActor
@Suite("Shapes moved, rotated, scaled and transformed")
struct TransformedShapeTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test("Scaling keeps the anchor put")
    func scale() {
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 25, y: 12.5, width: 50, height: 25))
        #expect(
            Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect).boundingRect
                == CGRect(x: 0, y: 0, width: 200, height: 50))
        let shape = ScaledShape(shape: Rectangle(), scale: CGSize(width: 1, height: 2), anchor: .bottom)
        #expect(shape.path(in: rect).boundingRect == CGRect(x: 0, y: -50, width: 100, height: 100))
    }

    @Test("Rotating turns clockwise on screen around the anchor")
    func rotation() {
        let turned = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: rect).boundingRect
        #expect(abs(turned.minX - -50) < 1e-9 && abs(turned.maxX) < 1e-9)
        #expect(abs(turned.minY) < 1e-9 && abs(turned.maxY - 100) < 1e-9)
        let centred = RotatedShape(shape: Rectangle(), angle: .degrees(90)).path(in: rect).boundingRect
        #expect(abs(centred.midX - 50) < 1e-9 && abs(centred.width - 50) < 1e-9 && abs(centred.height - 100) < 1e-9)
    }

    @Test("Offset and transform move the outline")
    func offsetAndTransform() {
        let moved = OffsetShape(shape: Rectangle(), offset: CGSize(width: 10, height: -5))
        #expect(moved.path(in: rect).boundingRect == CGRect(x: 10, y: -5, width: 100, height: 50))
        let transformed = Rectangle().transform(CGAffineTransform(translationX: 3, y: 4))
        #expect(transformed.path(in: rect).boundingRect == CGRect(x: 3, y: 4, width: 100, height: 50))
        #expect(transformed.transform == CGAffineTransform(translationX: 3, y: 4))
    }

    @Test("Inset transformed shapes inset the shape, then transform it")
    func inset() {
        let inset = Rectangle().rotation(.zero).inset(by: 10)
        #expect(inset.path(in: rect).boundingRect == CGRect(x: 10, y: 10, width: 80, height: 30))
        let moved = OffsetShape(shape: Circle(), offset: CGSize(width: 5, height: 0)).inset(by: 5)
        #expect(moved.path(in: CGRect(x: 0, y: 0, width: 50, height: 50)).boundingRect.minX == 10)
    }

    @Test("A transformed shape draws its transformed outline in the SVG")
    func rendered() {
        let host = ViewHost(Rectangle().scale(0.5).fill(.red), size: CGSize(width: 100, height: 50))
        #expect(host.svg().contains("M25 12.5 L75 12.5 L75 37.5 L25 37.5 Z"))
    }
}
