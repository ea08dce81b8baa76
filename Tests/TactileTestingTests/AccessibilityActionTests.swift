import Foundation
import Tactile
import TactileTesting
import Testing

/// VoiceOver's actions through the simulator: activate, increment and decrement, named actions;
/// and what a finder that names no element, or an element without the action, does.
@MainActor
@Suite("Accessibility actions")
struct AccessibilityActionTests {
    final class Log {
        var entries: [String] = []
    }

    struct Panel: View {
        let log: Log
        @State private var count = 0
        @State private var isOn = false
        @State private var level = 0.5
        @State private var stars = 3
        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
                Toggle("Lights", isOn: $isOn)
                Text(isOn ? "On" : "Off")
                Slider(value: $level).accessibilityLabel("Level")
                Text("Level \(Int((level * 100).rounded()))")
                Text("Stars \(stars)")
                    .accessibilityAdjustableAction { direction in
                        stars += direction == .increment ? 1 : -1
                    }
                    .accessibilityAction(named: "Reset") { stars = 0 }
                Text("Greeting").accessibilityAction { log.entries.append("default") }
                Text("Plain")
            }
        }
    }

    @Test("Activating a button runs its action; activating a toggle flips it")
    func activate() {
        let sim = TouchSimulator(Panel(log: Log()))
        sim.activate(.button("Add"))
        sim.activate(.text("Add"))
        #expect(sim.exists(.text("Count 2")))
        sim.activate(.toggle("Lights"))
        #expect(sim.exists(.text("On")))
        #expect(sim.accessibilityElement(.toggle("Lights"))?.value == "1")
    }

    struct CombinedRow: View {
        @State private var opened = false
        var body: some View {
            VStack {
                HStack {
                    Text("Mail")
                    Spacer()
                    Button("Open") { opened = true }
                }
                .frame(width: 300)
                .accessibilityElement(children: .combine)
                Text(opened ? "Opened" : "Closed")
            }
        }
    }

    @Test("A combined element with a control inside is activated where the control takes touches")
    func activateACombinedElement() throws {
        let sim = TouchSimulator(CombinedRow())
        let row = try #require(sim.accessibilityElement(.text("Mail")))
        #expect(row.label == "Mail, Open" && row.actions == [.activate])
        sim.activate(.text("Mail"))
        #expect(sim.exists(.text("Opened")))
    }

    @Test("An accessibility action of the default kind is what activating runs")
    func defaultAction() {
        let log = Log()
        let sim = TouchSimulator(Panel(log: log))
        sim.activate(.text("Greeting"))
        #expect(log.entries == ["default"])
    }

    @Test("A slider moves a tenth of its range per step; an adjustable view is told which way")
    func adjust() {
        let sim = TouchSimulator(Panel(log: Log()))
        sim.increment(.slider("Level"))
        #expect(sim.exists(.text("Level 60")))
        sim.decrement(.slider("Level"))
        sim.decrement(.slider("Level"))
        #expect(sim.exists(.text("Level 40")))
        #expect(sim.accessibilityElement(.slider("Level"))?.value == "40%")
        sim.increment(.text("Stars 3"))
        #expect(sim.exists(.text("Stars 4")))
        sim.decrement(.text("Stars 4"))
        sim.decrement(.text("Stars 3"))
        #expect(sim.exists(.text("Stars 2")))
    }

    @Test("A named action runs by its name")
    func namedAction() {
        let sim = TouchSimulator(Panel(log: Log()))
        sim.performAccessibilityAction(named: "Reset", on: .text("Stars 3"))
        #expect(sim.exists(.text("Stars 0")))
    }

    @Test(
        "A finder with no match or several, or an action the element lacks, is a test issue and does nothing",
        arguments: 0..<5)
    func misuseIsReported(kind: Int) {
        let log = Log()
        let sim = TouchSimulator(Panel(log: log))
        let expected = [
            "no view matches", "views match", "has no increment action", "has no activate action",
            "has no \"Launch\" action",
        ][kind]
        withKnownIssue {
            switch kind {
            case 0: sim.activate(.button("Missing"))
            case 1: sim.activate(.type(Text.self))
            case 2: sim.increment(.button("Add"))
            case 3: sim.activate(.text("Plain"))
            default: sim.performAccessibilityAction(named: "Launch", on: .text("Stars 3"))
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(expected) }
        }
        #expect(sim.exists(.text("Count 0")) && sim.exists(.text("Stars 3")) && sim.exists(.text("Level 50")))
        #expect(log.entries.isEmpty)
        #expect(sim.now == 0)
    }
}
