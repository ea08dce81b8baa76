import Tactile
import TactileTesting
import Testing

struct Settings: View {
    @State private var wifi = true
    var body: some View {
        VStack {
            Section("Network") {
                Toggle("Wi-Fi", isOn: $wifi)
                Text(wifi ? "Connected" : "Offline").accessibilityIdentifier("status")
            }
        }
    }
}

@MainActor @Test func findersReadLikeTheScreen() {
    let sim = TouchSimulator(Settings())
    sim.tap(on: .toggle("Wi-Fi"))
    #expect(sim.exists(.text("Offline").descendant(of: .type(Settings.self))))
    #expect(sim.frame(of: .accessibilityIdentifier("status")) != nil)
    #expect(sim.count(of: .toggle()) == 1)
}
