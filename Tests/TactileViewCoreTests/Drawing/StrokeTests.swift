import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

@MainActor
@Suite("Strokes: StrokeStyle, strokeBorder, border")
struct StrokeTests {
    @Test("A full StrokeStyle reaches the display list and the SVG")
    func strokeStyle() throws {
        let style = StrokeStyle(
            lineWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [5, 3], dashPhase: 2)
        let host = ViewHost(Circle().stroke(.red, style: style), size: CGSize(width: 100, height: 100))
        let stroke = try #require(
            host.displayList.items.first.flatMap { item -> Stroke? in
                if case .shape(_, _, let stroke) = item.kind { return stroke }
                return nil
            })
        #expect(stroke.lineWidth == 4 && stroke.lineCap == .round && stroke.lineJoin == .bevel)
        #expect(stroke.dash == [5, 3] && stroke.dashPhase == 2 && stroke.miterLimit == 4)
        #expect(
            host.svg().contains(
                "stroke=\"#ff3b30\" stroke-width=\"4\" stroke-linecap=\"round\" stroke-linejoin=\"bevel\" stroke-miterlimit=\"4\" stroke-dasharray=\"5 3\" stroke-dashoffset=\"2\""
            ))
    }

    @Test("Negative or NaN widths draw no line; a negative dash draws a solid one")
    func badStrokes() {
        let negative = ViewHost(Circle().stroke(.red, lineWidth: -3), size: CGSize(width: 50, height: 50))
        #expect(negative.svg().contains("stroke-width=\"0\""))
        #expect(negative.hitTest(CGPoint(x: 25, y: 0.2)) == nil)
        let nan = ViewHost(Circle().stroke(.red, lineWidth: .nan), size: CGSize(width: 50, height: 50))
        #expect(nan.svg().contains("stroke-width=\"0\""))
        let dashed = ViewHost(
            Circle().stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [4, -1])), size: CGSize(width: 50, height: 50))
        #expect(!dashed.svg().contains("stroke-dasharray"))
    }

    @Test("strokeBorder insets the outline by half the line width; a gradient stroke is a definition")
    func strokeBorder() throws {
        let host = ViewHost(Rectangle().strokeBorder(.blue, lineWidth: 10), size: CGSize(width: 100, height: 60))
        #expect(
            host.svg().contains(
                "<path d=\"M5 5 L95 5 L95 55 L5 55 Z\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"10\""))
        // The line's outer edge is on the frame: a touch 1 pt inside the edge hits, the middle does not.
        #expect(host.hitTest(CGPoint(x: 1, y: 30)) != nil)
        #expect(host.hitTest(CGPoint(x: 50, y: 30)) == nil)

        let rounded = ViewHost(
            RoundedRectangle(cornerRadius: 12).strokeBorder(
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), lineWidth: 4),
            size: CGSize(width: 100, height: 60))
        let item = try #require(rounded.displayList.shapes(withGradientOf: [.red, .blue]).first)
        #expect(item.strokeColor == .clear)
        #expect(item.gradient?.geometry == .linear(start: CGPoint(x: 0, y: 30), end: CGPoint(x: 100, y: 30)))
        #expect(rounded.svg().contains("stroke=\"url(#gradient1)\""))
    }

    @Test("`.border` strokes the frame's inside edge over the view")
    func border() throws {
        let host = ViewHost(
            Color.yellow.frame(width: 80, height: 40).border(.red, width: 2), size: CGSize(width: 80, height: 40))
        let line = try #require(host.displayList.shapes(strokedWith: .red).first)
        #expect(line.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(
            host.svg().contains(
                "<path d=\"M1 1 L79 1 L79 39 L1 39 Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"2\""))
        #expect(host.displayList.items.count == 2)
    }
}
