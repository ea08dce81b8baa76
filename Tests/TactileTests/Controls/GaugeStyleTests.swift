import Foundation
import Tactile
import TactileTesting
import Testing

/// `gaugeStyle(_:)`: the built-in gauge styles and a style of one's own.
@MainActor
@Suite("Gauge styles")
struct GaugeStyleTests {
    private func gauge(_ value: Double) -> some View {
        Gauge(value: value) {
            Text("Battery")
        } currentValueLabel: {
            Text("\(Int(value * 100))%")
        }
    }

    @Test("The linear styles fill the track to the value's fraction", arguments: [0.25, 0.5, 0.8])
    func linearFill(value: Double) {
        for style in ["automatic", "linearCapacity", "accessoryLinearCapacity"] {
            let view: AnyView =
                switch style {
                case "linearCapacity": AnyView(gauge(value).gaugeStyle(.linearCapacity))
                case "accessoryLinearCapacity": AnyView(gauge(value).gaugeStyle(.accessoryLinearCapacity))
                default: AnyView(gauge(value).gaugeStyle(.automatic))
                }
            let sim = TouchSimulator(view.tint(.green).frame(width: 200))
            let fill = sim.displayList.shapes(filledWith: .green).first?.frame ?? .null
            #expect(abs(fill.width - 200 * value) < 1, "\(style)")
            #expect(sim.exists(.text("Battery")) && sim.exists(.text("\(Int(value * 100))%")))
        }
    }

    @Test("The accessory linear style draws a dot that moves along the track with the value")
    func accessoryLinear() {
        func dot(_ value: Double) -> CGRect {
            let sim = TouchSimulator(gauge(value).gaugeStyle(.accessoryLinear).tint(.green).frame(width: 208))
            return sim.displayList.shapes(filledWith: .green).first?.frame ?? .null
        }
        let quarter = dot(0.25), threeQuarters = dot(0.75)
        #expect(abs(quarter.width - 8) < 0.5)
        // Half the range apart: half of the track's 200 pt of travel (208 less the dot's width).
        #expect(abs(threeQuarters.midX - quarter.midX - 100) < 0.5)
    }

    @Test("The circular styles draw a ring with the current value label in its middle")
    func circular() {
        for open in [true, false] {
            let view =
                open
                ? AnyView(gauge(0.4).gaugeStyle(.accessoryCircular))
                : AnyView(gauge(0.4).gaugeStyle(.accessoryCircularCapacity))
            let sim = TouchSimulator(view)
            let label = sim.frame(of: .text("40%")) ?? .null
            #expect(label.width > 0)
            #expect(!sim.exists(.text("Battery")))
        }
    }

    private struct Percent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("at \(Int(configuration.value * 100))")
        }
    }

    @Test("A style of one's own gets the value as a fraction of the range")
    func customStyle() {
        let sim = TouchSimulator(Gauge(value: 30, in: 0...120) { Text("Speed") }.gaugeStyle(Percent()))
        #expect(sim.exists(.text("at 25")))
        #expect(!sim.exists(.text("Speed")))
    }
}
