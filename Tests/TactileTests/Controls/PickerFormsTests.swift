import Foundation
import Tactile
import TactileTesting
import Testing

/// `ColorPicker`, the `Picker` forms with a current value label or several sources, the palette
/// style, and a `Stepper` with a format.
@MainActor
@Suite("Picker forms")
struct PickerFormsTests {
    final class Box {
        var color = Color.red
    }

    private struct Colors: View {
        let box: Box
        @State private var tick = 0
        var body: some View {
            ColorPicker(
                "Tint",
                selection: Binding(
                    get: { box.color },
                    set: {
                        box.color = $0; tick += 1
                    }))
        }
    }

    @Test("A tap on the colour well opens the palette; a swatch's tap selects its colour")
    func colorPicker() {
        let box = Box()
        let sim = TouchSimulator(Colors(box: box))
        #expect(sim.exists(.text("Tint")))
        #expect(!sim.exists(.accessibilityLabel("Blue")))
        sim.tap(on: .accessibilityLabel("Color"))
        sim.tap(on: .accessibilityLabel("Blue"))
        #expect(box.color == .blue)
        sim.tap(on: .accessibilityLabel("Color"))
        #expect(!sim.exists(.accessibilityLabel("Blue")))
    }

    private struct Flavours: View {
        @State private var flavour = "Vanilla"
        var body: some View {
            Picker("Flavour", selection: $flavour) {
                Text("Vanilla").tag("Vanilla")
                Text("Mint").tag("Mint")
            } currentValueLabel: {
                Text("Now \(flavour)")
            }
        }
    }

    @Test("A menu picker with a current value label shows it in place of the selected option")
    func currentValueLabel() {
        let sim = TouchSimulator(Flavours())
        #expect(sim.exists(.text("Now Vanilla")))
        #expect(!sim.exists(.text("Vanilla")))
        sim.tap(on: .text("Now Vanilla"))
        sim.tap(on: .text("Mint"))
        #expect(sim.exists(.text("Now Mint")))
    }

    final class Setting {
        var size = 1
    }

    private struct Sources: View {
        let settings: [Setting]
        @State private var tick = 0
        var body: some View {
            let bindings = settings.map { setting in
                Binding(
                    get: { setting.size },
                    set: {
                        setting.size = $0; tick += 1
                    })
            }
            Picker("Size", sources: bindings, selection: \.self) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
        }
    }

    @Test("A picker over several sources sets them all")
    func sources() {
        let settings = [Setting(), Setting()]
        let sim = TouchSimulator(Sources(settings: settings))
        sim.tap(on: .text("Large"))
        #expect(settings.map(\.size) == [2, 2])
    }

    private struct Palette: View {
        @State private var choice = 1
        var body: some View {
            VStack {
                Picker("Mark", selection: $choice) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                }
                .pickerStyle(.palette)
                Text("chose \(choice)")
            }
        }
    }

    @Test("The palette style lays the options out in a row; a tap selects one")
    func palette() {
        let sim = TouchSimulator(Palette())
        let one = sim.frame(of: .text("One")) ?? .null
        let two = sim.frame(of: .text("Two")) ?? .null
        #expect(abs(one.midY - two.midY) < 0.5 && one.maxX < two.minX)
        sim.tap(on: .text("Two"))
        #expect(sim.exists(.text("chose 2")))
    }

    @Test("A stepper with a format gives its value, formatted, as its accessibility value")
    func stepperFormat() {
        let sim = TouchSimulator(
            Stepper("Volume", value: .constant(0.5), step: 0.1, format: .percent))
        #expect(sim.accessibilityElement(.accessibilityIdentifier("Increment")) != nil)
        let values = sim.accessibilityTree().elements.map(\.value)
        #expect(values.contains("50%"))
    }
}
