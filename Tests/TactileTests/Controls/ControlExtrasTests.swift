import Foundation
import Tactile
import TactileTesting
import Testing

/// Smaller controls and views: `Toggle(configuration)`, `RenameButton`, `PasteButton`,
/// `EquatableView`, `SubscriptionView`, the timer `ProgressView`.
@MainActor
@Suite("Control extras")
struct ControlExtrasTests {
    private struct Caption: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text(configuration.isOn ? "on" : "off")
                Toggle(configuration)
            }
        }
    }

    private struct Switch: View {
        @State private var isOn = false
        var body: some View {
            Toggle("Wi-Fi", isOn: $isOn).toggleStyle(Caption())
        }
    }

    @Test("A toggle style can wrap the standard switch with Toggle(configuration)")
    func toggleConfiguration() {
        let sim = TouchSimulator(Switch())
        #expect(sim.exists(.text("off")) && sim.exists(.text("Wi-Fi")))
        let label = sim.frame(of: .text("Wi-Fi")) ?? .null
        sim.tap(at: CGPoint(x: 390 - 25, y: label.midY))
        #expect(sim.exists(.text("on")))
    }

    private struct Renaming: View {
        @State private var renames = 0
        var body: some View {
            VStack {
                RenameButton()
                Text("renames \(renames)")
            }
            .renameAction { renames += 1 }
        }
    }

    @Test("A rename button runs the environment's rename action")
    func rename() {
        let sim = TouchSimulator(Renaming())
        sim.tap(on: .text("Rename"))
        #expect(sim.exists(.text("renames 1")))
    }

    @Test("A paste button is drawn as a button, with nothing to paste on Linux")
    func paste() {
        final class Log { var pasted: [String] = [] }
        let log = Log()
        let sim = TouchSimulator(PasteButton(payloadType: String.self) { log.pasted += $0 })
        sim.tap(on: .text("Paste"))
        #expect(log.pasted.isEmpty)
    }

    private struct Score: View, Equatable {
        let points: Int
        var body: some View { Text("points \(points)") }
    }

    @Test("An equatable view draws its content")
    func equatable() {
        let sim = TouchSimulator(Score(points: 3).equatable())
        #expect(sim.exists(.text("points 3")))
    }

    private struct Listening: View {
        let subject: PassthroughSubject<Int, Never>
        @State private var last = 0
        var body: some View {
            SubscriptionView(content: Text("last \(last)"), publisher: subject) { last = $0 }
        }
    }

    @Test("A subscription view runs its action with each value")
    func subscription() {
        let subject = PassthroughSubject<Int, Never>()
        let sim = TouchSimulator(Listening(subject: subject))
        subject.send(7)
        sim.advance(by: 0.1)
        #expect(sim.exists(.text("last 7")))
    }

    @Test("A timer progress view shows the time left and the bar's fraction at the moment it is made")
    func timerProgress() {
        let now = Date()
        let sim = TouchSimulator(
            ProgressView(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(240))
                .tint(.green).frame(width: 300))
        let fill = sim.displayList.shapes(filledWith: .green).first?.frame ?? .null
        // 60 s of 300 s gone: counting down, four fifths of the bar remain.
        #expect(abs(fill.width - 240) < 2)
        #expect(sim.exists(.text("3:59")) || sim.exists(.text("4:00")))
    }
}
