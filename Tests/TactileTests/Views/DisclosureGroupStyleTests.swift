import Foundation
import Tactile
import TactileTesting
import Testing

/// `disclosureGroupStyle(_:)` and `Section(isExpanded:)`.
@MainActor
@Suite("Disclosure group style")
struct DisclosureGroupStyleTests {
    private struct Plus: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Button(configuration.isExpanded ? "Less" : "More") { configuration.isExpanded.toggle() }
                if configuration.isExpanded { configuration.content }
                configuration.label
            }
        }
    }

    @Test("A style of one's own draws the group and toggles it through the binding")
    func customStyle() {
        let sim = TouchSimulator(
            DisclosureGroup("Details") { Text("Inside") }.disclosureGroupStyle(Plus()))
        #expect(sim.exists(.text("Details")) && !sim.exists(.text("Inside")))
        sim.tap(on: .text("More"))
        #expect(sim.exists(.text("Inside")) && sim.exists(.text("Less")))
    }

    @Test("The automatic style is the chevron row")
    func automatic() {
        let sim = TouchSimulator(DisclosureGroup("Details") { Text("Inside") }.disclosureGroupStyle(.automatic))
        sim.tap(on: .text("Details"))
        #expect(sim.exists(.text("Inside")))
    }

    private struct Collapsible: View {
        @State private var expanded = false
        var body: some View {
            List {
                Section("Fruit", isExpanded: $expanded) {
                    Text("Apple")
                }
                Button("Toggle") { expanded.toggle() }
            }
        }
    }

    @Test("Section(isExpanded:) shows its content only while expanded; the header always")
    func collapsibleSection() {
        let sim = TouchSimulator(Collapsible())
        #expect(sim.exists(.text("Fruit")) && !sim.exists(.text("Apple")))
        sim.tap(on: .text("Toggle"))
        #expect(sim.exists(.text("Apple")))
    }
}
