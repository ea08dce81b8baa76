import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

@MainActor
@Suite("Canvas and GraphicsContext")
struct CanvasTests {
    @Test("Fills and strokes become shape items in the canvas's frame, under the context's transform")
    func shapes() throws {
        let canvas = Canvas { context, size in
            context.fill(
                Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.red))
            context.translateBy(x: 10, y: 20)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue), lineWidth: 3)
        }
        let host = ViewHost(canvas.frame(width: 100, height: 50), size: CGSize(width: 200, height: 50))
        let items = host.displayList.items
        #expect(items.count == 2)
        #expect(items[0].fillColor == .red)
        expectApprox(items[0].frame, CGRect(x: 50, y: 0, width: 100, height: 50), tolerance: 1e-9)
        #expect(items[1].strokeColor == .blue)
        #expect(items[1].frame == CGRect(x: 60, y: 20, width: 10, height: 10))
        #expect(
            host.svg().contains(
                "<path d=\"M0 0 L10 0 L10 10 L0 10 Z\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"3\" transform=\"translate(60 20)\"/>"
            ))
    }

    @Test("Scale and rotation compose with the canvas's position; opacity, blend mode and clip apply to later calls")
    func state() throws {
        let canvas = Canvas { context, _ in
            context.opacity = 0.5
            context.blendMode = .screen
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
            context.scaleBy(x: 2, y: 2)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
        }
        let host = ViewHost(canvas, size: CGSize(width: 100, height: 100))
        let item = try #require(host.displayList.items.first)
        #expect(item.opacity == 0.5)
        #expect(item.blendMode == .screen)
        #expect(item.clipPaths == [Path(CGRect(x: 0, y: 0, width: 5, height: 5))])
        expectApprox(item.frame, CGRect(x: -20, y: 0, width: 20, height: 20), tolerance: 1e-9)
    }

    @Test("drawLayer's changes end with it")
    func layers() throws {
        let canvas = Canvas { context, _ in
            context.drawLayer { layer in
                layer.translateBy(x: 50, y: 0)
                layer.opacity = 0.25
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        let items = ViewHost(canvas, size: CGSize(width: 100, height: 100)).displayList.items
        #expect(items.map(\.frame.minX) == [50, 0])
        #expect(items.map(\.opacity) == [0.25, 1])
    }

    @Test("Text and images are drawn at a point by their anchor, or in a rectangle")
    func textAndImages() throws {
        let canvas = Canvas { context, size in
            let label = context.resolve(Text("Hello").font(.system(size: 20)))
            let measured = label.measure(in: size)
            context.draw(label, at: CGPoint(x: 50, y: 50), anchor: .center)
            context.draw(Text("Hi"), in: CGRect(x: 5, y: 5, width: 90, height: 20))
            context.draw(Image(systemName: "star"), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
            #expect(measured.width > 0)
        }
        let host = ViewHost(canvas.foregroundStyle(.orange), size: CGSize(width: 100, height: 100))
        let hello = try #require(host.displayList.texts("Hello").first)
        expectApprox(CGPoint(x: hello.frame.midX, y: hello.frame.midY), CGPoint(x: 50, y: 50), tolerance: 1e-9)
        #expect(hello.textColor == .orange)
        #expect(host.displayList.texts("Hi").first?.frame.origin == CGPoint(x: 5, y: 5))
        let star = try #require(host.displayList.images(named: "star").first)
        #expect(star.isSymbolImage && star.frame.origin == .zero)
    }

    @Test("Gradient shadings are placed in the context's coordinates; style shadings in the path's bounds")
    func gradients() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let canvas = Canvas { context, _ in
            let square = Path(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.fill(square, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
            context.fill(
                square, with: .style(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)))
            context.fill(square, with: .conicGradient(gradient, center: CGPoint(x: 20, y: 20)))
        }
        let items = ViewHost(canvas, size: CGSize(width: 100, height: 100)).displayList.items
        #expect(items[0].gradient?.geometry == .linear(start: .zero, end: CGPoint(x: 100, y: 0)))
        #expect(items[1].gradient?.geometry == .linear(start: CGPoint(x: 10, y: 20), end: CGPoint(x: 30, y: 20)))
        #expect(
            items[2].gradient?.geometry
                == .angular(center: CGPoint(x: 20, y: 20), startAngle: .zero, endAngle: .degrees(360)))
    }

    @Test("A canvas is hit-tested by its frame")
    func hitTesting() {
        let host = ViewHost(Canvas { _, _ in }.frame(width: 50, height: 50), size: CGSize(width: 100, height: 100))
        #expect(host.hitTest(CGPoint(x: 50, y: 50))?.target.kind == "Canvas")
        #expect(host.hitTest(CGPoint(x: 10, y: 10)) == nil)
    }
}
