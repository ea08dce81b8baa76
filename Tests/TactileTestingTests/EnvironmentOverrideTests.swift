import Foundation
import Tactile
import TactileTesting
import Testing

/// A simulator's window settings (`WindowEnvironment`): set at creation, changed later, read by
/// views, and deciding how colours, text and layout come out.
@MainActor
@Suite("Environment overrides")
struct EnvironmentOverrideTests {
    /// Says which settings it sees, and draws a system-blue square.
    struct Probe: View {
        @Environment(\.colorScheme) private var scheme
        @Environment(\.dynamicTypeSize) private var size
        @Environment(\.layoutDirection) private var direction
        @Environment(\.locale) private var locale
        var body: some View {
            VStack {
                Text("scheme \(scheme == .dark ? "dark" : "light")")
                Text("size \(String(describing: size))")
                Text("direction \(direction == .rightToLeft ? "rtl" : "ltr")")
                Text("locale \(locale.identifier)")
                Color.blue.frame(width: 20, height: 20)
            }
        }
    }

    private static func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    /// The drawn fill of the first shape whose fill is `color` in `scheme`, compared exactly.
    private func fills(_ sim: TouchSimulator, _ color: Color, in scheme: ColorScheme) -> Bool {
        let wanted = color.resolve(in: Self.environment(scheme))
        return sim.displayList.items.contains { item in
            guard case .shape(_, let fill?, _) = item.kind else { return false }
            return fill.resolve(in: EnvironmentValues()) == wanted
        }
    }

    @Test("Settings given at creation reach @Environment")
    func settingsAtCreation() {
        let sim = TouchSimulator(
            Probe(),
            environment: WindowEnvironment(
                colorScheme: .dark, dynamicTypeSize: .xxxLarge, layoutDirection: .rightToLeft,
                locale: Locale(identifier: "ar_EG")))
        #expect(sim.texts() == ["scheme dark", "size xxxLarge", "direction rtl", "locale ar_EG"])
    }

    @Test("Changing the settings re-renders at once, keeping state")
    func changingSettings() {
        struct Counter: View {
            @State private var count = 0
            @Environment(\.colorScheme) private var scheme
            var body: some View {
                Button("\(scheme == .dark ? "dark" : "light") \(count)") { count += 1 }
            }
        }
        let sim = TouchSimulator(Counter())
        sim.tap(on: .button("light 0"))
        sim.environment.colorScheme = .dark
        #expect(sim.texts() == ["dark 1"])
        sim.environment = WindowEnvironment()
        #expect(sim.texts() == ["light 1"])
    }

    @Test("System colours draw their dark values in dark mode, their light values in light mode")
    func systemColoursFollowTheScheme() {
        let light = TouchSimulator(Probe())
        #expect(fills(light, .blue, in: .light))
        #expect(!fills(light, .blue, in: .dark))
        let dark = TouchSimulator(Probe(), environment: WindowEnvironment(colorScheme: .dark))
        #expect(fills(dark, .blue, in: .dark))
        #expect(!fills(dark, .blue, in: .light))
        #expect(dark.svg().contains("#0a84ff"))
        #expect(light.svg().contains("#007aff"))
    }

    /// Apple's published light and dark values of the colours SwiftUI names (Human Interface
    /// Guidelines, "Color"): the colour, its light and its dark `#RRGGBB`.
    nonisolated static let palette: [(String, Color, UInt32, UInt32)] = [
        ("red", .red, 0xFF3B30, 0xFF453A), ("orange", .orange, 0xFF9500, 0xFF9F0A),
        ("yellow", .yellow, 0xFFCC00, 0xFFD60A), ("green", .green, 0x34C759, 0x30D158),
        ("mint", .mint, 0x00C7BE, 0x63E6E2), ("teal", .teal, 0x30B0C7, 0x40C8E0),
        ("cyan", .cyan, 0x32ADE6, 0x64D2FF), ("blue", .blue, 0x007AFF, 0x0A84FF),
        ("indigo", .indigo, 0x5856D6, 0x5E5CE6), ("purple", .purple, 0xAF52DE, 0xBF5AF2),
        ("pink", .pink, 0xFF2D55, 0xFF375F), ("brown", .brown, 0xA2845E, 0xAC8E68),
        ("gray", .gray, 0x8E8E93, 0x8E8E93), ("primary", .primary, 0x000000, 0xFFFFFF),
        ("secondary", .secondary, 0x3C3C43, 0xEBEBF5), ("accentColor", .accentColor, 0x007AFF, 0x0A84FF),
        ("black", .black, 0x000000, 0x000000), ("white", .white, 0xFFFFFF, 0xFFFFFF),
    ]

    @Test("Each named colour resolves to Apple's light and dark value", arguments: palette)
    func paletteValues(name: String, color: Color, light: UInt32, dark: UInt32) {
        func hex(_ scheme: ColorScheme) -> UInt32 {
            let c = color.resolve(in: Self.environment(scheme))
            func byte(_ v: Float) -> UInt32 { UInt32((v * 255).rounded()) }
            return byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
        }
        #expect(hex(.light) == light, "\(name) in light mode")
        #expect(hex(.dark) == dark, "\(name) in dark mode")
    }

    @Test("The secondary colour and the content levels keep their opacity in dark mode")
    func secondaryOpacity() {
        #expect(Color.secondary.resolve(in: Self.environment(.dark)).opacity == 0.6)
        #expect(Color.secondary.opacity(0.5).resolve(in: Self.environment(.dark)).opacity == 0.3)
    }

    @Test("Text is drawn in the primary colour of its scheme")
    func textColour() {
        let sim = TouchSimulator(Text("Hello"), environment: WindowEnvironment(colorScheme: .dark))
        let item = sim.displayList.texts("Hello").first
        guard case .text(_, _, let color)? = item?.kind else {
            Issue.record("no text drawn")
            return
        }
        #expect(color.resolve(in: EnvironmentValues()) == Color.white.resolve(in: EnvironmentValues()))
    }

    @Test("preferredColorScheme and .environment(\\.colorScheme) change the colours of their subtree")
    func schemeInsideViews() {
        let sim = TouchSimulator(
            VStack {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 10).environment(\.colorScheme, .dark)
                Color.blue.frame(width: 10, height: 10).preferredColorScheme(.dark)
            })
        #expect(fills(sim, .red, in: .light))
        #expect(fills(sim, .green, in: .dark))
        #expect(fills(sim, .blue, in: .dark))
    }

    @Test("The locale can be set inside a view too")
    func localeInsideViews() {
        struct LocaleText: View {
            @Environment(\.locale) private var locale
            var body: some View { Text(locale.identifier) }
        }
        let sim = TouchSimulator(LocaleText().environment(\.locale, Locale(identifier: "fr_FR")))
        #expect(sim.texts() == ["fr_FR"])
    }
}
