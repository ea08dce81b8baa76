import Foundation
import Tactile
import TactileTesting
import Testing

/// `Toggle(sources:isOn:)`: one toggle over many values, on when all are, mixed when some are.
@MainActor
@Suite("Toggle sources")
struct ToggleSourcesTests {
    struct Alarm: Identifiable {
        let id: Int
        var isOn: Bool
    }

    /// Shows what a style is told, so a test can read it.
    struct Reporting: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button("on \(configuration.isOn) mixed \(configuration.isMixed)") { configuration.isOn.toggle() }
        }
    }

    private struct Alarms: View {
        @State var alarms: [Alarm]
        var body: some View {
            VStack {
                // One binding to each alarm's switch, as `$alarms` gives them in SwiftUI.
                let state = $alarms
                let switches = alarms.indices.map { index in
                    Binding(get: { state.wrappedValue[index].isOn }, set: { state.wrappedValue[index].isOn = $0 })
                }
                Toggle("All", sources: switches, isOn: \.self).toggleStyle(Reporting())
                Text(alarms.map { $0.isOn ? "1" : "0" }.joined())
            }
        }
    }

    @Test(
        "On when all are, mixed when some are; a flip turns all on, or all off when all were on",
        arguments: [
            ([false, false, false], "on false mixed false", "111"),
            ([true, false, true], "on false mixed true", "111"),
            ([true, true, true], "on true mixed false", "000"),
        ])
    func sources(_ start: [Bool], _ shown: String, _ afterTap: String) {
        let sim = TouchSimulator(Alarms(alarms: start.enumerated().map { Alarm(id: $0, isOn: $1) }))
        #expect(sim.texts().contains(shown))
        sim.tap(on: .text(shown))
        #expect(sim.texts().contains(afterTap))
    }
}
