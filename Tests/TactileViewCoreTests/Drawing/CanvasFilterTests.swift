import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

@MainActor
@Suite("Canvas filters")
struct CanvasFilterTests {
    /// The items of a 100 × 100 canvas that fills a square, adds `filter`, and fills another.
    private func items(_ filter: GraphicsContext.Filter) -> [DisplayItem] {
        let canvas = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.addFilter(filter)
            context.fill(Path(CGRect(x: 20, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        return ViewHost(canvas.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100)).displayList.items
    }

    @Test("A blur applies to what is drawn after it, not before")
    func blur() {
        let drawn = items(.blur(radius: 6))
        #expect(drawn.map(\.blurRadius) == [0, 6])
    }

    @Test("A shadow filter gives the later items a shadow")
    func shadow() {
        let drawn = items(.shadow(color: .black, radius: 3, x: 2, y: 4))
        #expect(drawn[0].shadow == nil)
        let shadow = drawn[1].shadow
        #expect(shadow?.color == .black && shadow?.radius == 3 && shadow?.x == 2 && shadow?.y == 4)
    }

    @Test(
        "Colour filters compose into the later items' colour matrix",
        arguments: [
            GraphicsContext.Filter.saturation(0), .grayscale(1), .colorInvert(), .brightness(0.2),
            .hueRotation(.degrees(90)),
        ])
    func colour(filter: GraphicsContext.Filter) {
        let drawn = items(filter)
        #expect(drawn[0].colorMatrix == nil)
        #expect(drawn[1].colorMatrix != nil)
    }

    @Test("A projection filter moves the later items")
    func projection() {
        let drawn = items(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 0, y: 30))))
        #expect(drawn[0].frame.minY == 0)
        #expect(drawn[1].frame.minY == 30)
    }

    @Test("A colour matrix's entries read and write its values")
    func matrixEntries() {
        var matrix = ColorMatrix()
        #expect(matrix == .identity)
        matrix.r2 = 0.5
        matrix.a5 = 0.25
        #expect(matrix.values[1] == 0.5 && matrix.values[19] == 0.25)
    }
}
