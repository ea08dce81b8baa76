import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// Colour spaces: linear and P3 components, mixing, perceptual gradients and the system styles.
@MainActor
@Suite("Colour spaces, mixing and system styles")
struct ColorSpaceTests {
    private func bytes(_ color: Color, _ scheme: ColorScheme = .light) -> [Int] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let c = color.resolve(in: environment)
        return [c.red, c.green, c.blue, c.opacity].map { Int((Double($0) * 255).rounded()) }
    }

    @Test(
        "Components in each RGB space become sRGB",
        arguments: [
            (Color.RGBColorSpace.sRGB, 0.5, 128), (.sRGBLinear, 0.5, 188), (.sRGBLinear, 0.0, 0),
            (.sRGBLinear, 1.0, 255),
            (.displayP3, 0.5, 128),
        ])
    func spaces(space: Color.RGBColorSpace, white: Double, byte: Int) {
        let shown = bytes(Color(space, white: white))
        // P3's conversion matrix rounds by a few millionths: within one step of the byte.
        let close = shown.prefix(3).allSatisfy { abs($0 - byte) <= 1 }
        #expect(close && shown[3] == 255, "\(shown)")
    }

    @Test("Display P3's pure red is out of sRGB's gamut: clamped to sRGB's red")
    func p3Red() {
        #expect(bytes(Color(.displayP3, red: 1, green: 0, blue: 0)) == [255, 0, 0, 255])
    }

    @Test("Linear components read back what they set")
    func linear() {
        var resolved = Color.Resolved(colorSpace: .sRGBLinear, red: 0.2, green: 0.5, blue: 1)
        #expect(abs(resolved.linearRed - 0.2) < 1e-5 && abs(resolved.linearGreen - 0.5) < 1e-5)
        resolved.linearBlue = 0
        #expect(resolved.blue == 0)
        #expect(resolved.description == "#7CBC00FF")
    }

    @Test(
        "Mixing: the ends are the colours, device mixes the components",
        arguments: [(0.0, [255, 0, 0, 255]), (1.0, [0, 0, 255, 255]), (0.5, [128, 0, 128, 255])])
    func deviceMix(fraction: Double, expected: [Int]) {
        let mixed = Color(red: 1, green: 0, blue: 0).mix(
            with: Color(red: 0, green: 0, blue: 1), by: fraction, in: .device)
        #expect(bytes(mixed) == expected)
    }

    @Test("A perceptual mix of black and white is Oklab's middle grey, darker than the components' mean")
    func perceptualMix() {
        let perceptual = bytes(Color.black.mix(with: .white, by: 0.5))
        let device = bytes(Color.black.mix(with: .white, by: 0.5, in: .device))
        #expect(device == [128, 128, 128, 255])
        // Oklab's lightness 0.5 is an eighth of white's light: sRGB 0.389.
        #expect(perceptual == [99, 99, 99, 255])
    }

    @Test("A perceptual gradient is drawn with stops mixed in between")
    func perceptualGradient() throws {
        let view = Rectangle().fill(Gradient(colors: [.black, .white]).colorSpace(.perceptual))
        let host = ViewHost(view.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        let gradient = try #require(host.displayList.items.first?.gradient)
        #expect(gradient.stops.count == 9)
        let device = ViewHost(
            Rectangle().fill(Gradient(colors: [.black, .white])).frame(width: 100, height: 100),
            size: CGSize(width: 100, height: 100))
        #expect(device.displayList.items.first?.gradient?.stops.count == 2)
    }

    @Test(
        "System styles resolve to UIKit's semantic colours",
        arguments: [
            (AnyShapeStyle(.separator), ColorScheme.light, [60, 60, 67, 74]),
            (AnyShapeStyle(.separator), .dark, [84, 84, 88, 153]),
            (AnyShapeStyle(.link), .light, [0, 122, 255, 255]),
            (AnyShapeStyle(.placeholder), .dark, [235, 235, 245, 77]),
            (AnyShapeStyle(.fill), .light, [120, 120, 128, 51]),
            (AnyShapeStyle(.windowBackground), .dark, [0, 0, 0, 255]),
        ])
    func systemStyles(style: AnyShapeStyle, scheme: ColorScheme, expected: [Int]) throws {
        let view = Rectangle().fill(style).frame(width: 10, height: 10).environment(\.colorScheme, scheme)
        let host = ViewHost(view, size: CGSize(width: 10, height: 10))
        let fill = try #require(host.displayList.items.first?.fillColor)
        #expect(bytes(fill) == expected)
    }

    @Test("A style's hierarchical levels fade it", arguments: [(1, 153), (2, 77), (3, 46), (4, 26)])
    func levels(level: Int, alpha: Int) throws {
        let styles: [AnyShapeStyle] = [
            AnyShapeStyle(Color.red), AnyShapeStyle(Color.red.secondary), AnyShapeStyle(Color.red.tertiary),
            AnyShapeStyle(Color.red.quaternary), AnyShapeStyle(Color.red.quinary),
        ]
        let host = ViewHost(
            Rectangle().fill(styles[level]).frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
        let fill = try #require(host.displayList.items.first?.fillColor)
        #expect(bytes(fill)[3] == alpha)
    }
}
