import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

@MainActor
@Suite("Drawing effects: mask, clip, transforms, blend modes, groups")
struct DrawingEffectsTests {
    private func host<V: View>(_ view: V) -> ViewHost { ViewHost(view, size: CGSize(width: 100, height: 100)) }

    @Test("A mask is drawn into its content's items and written as an alpha mask, never on its own")
    func mask() throws {
        let h = host(Color.red.mask { Circle().frame(width: 40, height: 40) })
        #expect(h.displayList.items.count == 1)
        let item = try #require(h.displayList.items.first)
        #expect(item.fillColor == .red)
        let mask = try #require(item.masks.first)
        #expect(mask.items.count == 1)
        #expect(mask.items.first?.frame == CGRect(x: 30, y: 30, width: 40, height: 40))
        let svg = h.svg()
        #expect(
            svg.contains(
                "<mask id=\"mask1\" mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"><path d=\"M40 20 "
            ))
        #expect(
            svg.contains("<g mask=\"url(#mask1)\">\n<path d=\"M0 0 L100 0 L100 100 L0 100 Z\" fill=\"#ff3b30\"/>\n</g>")
        )
    }

    @Test("The mask's alignment places it like an overlay")
    func maskAlignment() throws {
        let h = host(Color.red.mask(alignment: .topLeading) { Rectangle().frame(width: 10, height: 20) })
        #expect(h.displayList.items.first?.masks.first?.items.first?.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test("Mask and clip do not change hit testing; the mask view itself is never hit")
    func hitTestingUnchanged() {
        let masked = host(Color.red.mask { Circle().frame(width: 10, height: 10) })
        #expect(masked.hitTest(CGPoint(x: 2, y: 2))?.target.kind == "Color(red)")
        let clipped = host(Color.red.clipShape(Circle()))
        #expect(clipped.hitTest(CGPoint(x: 2, y: 2))?.target.kind == "Color(red)")
        let maskOnly = host(Color.clear.mask { Color.blue })
        #expect(maskOnly.hitTest(CGPoint(x: 50, y: 50)) == nil)
        let shaped = host(Color.red.contentShape(Circle()))
        #expect(shaped.hitTest(CGPoint(x: 2, y: 2)) == nil)
    }

    @Test("Items under one clip share one clipPath definition")
    func sharedDefinitions() {
        let h = host(
            VStack(spacing: 0) {
                Color.red.frame(height: 50)
                Color.blue.frame(height: 50)
            }.clipShape(Circle()))
        let svg = h.svg()
        #expect(svg.components(separatedBy: "<clipPath").count - 1 == 1)
        #expect(svg.components(separatedBy: "clip-path=\"url(#clip1)\"").count - 1 == 2)
        #expect(svg == h.svg())
    }

    @Test("transformEffect applies about the top-leading corner; hit testing follows it")
    func transformEffect() {
        let h = host(
            Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: 30, y: 10))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        #expect(h.displayList.items.first?.frame == CGRect(x: 30, y: 10, width: 20, height: 20))
        #expect(h.hitTest(CGPoint(x: 35, y: 15)) != nil)
        #expect(h.hitTest(CGPoint(x: 5, y: 5)) == nil)
    }

    @Test("rotation3DEffect about y squashes the width by the cosine; about z it is rotationEffect")
    func rotation3D() throws {
        let turned = host(
            Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        let item = try #require(turned.displayList.items.first)
        expectApprox(item.frame, CGRect(x: 40, y: 40, width: 20, height: 20), tolerance: 0.001)
        let aboutZ = host(
            Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))
        let rotated = host(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(30)))
        let a = try #require(aboutZ.displayList.items.first?.transform)
        let b = try #require(rotated.displayList.items.first?.transform)
        for (x, y) in [(a.a, b.a), (a.b, b.b), (a.c, b.c), (a.d, b.d), (a.tx, b.tx), (a.ty, b.ty)] {
            expectApprox(x, y, tolerance: 1e-9)
        }
        let none = host(Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(45), axis: (x: 0, y: 0, z: 0)))
        #expect(none.displayList.items.first?.frame == CGRect(x: 30, y: 40, width: 40, height: 20))
    }

    @Test("blendMode marks the items and is the CSS mix-blend-mode")
    func blendMode() {
        let h = host(Color.red.blendMode(.multiply))
        #expect(h.displayList.items.first?.blendMode == .multiply)
        #expect(h.svg().contains("fill=\"#ff3b30\" style=\"mix-blend-mode:multiply\"/>"))
        let clipped = host(Color.red.blendMode(.screen).clipped())
        #expect(clipped.svg().contains("<g clip-path=\"url(#clip1)\" style=\"mix-blend-mode:screen\">"))
    }

    @Test("compositingGroup and drawingGroup draw exactly what the view draws without them")
    func groups() {
        let plain = host(Circle().fill(.red).opacity(0.5)).svg()
        #expect(host(Circle().fill(.red).compositingGroup().opacity(0.5)).svg() == plain)
        #expect(host(Circle().fill(.red).drawingGroup().opacity(0.5)).svg() == plain)
    }
}
