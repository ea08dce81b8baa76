// The parts of UIKit that SwiftUI code uses, through `import Tactile` as apps reach them.
import Foundation
import Tactile
import TactileTesting
import Testing

private struct BuzzingButton: View {
    var body: some View {
        Button("Save") {
            UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
    }
}

@MainActor
@Suite("UIKit parts")
struct TactileUIKitTests {
    @Test(
        "system colours have Apple's light and dark values",
        arguments: [
            (UIColor.systemBlue, 0x007AFF, 0x0A84FF), (UIColor.systemBackground, 0xFFFFFF, 0x000000),
            (UIColor.secondarySystemBackground, 0xF2F2F7, 0x1C1C1E), (UIColor.label, 0x000000, 0xFFFFFF),
            (UIColor.systemGray6, 0xF2F2F7, 0x1C1C1E), (UIColor.systemRed, 0xFF3B30, 0xFF453A),
        ])
    func palette(color: UIColor, light: Int, dark: Int) {
        func hex(_ color: UIColor) -> Int {
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return Int((red * 255).rounded()) << 16 | Int((green * 255).rounded()) << 8 | Int((blue * 255).rounded())
        }
        #expect(hex(color) == light)
        #expect(hex(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == dark)
    }

    @Test("Color(uiColor:) and Color(_:) keep the light and dark values; a view filled with one draws either")
    func colorFromUIColor() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let light = EnvironmentValues()
        let grouped = Color(uiColor: .systemGroupedBackground)
        #expect(
            grouped.resolve(in: light) == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255).resolve(in: light))
        #expect(grouped.resolve(in: dark) == Color.black.resolve(in: dark))
        #expect(Color(.secondaryLabel).resolve(in: light).opacity == 0.6)
        let svg = TouchSimulator(Color(.systemBlue).frame(width: 10, height: 10)).svg()
        #expect(svg.contains("#007AFF") || svg.contains("#007aff"))
        let darkSVG = TouchSimulator(Color(.systemBlue).frame(width: 10, height: 10).preferredColorScheme(.dark)).svg()
        #expect(darkSVG.lowercased().contains("#0a84ff"))
    }

    @Test("a dynamic provider gives a colour its light and dark values")
    func dynamicProvider() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(UIColor(named: "Brand") == nil)
    }

    @Test("the screen is Tactile's default window; the device a phone held upright")
    func screenAndDevice() {
        #expect(UIScreen.main.bounds == CGRect(origin: .zero, size: ViewHost.defaultSize))
        #expect(UIScreen.main.scale == 3)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation.isPortrait)
    }

    @Test("feedback generators record what a tap played, in order")
    func feedback() {
        UIFeedbackGenerator.resetPlayed()
        let simulator = TouchSimulator(BuzzingButton())
        simulator.tap(on: .text("Save"))
        #expect(UIFeedbackGenerator.played == [.impact(.heavy, intensity: 1), .notification(.success)])
        UISelectionFeedbackGenerator().selectionChanged()
        UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: 7)
        #expect(UIFeedbackGenerator.played.suffix(2) == [.selection, .impact(.light, intensity: 1)])
    }

    @Test("the application records the URLs it was asked to open")
    func application() {
        let url = URL(string: "mailto:someone@example.com")!
        var opened: Bool?
        UIApplication.shared.open(url) { opened = $0 }
        #expect(UIApplication.shared.openedURLs.last == url)
        #expect(opened == true)
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test("fonts of text styles have the sizes of Tactile's fonts; Font(uiFont) keeps size and weight")
    func fonts() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(Font(UIFont.systemFont(ofSize: 22, weight: .bold)) == .system(size: 22, weight: .bold))
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 17)
    }

    @Test("UTType: known types by identifier, extension and MIME type, conformance, dynamic types")
    func types() {
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType("public.png") == .png)
        #expect(UTType("com.example.unknown") == nil)
        let custom = UTType(filenameExtension: "tactiletrace")
        #expect(custom?.isDynamic == true)
        #expect(custom?.conforms(to: .data) == true)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(kUTTypePlainText == UTType.plainText.identifier)
    }
}

/// The scene and window SwiftUI code reaches through `UIApplication.shared` for the safe area.
@MainActor
struct UIWindowSceneTests {
    @Test func theConnectedSceneHasTheScreensWindow() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(UIApplication.shared.connectedScenes.count == 1)
        let window = try #require(scene.keyWindow)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.bounds.size == CGSize(width: 400, height: 800))
        #expect(window.safeAreaInsets == .zero)
        #expect(UIApplication.shared.windows.first === window)
        #expect(scene.activationState == .foregroundActive)
    }

    @Test func edgeInsetsHoldTheirEdges() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect([insets.top, insets.left, insets.bottom, insets.right] == [1, 2, 3, 4])
        #expect(UIEdgeInsets() == .zero)
    }
}
