import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("ImageRenderer")
struct ImageRendererTests {
    @Test("The content renders at its ideal size, or at the size it takes for the proposal")
    func sizes() {
        let fixed = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        #expect(fixed.size == CGSize(width: 30, height: 20))
        #expect(fixed.svg.contains("width=\"30\" height=\"20\""))
        #expect(fixed.displayList.items.first?.fillColor == .red)

        let shape = ImageRenderer(content: Rectangle().fill(Color.blue))
        #expect(shape.size == CGSize(width: 10, height: 10))
        shape.proposedSize = ProposedViewSize(width: 50, height: 40)
        #expect(shape.size == CGSize(width: 50, height: 40))
        #expect(shape.displayList.items.first?.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    }

    @Test("An opaque picture has the background under the content")
    func opaque() {
        let renderer = ImageRenderer(content: Circle().fill(Color.red).frame(width: 10, height: 10))
        #expect(!renderer.svg.contains("fill=\"#ffffff\""))
        renderer.isOpaque = true
        #expect(renderer.svg.contains("<path d=\"M0 0 L10 0 L10 10 L0 10 Z\" fill=\"#ffffff\"/>"))
    }

    @Test("Setting a property publishes objectWillChange, unless observation is off")
    func publishes() {
        let renderer = ImageRenderer(content: Text("a"))
        var count = 0
        let subscription = renderer.objectWillChange.sink { count += 1 }
        renderer.scale = 2
        renderer.content = Text("b")
        #expect(count == 2)
        renderer.isObservationEnabled = false
        renderer.proposedSize = ProposedViewSize(width: 10, height: 10)
        #expect(count == 2)
        subscription.cancel()
    }

    @Test("render(renderer:) draws the content into a canvas's context")
    func renderIntoCanvas() {
        let renderer = ImageRenderer(content: Color.green.frame(width: 20, height: 10))
        var drawnSize = CGSize.zero
        let canvas = Canvas { context, _ in
            context.translateBy(x: 5, y: 5)
            renderer.render { size, draw in
                drawnSize = size
                draw(context)
            }
        }
        let host = ViewHost(canvas, size: CGSize(width: 100, height: 100))
        #expect(drawnSize == CGSize(width: 20, height: 10))
        let green = host.displayList.items.filter { $0.fillColor == .green }
        #expect(green.map(\.frame) == [CGRect(x: 5, y: 5, width: 20, height: 10)])
    }
}
