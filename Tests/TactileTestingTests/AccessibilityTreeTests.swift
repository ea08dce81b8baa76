import Foundation
import Tactile
import TactileTesting
import Testing

/// The accessibility tree: the elements VoiceOver would find, in reading order, as a golden.
@MainActor
@Suite("Accessibility tree")
struct AccessibilityTreeTests {
    struct Settings: View {
        @State private var wifi = true
        @State private var volume = 0.5
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Settings").font(.largeTitle).accessibilityAddTraits(.isHeader)
                Toggle("Wi-Fi", isOn: $wifi)
                Slider(value: $volume).accessibilityLabel("Volume")
                HStack {
                    Button("Cancel") {}
                    Button("Done") {}.accessibilityHint("Saves the settings").accessibilityIdentifier("done")
                }
                Image("logo").resizable().frame(width: 40, height: 40)
                Image(decorative: "stripes")
                Image(systemName: "star")
                Link("Help", destination: URL(string: "https://example.com/help")!)
                Text("Hidden note").accessibilityHidden(true)
            }
            .padding()
        }
    }

    @Test("One line per element: role, label, value, hint, identifier, frame and actions, in reading order")
    func aGoldenOfASettingsScreen() {
        let sim = TouchSimulator(Settings())
        #expect(
            sim.accessibilityTree().description == """
                header "Settings" (16, 190, 141 × 41)
                toggle "Wi-Fi" value: "1" (16, 243, 368 × 31) actions: activate
                adjustable "Volume" value: "50%" (16, 286, 368 × 28) actions: increment, decrement
                button "Cancel" (16, 326, 52 × 22) actions: activate
                button "Done" hint: "Saves the settings" id: done (76, 326, 37 × 22) actions: activate
                image "logo" (16, 360, 40 × 40)
                image symbol: star (16, 524, 17 × 17)
                link "Help" (16, 553, 33 × 22) actions: activate
                """)
    }

    struct Card: View {
        var body: some View {
            VStack {
                HStack {
                    Text("Kyoto")
                    Text("Japan")
                }
                .accessibilityElement(children: .combine)
                VStack {
                    Text("Inside")
                    Image(systemName: "heart")
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Favourite")
                .accessibilityAction(named: "Share") {}
                VStack {
                    Text("First")
                    Text("Second")
                }
                .accessibilityElement(children: .contain)
            }
        }
    }

    @Test("Children combined into one label, ignored under a label of its own, or kept as a group")
    func childBehaviours() {
        let tree = TouchSimulator(Card()).accessibilityTree()
        #expect(tree.elements.map(\.label) == ["Kyoto, Japan", "Favourite", "First", "Second"])
        #expect(tree.elements[1].actions == [.named("Share")])
        #expect(tree.elements.allSatisfy { $0.role == .text })
    }

    struct Priorities: View {
        var body: some View {
            VStack {
                Text("Top")
                HStack {
                    Text("Left")
                    Text("Right")
                }
                Text("Bottom").accessibilitySortPriority(1)
            }
        }
    }

    @Test("Top to bottom, leading to trailing in a row, higher sort priorities first")
    func readingOrder() {
        let tree = TouchSimulator(Priorities()).accessibilityTree()
        #expect(tree.elements.map(\.label) == ["Bottom", "Top", "Left", "Right"])
    }

    @Test("A finder names one element: a button's text finds the button")
    func anElementByFinder() throws {
        let sim = TouchSimulator(Settings())
        let done = try #require(sim.accessibilityElement(.text("Done")))
        #expect(done.role == .button && done.label == "Done" && done.identifier == "done")
        #expect(done.hint == "Saves the settings")
        let slider = try #require(sim.accessibilityElement(.slider()))
        #expect(slider.role == .adjustable && slider.label == "Volume" && slider.value == "50%")
        #expect(slider.actions == [.increment, .decrement])
        let help = try #require(sim.accessibilityElement(.link("Help")))
        #expect(help.role == .link)
    }
}
