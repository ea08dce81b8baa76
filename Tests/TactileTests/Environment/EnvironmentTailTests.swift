import Foundation
import Tactile
import TactileTesting
import Testing

/// Environment values written by modifiers (`menuOrder`, `springLoadingBehavior`), set directly
/// (`isUserAuthenticationEnabled`), and the colour scheme preference key.
@MainActor
@Suite("Environment tail")
struct EnvironmentTailTests {
    private struct Probe: View {
        @Environment(\.menuOrder) private var order
        @Environment(\.springLoadingBehavior) private var spring
        @Environment(\.isUserAuthenticationEnabled) private var auth
        var body: some View {
            Text("fixed \(order == .fixed) spring \(spring == .disabled) auth \(auth)")
        }
    }

    @Test("Defaults where nothing is set")
    func defaults() {
        let sim = TouchSimulator(Probe(), size: CGSize(width: 300, height: 100))
        #expect(sim.texts().contains("fixed false spring false auth true"))
    }

    @Test("Modifiers write the values their subtree reads")
    func written() {
        let view = Probe()
            .menuOrder(.fixed)
            .springLoadingBehavior(.disabled)
            .environment(\.isUserAuthenticationEnabled, false)
        let sim = TouchSimulator(view, size: CGSize(width: 300, height: 100))
        #expect(sim.texts().contains("fixed true spring true auth false"))
    }

    @Test("preferredColorScheme sets PreferredColorSchemeKey; the first scheme in tree order wins")
    func colorSchemeKey() {
        struct Screen: View {
            @State private var seen = "none"
            var body: some View {
                VStack {
                    Text("seen \(seen)")
                    Text("a").preferredColorScheme(.dark)
                    Text("b").preferredColorScheme(.light)
                }
                .onPreferenceChange(PreferredColorSchemeKey.self) { value in
                    seen = value.map { "\($0)" } ?? "nil"
                }
            }
        }
        let sim = TouchSimulator(Screen(), size: CGSize(width: 300, height: 200))
        #expect(sim.texts().contains("seen dark"))
        var value: ColorScheme? = nil
        PreferredColorSchemeKey.reduce(value: &value) { .light }
        PreferredColorSchemeKey.reduce(value: &value) { .dark }
        #expect(value == .light)
    }
}
