import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

@MainActor
@Suite("Canvas clips, layers, blend modes and shadings")
struct CanvasClipAndShadingTests {
    @Test("An inverse clip draws only outside the path")
    func inverseClip() throws {
        let canvas = Canvas { context, _ in
            context.clip(to: Path(CGRect(x: 10, y: 10, width: 20, height: 20)), options: .inverse)
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
        }
        let item = try #require(ViewHost(canvas, size: CGSize(width: 40, height: 40)).displayList.items.first)
        let clip = try #require(item.clipPaths.first)
        #expect(!clip.contains(CGPoint(x: 20, y: 20)))
        #expect(clip.contains(CGPoint(x: 5, y: 5)))
        #expect(clip.contains(CGPoint(x: 35, y: 20)))
    }

    @Test("clipBoundingRect: the canvas, then the clip, in the current coordinates")
    func clipBoundingRect() {
        var rects: [CGRect] = []
        let canvas = Canvas { context, _ in
            rects.append(context.clipBoundingRect)
            context.clip(to: Path(CGRect(x: 10, y: 20, width: 30, height: 40)))
            rects.append(context.clipBoundingRect)
            context.translateBy(x: 10, y: 10)
            rects.append(context.clipBoundingRect)
        }
        _ = ViewHost(canvas, size: CGSize(width: 100, height: 80))
        #expect(
            rects.prefix(3) == [
                CGRect(x: 0, y: 0, width: 100, height: 80), CGRect(x: 10, y: 20, width: 30, height: 40),
                CGRect(x: 0, y: 10, width: 30, height: 40),
            ])
    }

    @Test("clipToLayer clips to what the layer draws, strokes by their outline")
    func clipToLayer() throws {
        let canvas = Canvas { context, _ in
            context.clipToLayer(opacity: 0.5) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
                layer.stroke(Path(CGRect(x: 30, y: 30, width: 20, height: 20)), with: .color(.black), lineWidth: 4)
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
        }
        let item = try #require(ViewHost(canvas, size: CGSize(width: 100, height: 100)).displayList.items.first)
        #expect(item.opacity == 0.5)
        let clip = try #require(item.clipPaths.last)
        #expect(clip.contains(CGPoint(x: 5, y: 5)))
        #expect(clip.contains(CGPoint(x: 30, y: 40)))  // on the stroke
        #expect(!clip.contains(CGPoint(x: 40, y: 40)))  // inside the stroked square, not on its line
        #expect(!clip.contains(CGPoint(x: 20, y: 20)))
    }

    @Test("Blend modes: CSS's where it has them, the nearest drawing for Porter–Duff ones")
    func blendModes() {
        let modes: [GraphicsContext.BlendMode] = [.multiply, .clear, .copy, .destinationIn, .destinationAtop, .xor]
        let canvas = Canvas { context, _ in
            for mode in modes {
                context.blendMode = mode
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            }
        }
        let items = ViewHost(canvas, size: CGSize(width: 20, height: 20)).displayList.items
        #expect(items.map(\.blendMode) == [.multiply, .normal, .normal, .normal, .destinationOver, .normal])
        #expect(items.map(\.opacity) == [1, 0, 1, 0, 1, 1])
        #expect(GraphicsContext.BlendMode.xor.rawValue == 25)
    }

    @Test("Shadings: palette, backdrop, resolved text and image shadings and baselines")
    func shadings() {
        var firstBaseline: CGFloat = 0, lastBaseline: CGFloat = 0, imageBaseline: CGFloat = 0
        let canvas = Canvas { context, _ in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .palette([.color(.green), .color(.red)]))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .backdrop)
            var text = context.resolve(Text("Hello world"))
            text.shading = .color(.blue)
            firstBaseline = text.firstBaseline(in: CGSize(width: 1000, height: 1000))
            lastBaseline = text.lastBaseline(in: CGSize(width: 20, height: 1000))
            context.draw(text, at: CGPoint(x: 50, y: 50))
            var image = context.resolve(Image(systemName: "star"))
            image.shading = .color(.orange)
            imageBaseline = image.baseline - image.size.height
            context.draw(image, at: CGPoint(x: 50, y: 50))
        }
        let items = ViewHost(canvas, size: CGSize(width: 100, height: 100)).displayList.items
        let fills = items.compactMap(\.fillColor)
        #expect(fills.first == .green)
        // The backdrop paints nothing over what is behind.
        #expect(fills.dropFirst().allSatisfy { $0.resolve(in: EnvironmentValues()).opacity == 0 })
        #expect(items.compactMap(\.textColor) == [.blue])
        #expect(firstBaseline > 0 && lastBaseline > firstBaseline)
        #expect(imageBaseline == 0)
        let tints: [Color?] = items.compactMap { item in
            if case .image(_, _, let tint) = item.kind { return tint }
            return nil
        }
        #expect(tints == [.orange])
    }
}
