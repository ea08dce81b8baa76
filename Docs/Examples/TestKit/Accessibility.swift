import Tactile
import TactileTesting
import Testing

struct VolumeControl: View {
    @State private var isMuted = false
    @State private var volume = 0.5
    var body: some View {
        VStack {
            Text("Volume").accessibilityAddTraits(.isHeader)
            Slider(value: $volume).accessibilityLabel("Level")
            Button(isMuted ? "Unmute" : "Mute") { isMuted.toggle() }
            Button {
            } label: {
                Image(systemName: "gear")
            }.frame(width: 20, height: 20)
        }
    }
}

@MainActor @Test func volumeControlIsUsableWithVoiceOver() {
    let sim = TouchSimulator(VolumeControl())
    #expect(sim.accessibilityTree().description.contains("Volume"))
    sim.increment(.accessibilityLabel("Level"))
    #expect(sim.accessibilityElement(.accessibilityLabel("Level"))?.value == "60%")
    sim.activate(.button("Mute"))
    #expect(sim.exists(.button("Unmute")))
    // The gear button is unlabelled and smaller than 44 × 44 pt: the audit names it.
    let rules = sim.accessibilityAudit().map(\.rule)
    #expect(rules.contains(.tapTargetTooSmall) && rules.contains(.missingLabel))
}
