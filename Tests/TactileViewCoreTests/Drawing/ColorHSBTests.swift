import TactileTestSupport
import TactileViewCore
import Testing

/// `Color(hue:saturation:brightness:opacity:)`.
@Suite("Colours from hue, saturation and brightness")
struct ColorHSBTests {
    @Test(
        "Hues round the wheel, greys, and clamped input",
        arguments: [
            (0.0, 1.0, 1.0, 0xFF0000), (1.0 / 3, 1.0, 1.0, 0x00FF00), (2.0 / 3, 1.0, 1.0, 0x0000FF),
            (1.0 / 6, 1.0, 1.0, 0xFFFF00), (0.5, 1.0, 0.5, 0x008080), (0.3, 0.0, 0.5, 0x808080),
            (1.0, 1.0, 1.0, 0xFF0000), (-0.5, 1.0, 1.0, 0x00FFFF), (0.0, 2.0, .nan, 0x000000),
        ])
    func hsb(hue: Double, saturation: Double, brightness: Double, rgb: Int) {
        let c = Color(hue: hue, saturation: saturation, brightness: brightness).resolve(in: EnvironmentValues())
        let bytes = [c.red, c.green, c.blue].map { Int((Double($0) * 255).rounded()) }
        #expect(bytes == [rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF])
    }
}
