import Foundation
import Tactile
import TactileTesting
import Testing

/// The subviews API: `Group(subviews:)`, `ForEach(subviews:)`, `Group(sections:)` and
/// `ForEach(sections:)` take a container's content apart into the views it stands for.
@MainActor
@Suite("Subviews")
struct SubviewsTests {
    /// A custom container that shows only its first `limit` subviews, and how many there are.
    private struct FirstOnes<Content: View>: View {
        let limit: Int
        @ViewBuilder let content: Content
        var body: some View {
            Group(subviews: content) { subviews in
                VStack {
                    ForEach(subviews.prefix(limit)) { $0 }
                    Text("of \(subviews.count)")
                }
            }
        }
    }

    @Test("Group(subviews:) gives a tuple's, a ForEach's and an if's views as separate subviews")
    func flattening() {
        let show = true
        let sim = TouchSimulator(
            FirstOnes(limit: 3) {
                Text("A")
                ForEach(["B", "C"], id: \.self) { Text($0) }
                if show { Text("D") }
                Group { Text("E") }
            })
        #expect(sim.exists(.text("of 5")))
        #expect(sim.exists(.text("A")) && sim.exists(.text("B")) && sim.exists(.text("C")))
        #expect(!sim.exists(.text("D")) && !sim.exists(.text("E")))
    }

    /// Wraps each subview in a card: a ForEach over the subviews.
    private struct Cards<Content: View>: View {
        @ViewBuilder let content: Content
        var body: some View {
            VStack(spacing: 10) {
                ForEach(subviews: content) { subview in
                    subview.padding(8).background(Color.blue)
                }
            }
        }
    }

    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("count \(count)") { count += 1 }
        }
    }

    @Test("ForEach(subviews:) wraps each subview; a subview keeps its own state")
    func forEachSubviews() {
        let sim = TouchSimulator(
            Cards {
                Text("First")
                Counter()
            })
        #expect(sim.displayList.shapes(filledWith: .blue).count == 2)
        sim.tap(on: .text("count 0"))
        sim.tap(on: .text("count 1"))
        #expect(sim.exists(.text("count 2")))
    }

    @Test("A modifier applied to several views applies to each subview")
    func modifierPerSubview() {
        let sim = TouchSimulator(
            Cards {
                Group {
                    Text("X")
                    Text("Y")
                }
                .foregroundStyle(.red)
            })
        #expect(sim.displayList.shapes(filledWith: .blue).count == 2)
    }

    /// Lists each section's header and how many views its content has.
    private struct SectionSummary<Content: View>: View {
        @ViewBuilder let content: Content
        var body: some View {
            VStack {
                ForEach(sections: content) { section in
                    HStack {
                        section.header
                        Text("rows \(section.content.count)")
                    }
                }
                Group(sections: content) { sections in
                    Text("sections \(sections.count)")
                }
            }
        }
    }

    @Test("Sections: each Section, and each run of views outside one, with header and content")
    func sections() {
        let sim = TouchSimulator(
            SectionSummary {
                Text("Loose")
                Section("Fruit") {
                    Text("Apple")
                    Text("Pear")
                }
                Section {
                    Text("Carrot")
                } header: {
                    Text("Veg")
                }
            })
        #expect(sim.exists(.text("sections 3")))
        let fruit = sim.frame(of: .text("Fruit")) ?? .null
        let veg = sim.frame(of: .text("Veg")) ?? .null
        #expect(fruit.maxY <= veg.minY)
        #expect(sim.exists(.text("rows 2")))
        #expect(sim.count(of: .text("rows 1")) == 2)
    }
}
