import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("Canvas symbols")
struct CanvasSymbolTests {
    @Test("Symbols draw by tag, stretched to a rectangle or at their size around a point")
    func symbols() throws {
        var missing: GraphicsContext.ResolvedSymbol?
        var size = CGSize.zero
        let canvas = Canvas { context, _ in
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            size = dot.size
            missing = context.resolveSymbol(id: "none")
            context.draw(dot, at: CGPoint(x: 50, y: 50))
            context.draw(dot, in: CGRect(x: 0, y: 0, width: 20, height: 40))
        } symbols: {
            Circle().fill(Color.red).frame(width: 10, height: 10).tag("dot")
        }
        let host = ViewHost(canvas, size: CGSize(width: 100, height: 100))
        #expect(size == CGSize(width: 10, height: 10))
        #expect(missing == nil)
        let reds = host.displayList.items.filter { $0.fillColor == .red }
        #expect(reds.count == 2)
        expectApprox(reds[0].frame, CGRect(x: 45, y: 45, width: 10, height: 10), tolerance: 1e-9)
        expectApprox(reds[1].frame, CGRect(x: 0, y: 0, width: 20, height: 40), tolerance: 1e-9)
    }

    @Test("A canvas keeps its initializer's properties")
    func properties() {
        let canvas = Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true) { _, _ in
        } symbols: {
            Text("a").tag(1)
        }
        #expect(canvas.isOpaque && canvas.rendersAsynchronously)
        #expect(canvas.colorMode == .linear)
    }
}
