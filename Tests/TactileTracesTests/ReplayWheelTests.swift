// Replay of traces with wheel events: sent to the host at their time, recorded in the outcome.
import Foundation
import Tactile
import TactileTestSupport
import Testing

@testable import TactileTraces

@MainActor
@Suite("Replay: wheel events")
struct ReplayWheelTests {
    /// Twenty 100 pt rows in a scroll view; a tap on one says which.
    struct Rows: View {
        @State private var tapped = "none"
        var body: some View {
            VStack(spacing: 0) {
                Text("tapped \(tapped)").frame(height: 100)
                ScrollView { RowStack(20, height: 100, width: 400) { tapped = "row \($0)" } }
            }
        }
    }

    let window = TraceSize(width: 400, height: 800)
    let tap = [
        InputEvent(time: 1, phase: .down, x: 200, y: 150),
        InputEvent(time: 1.05, phase: .up, x: 200, y: 150),
    ]
    let scroll = [
        InputEvent(time: 0, x: 200, y: 400, dx: 0, dy: 100),
        InputEvent(time: 0.02, x: 200, y: 400, dx: 0, dy: 200),
    ]

    @Test("The replay scrolls by the trace's wheel events before the tap that follows them")
    func wheelEventsScrollBeforeTheTap() {
        let scrolled = TraceReplayer.replay(
            InputTrace(scene: "rows", window: window, events: scroll + tap), scene: "rows", on: Rows())
        let unscrolled = TraceReplayer.replay(
            InputTrace(scene: "rows", window: window, events: tap), scene: "rows", on: Rows())
        #expect(scrolled.texts == ["tapped row 3"])
        #expect(unscrolled.texts == ["tapped row 0"])
    }

    @Test("Wheel events are wheel records of the outcome, version 2, which reads back; the log shows them")
    func wheelRecords() throws {
        let outcome = TraceReplayer.replay(
            InputTrace(scene: "rows", window: window, events: scroll + tap), scene: "rows", on: Rows())
        #expect(outcome.log.filter { $0.type == .wheel }.map(\.dy) == [100, 200])
        #expect(outcome.log.first?.type == .wheel)
        let text = outcome.jsonText()
        #expect(text.contains(#"{"dx": 0, "dy": 100, "time": 0, "type": "wheel", "x": 200, "y": 400}"#))
        #expect(text.contains(#""version": 2"#))
        let decoded = try ReplayOutcome(json: Data(text.utf8))
        #expect(decoded == outcome)
        #expect(decoded.jsonText() == text)
        let log = ReplayLog.text(of: outcome)
        #expect(log.contains("wheel by (0, 100) at (200, 400)"))
        #expect(log.contains(", 2 wheel events\n"))

        let withoutWheels = TraceReplayer.replay(
            InputTrace(scene: "rows", window: window, events: tap), scene: "rows", on: Rows())
        #expect(withoutWheels.jsonText().contains(#""version": 1"#))
    }

    @Test("The timeline draws each wheel event on the time axis, with its delta in a tooltip")
    func timelineShowsWheelEvents() {
        let outcome = TraceReplayer.replay(
            InputTrace(scene: "rows", window: window, events: scroll + tap), scene: "rows", on: Rows())
        let svg = TimelineRenderer().svg(for: outcome)
        #expect(svg.components(separatedBy: "class=\"wheel\"").count - 1 == 2)
        #expect(svg.contains("<title>wheel by (0, 200) at (200, 400), 0.020 s</title>"))
        #expect(svg.contains(" · 2 wheel events"))
        let withoutWheels = TraceReplayer.replay(
            InputTrace(scene: "rows", window: window, events: tap), scene: "rows", on: Rows())
        #expect(!TimelineRenderer().svg(for: withoutWheels).contains("class=\"wheel\""))
    }
}
