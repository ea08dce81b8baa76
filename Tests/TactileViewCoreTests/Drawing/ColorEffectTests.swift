import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

@MainActor
@Suite(
    "Colour effects: saturation, grayscale, brightness, contrast, colorMultiply, colorInvert, hueRotation, luminanceToAlpha"
)
struct ColorEffectTests {
    private func item<V: View>(_ view: V) throws -> DisplayItem {
        try #require(ViewHost(view, size: CGSize(width: 20, height: 20)).displayList.items.first)
    }

    /// The colour a renderer shows for `view`'s first item: its fill through its colour matrix.
    private func shown<V: View>(_ view: V) throws -> Color {
        let drawn = try item(view)
        let fill = try #require(drawn.fillColor)
        return drawn.colorMatrix?.applied(to: fill) ?? fill
    }

    private func expectColor(_ color: Color, _ rgba: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        let r = color.resolve(in: EnvironmentValues())
        let actual = [r.red, r.green, r.blue, r.opacity]
        for (a, e) in zip(actual, rgba) {
            #expect(abs(Double(a) - e) < 0.002, "\(actual) vs \(rgba)", sourceLocation: sourceLocation)
        }
    }

    private let orange = Color(red: 1, green: 0.5, blue: 0)

    @Test("Each effect transforms colours as SVG's feColorMatrix (and CSS filters) define it")
    func effects() throws {
        expectColor(try shown(orange.grayscale(1)), [0.5705, 0.5705, 0.5705, 1])
        expectColor(try shown(orange.grayscale(0)), [1, 0.5, 0, 1])
        expectColor(try shown(orange.saturation(0)), [0.5705, 0.5705, 0.5705, 1])
        expectColor(try shown(orange.brightness(0.2)), [1, 0.7, 0.2, 1])
        expectColor(try shown(orange.contrast(0.5)), [0.75, 0.5, 0.25, 1])
        expectColor(try shown(orange.colorMultiply(Color(red: 0.5, green: 1, blue: 1))), [0.5, 0.5, 0, 1])
        expectColor(try shown(orange.colorInvert()), [0, 0.5, 1, 1])
        expectColor(try shown(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(0))), [1, 0, 0, 1])
        expectColor(try shown(Color(red: 1, green: 1, blue: 1).luminanceToAlpha()), [0, 0, 0, 1])
        expectColor(try shown(Color(red: 0, green: 0, blue: 0).luminanceToAlpha()), [0, 0, 0, 0])
    }

    @Test("A hue rotation of 180° turns red towards cyan; nested effects compose, inner first")
    func hueAndComposition() throws {
        let turned = try shown(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(180)))
        let r = turned.resolve(in: EnvironmentValues())
        #expect(r.red < 0.1 && r.green > 0.3 && r.blue > 0.3)
        // Invert, then brighten: (0, 0.5, 1) + 0.2; the other order: (1, 0.7, 0.2) inverted.
        expectColor(try shown(orange.colorInvert().brightness(0.2)), [0.2, 0.7, 1, 1])
        expectColor(try shown(orange.brightness(0.2).colorInvert()), [0, 0.3, 0.8, 1])
    }

    @Test("Effects are written as feColorMatrix filters; no effect leaves the item unfiltered")
    func svg() throws {
        let h = ViewHost(orange.colorInvert().blur(radius: 2), size: CGSize(width: 20, height: 20))
        let svg = h.svg()
        #expect(
            svg.contains(
                "<filter id=\"color1\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0\"/></filter>"
            ))
        #expect(svg.contains("filter=\"url(#color1)\""))
        #expect(svg.contains("<g filter=\"url(#blur2)\">"))
        #expect(try item(orange).colorMatrix == nil)
        #expect(!ViewHost(orange, size: CGSize(width: 20, height: 20)).svg().contains("feColorMatrix"))
    }

    @Test("Colour effects change neither layout nor hit testing")
    func layoutAndHitTesting() throws {
        let h = ViewHost(orange.frame(width: 10, height: 10).grayscale(1), size: CGSize(width: 20, height: 20))
        #expect(h.displayList.items.first?.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(h.hitTest(CGPoint(x: 10, y: 10)) != nil)
    }
}
