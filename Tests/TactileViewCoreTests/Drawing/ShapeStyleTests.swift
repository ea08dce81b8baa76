import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

@MainActor
@Suite("Shape styles: colours, gradients, materials, hierarchical styles")
struct ShapeStyleTests {
    /// The items of `view` hosted alone in a 200 × 200 window.
    private func items<V: View>(_ view: V) -> [DisplayItem] {
        ViewHost(view, size: CGSize(width: 200, height: 200)).displayList.items
    }

    @Test("A linear gradient fill is laid out in the shape's frame and written as a linearGradient")
    func linearGradient() throws {
        let view = Rectangle()
            .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .frame(width: 100, height: 50)
        let host = ViewHost(view, size: CGSize(width: 100, height: 50))
        let item = try #require(host.displayList.shapes(withGradientOf: [.red, .blue]).first)
        #expect(item.fillColor == nil)
        #expect(item.gradient?.geometry == .linear(start: CGPoint(x: 50, y: 0), end: CGPoint(x: 50, y: 50)))
        #expect(item.gradient?.stops.map(\.location) == [0, 1])
        let svg = host.svg()
        #expect(
            svg.contains(
                "<linearGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" x1=\"50\" y1=\"0\" x2=\"50\" y2=\"50\"><stop offset=\"0\" stop-color=\"#ff3b30\"/><stop offset=\"1\" stop-color=\"#007aff\"/></linearGradient>"
            ))
        #expect(svg.contains("fill=\"url(#gradient1)\""))
    }

    @Test("`.fill(.blue.gradient)`: from a lighter blue at the top to blue at the bottom")
    func colorGradient() throws {
        let item = try #require(items(Circle().fill(.blue.gradient).frame(width: 40, height: 40)).first)
        let gradient = try #require(item.gradient)
        #expect(gradient.geometry == .linear(start: CGPoint(x: 20, y: 0), end: CGPoint(x: 20, y: 40)))
        #expect(gradient.stops.last?.color == .blue)
        let top = try #require(gradient.stops.first?.color.resolve(in: EnvironmentValues()))
        let blue = Color.blue.resolve(in: EnvironmentValues())
        #expect(top.red > blue.red && top.green > blue.green && top.blue >= blue.blue)
    }

    @Test("Stops given out of order, outside 0…1 or NaN are clamped and sorted; an empty gradient paints nothing")
    func badStops() throws {
        let stops = [
            Gradient.Stop(color: .blue, location: 2), Gradient.Stop(color: .red, location: .nan),
            Gradient.Stop(color: .green, location: 0.5),
        ]
        let item = try #require(
            items(Rectangle().fill(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing))).first)
        #expect(item.gradient?.stops.map(\.location) == [0, 0.5, 1])
        #expect(item.gradient?.stops.map(\.color) == [.red, .green, .blue])

        let empty = ViewHost(
            Rectangle().fill(LinearGradient(colors: [], startPoint: .top, endPoint: .bottom)),
            size: CGSize(width: 50, height: 50))
        #expect(empty.displayList.items.first?.gradient == nil)
        #expect(empty.svg().contains("fill=\"none\""))
        #expect(empty.hitTest(CGPoint(x: 25, y: 25)) == nil)

        let single = items(Rectangle().fill(LinearGradient(colors: [.green], startPoint: .top, endPoint: .bottom)))
        #expect(single.first?.fillColor == .green)
    }

    @Test("Radial and elliptical gradients are radialGradients; NaN and negative radii draw as 0")
    func radialGradients() throws {
        let radial = ViewHost(
            Rectangle().fill(
                RadialGradient(colors: [.white, .black], center: .center, startRadius: 10, endRadius: 50)),
            size: CGSize(width: 100, height: 100))
        #expect(
            radial.svg().contains(
                "<radialGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" cx=\"50\" cy=\"50\" r=\"50\" fx=\"50\" fy=\"50\" fr=\"10\">"
            ))
        let elliptical = ViewHost(
            Rectangle().fill(EllipticalGradient(colors: [.white, .black])), size: CGSize(width: 100, height: 40))
        #expect(elliptical.svg().contains("gradientTransform=\"matrix(100 0 0 40 50 20)\" cx=\"0\" cy=\"0\" r=\"0.5\""))

        let bad = try #require(
            items(
                Rectangle().fill(
                    RadialGradient(colors: [.white, .black], center: .center, startRadius: .nan, endRadius: -5))
            ).first)
        #expect(bad.gradient?.geometry == .radial(center: CGPoint(x: 100, y: 100), startRadius: 0, endRadius: 0))
    }

    @Test("An angular gradient is drawn as a pattern of wedges, red at the start and blue at the end")
    func angularGradient() throws {
        let host = ViewHost(
            Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center)),
            size: CGSize(width: 100, height: 100))
        let svg = host.svg()
        #expect(svg.contains("<pattern id=\"gradient1\" patternUnits=\"userSpaceOnUse\""))
        let pattern = try #require(
            svg.components(separatedBy: "<pattern").last?.components(separatedBy: "</pattern>").first)
        #expect(pattern.components(separatedBy: "<path").count - 1 == 180)
        #expect(
            host.displayList.items.first?.gradient?.geometry
                == .angular(center: CGPoint(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(360)))
        // The first wedge is nearly red, the last nearly blue.
        let fills = pattern.components(separatedBy: "fill=\"").dropFirst().map { String($0.prefix(7)) }
        #expect(fills.first == "#fe3b31")
        #expect(fills.last == "#017afe")
    }

    @Test("`.background(.white)` draws and hit-tests as the colour view did; a material is translucent white")
    func backgroundStyles() throws {
        let host = ViewHost(Text("Hi").background(.white), size: CGSize(width: 100, height: 100))
        let white = try #require(host.displayList.shapes(filledWith: .white).first)
        #expect(white.fillColor == .white)
        #expect(host.hitTest(CGPoint(x: white.frame.midX, y: white.frame.midY)) != nil)

        let frosted = items(Text("Hi").background(.ultraThinMaterial))
        let material = try #require(frosted.first { $0.fillColor != nil })
        expectApprox(CGFloat(material.fillColor?.resolve(in: EnvironmentValues()).opacity ?? 0), 0.35, tolerance: 0.001)

        let inShape = items(Text("Hi").background(.blue.gradient, in: RoundedRectangle(cornerRadius: 4)))
        #expect(inShape.first?.gradient != nil)
        let overlaid = items(Text("Hi").overlay(Color.red.opacity(0.5), in: Circle()))
        #expect(overlaid.last?.fillColor == .red.opacity(0.5))
    }

    @Test("Hierarchical styles: `.secondary` is the system grey, or the second foreground style when one is set")
    func hierarchical() throws {
        let plain = items(Text("a").foregroundStyle(.secondary))
        #expect(plain.first?.textColor == .secondary)
        let levels = items(
            HStack {
                Circle().fill(.primary)
                Circle().fill(.secondary)
                Circle().fill(.tertiary)
            }.foregroundStyle(.red, .blue, .green))
        #expect(levels.map(\.fillColor) == [.red, .blue, .green])
        let faded = items(Circle().fill(.tertiary).foregroundStyle(.red))
        let color = try #require(faded.first?.fillColor?.resolve(in: EnvironmentValues()))
        expectApprox(CGFloat(color.opacity), 0.3, tolerance: 0.001)
        #expect(faded.first?.fillColor.map { $0.hasSameComponents(as: .red) } == true)
    }

    @Test("`.tint` is the accent colour unless `.tint(_:)` sets it; `ShapeStyle.opacity` fades every stop")
    func tintAndOpacity() {
        #expect(items(Circle().fill(.tint)).first?.fillColor == .accentColor)
        #expect(items(Circle().fill(.tint).tint(.green)).first?.fillColor == .green)
        let faded = items(
            Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)))
        #expect(faded.first?.gradient?.stops.map { $0.color.resolve(in: EnvironmentValues()).opacity } == [0.5, 0.5])
    }
}

extension Color {
    fileprivate func hasSameComponents(as other: Color) -> Bool {
        let a = resolve(in: EnvironmentValues()), b = other.resolve(in: EnvironmentValues())
        return a.red == b.red && a.green == b.green && a.blue == b.blue
    }
}
