import Foundation
import Tactile
import TactileTesting
import Testing

/// Finders by role and label, by place in the tree, by position and by a test of the test's own.
@MainActor
@Suite("Finder combinators")
struct FinderCombinatorTests {
    struct Settings: View {
        @State private var wifi = false
        @State private var volume = 0.5
        @State private var log: [String] = []
        var body: some View {
            VStack(spacing: 12) {
                Text("Settings").accessibilityAddTraits(.isHeader)
                ForEach(["Mail", "Maps", "Music"], id: \.self) { name in
                    HStack {
                        Text(name)
                        Button("Delete") { log.append("deleted \(name)") }
                    }
                    .accessibilityIdentifier("row-\(name)")
                }
                Toggle("Wi-Fi", isOn: $wifi)
                Slider(value: $volume).accessibilityLabel("Volume")
                Text(wifi ? "Wi-Fi on" : "Wi-Fi off")
                Text(log.last ?? "nothing deleted")
            }
        }
    }

    @Test("A button is found by its label, and inside the row that holds it")
    func aButtonInsideARow() {
        let sim = TouchSimulator(Settings())
        #expect(sim.count(of: .button("Delete")) == 3)
        sim.tap(on: .button("Delete").descendant(of: .accessibilityIdentifier("row-Maps")))
        #expect(sim.exists(.text("deleted Maps")))
        #expect(sim.count(of: .button("Save")) == 0)
        #expect(sim.count(of: .button()) == 3)
    }

    @Test("Position among the matches: first, last, an index from either end")
    func positions() {
        let sim = TouchSimulator(Settings())
        sim.tap(on: .button("Delete").first)
        #expect(sim.exists(.text("deleted Mail")))
        sim.tap(on: .button("Delete").last)
        #expect(sim.exists(.text("deleted Music")))
        sim.tap(on: .button("Delete").at(1))
        #expect(sim.exists(.text("deleted Maps")))
        sim.tap(on: .button("Delete").at(-3))
        #expect(sim.exists(.text("deleted Mail")))
        #expect(sim.count(of: .button("Delete").at(3)) == 0)
        #expect(sim.count(of: .button("Delete").at(-4)) == 0)
    }

    @Test("An ancestor is found around what it holds, and never as itself")
    func ancestors() throws {
        let sim = TouchSimulator(Settings())
        let row = try #require(sim.frame(of: .accessibilityIdentifier("row-Music").ancestor(of: .text("Music"))))
        #expect(row == sim.frame(of: "row-Music"))
        #expect(sim.count(of: .accessibilityIdentifier("row-Music").ancestor(of: .text("Maps"))) == 0)
        #expect(sim.count(of: .text("Music").descendant(of: .text("Music"))) == 0)
        #expect(sim.count(of: .type(HStack<TupleView<(Text, Button<Text>)>>.self).ancestor(of: .button("Delete"))) == 3)
    }

    /// A toggle is tapped on its switch (its centre is the row's middle, where nothing takes
    /// touches). A slider's label is its accessibility label: its `label` view is not drawn.
    @Test("Controls by their role: a toggle, a slider by its label, a header by its trait")
    func roles() throws {
        let sim = TouchSimulator(Settings())
        sim.tap(on: .toggle("Wi-Fi"))
        #expect(sim.exists(.text("Wi-Fi on")))
        #expect(sim.count(of: .slider("Volume")) == 1)
        #expect(sim.count(of: .slider()) == 1)
        #expect(sim.count(of: .header("Settings")) == 1)
        #expect(sim.count(of: .header("Mail")) == 0)
        let slider = try #require(sim.frame(of: .slider()))
        #expect(slider.width > 100)
    }

    @Test("A test of the test's own narrows the matches, and says what it asked in failures")
    func ownTest() {
        let sim = TouchSimulator(Settings())
        let wide = ViewFinder.button().matching("is wider than 1000 pt") { $0.frame.width > 1000 }
        #expect(sim.count(of: wide) == 0)
        #expect(wide.description == "any button that is wider than 1000 pt")
        let upper = ViewFinder.button("Delete").matching("lies in the top half") { $0.center.y < 400 }
        #expect(sim.count(of: upper) == 3)
        #expect(
            ViewFinder.button("Delete").descendant(of: .accessibilityIdentifier("row-Maps")).description
                == "button \"Delete\" inside accessibility identifier \"row-Maps\"")
    }

    @Test("A combined finder that matches nothing fails clearly, naming the whole combination")
    func failsClearly() {
        let sim = TouchSimulator(Settings())
        withKnownIssue {
            sim.tap(on: .button("Delete").descendant(of: .accessibilityIdentifier("row-Photos")))
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("button \"Delete\" inside accessibility identifier \"row-Photos\"")
            }
        }
        #expect(sim.exists(.text("nothing deleted")))
    }
}
