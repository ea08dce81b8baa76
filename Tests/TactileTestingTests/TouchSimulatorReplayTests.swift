import Foundation
import Tactile
import TactileTesting
import TactileTraceFormat
import Testing

/// Replaying recorded events and trace files on the simulator's virtual time.
@MainActor
@Suite("TouchSimulator replay")
struct TouchSimulatorReplayTests {
    /// A counter with a single tap and a double tap on the same text.
    struct Counter: View {
        @State private var singles = 0
        @State private var doubles = 0
        var body: some View {
            Text("\(singles) single, \(doubles) double")
                .padding(40)
                .onTapGesture(count: 2) { doubles += 1 }
                .onTapGesture { singles += 1 }
        }
    }

    let center = CGPoint(x: 200, y: 400)

    func tap(at time: TimeInterval, pointer: Int = 0) -> [InputEvent] {
        [
            InputEvent(time: time, pointer: pointer, phase: .down, x: 200, y: 400),
            InputEvent(time: time + 0.05, pointer: pointer, phase: .up, x: 200, y: 400),
        ]
    }

    @Test("Events are replayed from now, keeping their spacing, then pending deadlines are decided")
    func replayEvents() {
        let sim = TouchSimulator(Counter())
        sim.advance(by: 1)
        sim.replay(tap(at: 10) + tap(at: 10.1))  // a double tap, recorded at 10 s
        #expect(sim.texts() == ["0 single, 1 double"])
        #expect(sim.callbacks.contains { $0.kind == .ended && abs($0.time - 1.15) < 1e-9 })

        sim.replay(tap(at: 0))  // a single tap: decided once the double tap's window has passed
        #expect(sim.texts() == ["1 single, 1 double"])
        #expect(sim.phaseTransitions.contains { $0.to == .ended && $0.time > sim.now - 0.01 })
    }

    @Test("Without settling, time stops at the last event")
    func replayWithoutSettling() {
        let sim = TouchSimulator(Counter())
        sim.replay(tap(at: 0), settles: false)
        #expect(sim.now == 0.05)
        #expect(sim.texts() == ["0 single, 0 double"])
        sim.advance(by: 1)
        #expect(sim.texts() == ["1 single, 0 double"])
    }

    @Test("A trace file replays as recorded, mouse buttons included")
    func replayFile() throws {
        // A right click (button 2: ignored, as a host ignores it), then a left-button double click.
        var events = [
            InputEvent(time: 0, phase: .down, x: 200, y: 400, kind: .mouse, button: 2),
            InputEvent(time: 0.05, phase: .up, x: 200, y: 400, kind: .mouse, button: 2),
        ]
        events += (tap(at: 0.5) + tap(at: 0.6)).compactMap(\.pointerEvent).map {
            var event = $0
            event.kind = .mouse
            return InputEvent.pointer(event)
        }
        let trace = InputTrace(scene: nil, window: TraceSize(width: 400, height: 800), events: events)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID()).trace.json")
        try Data(trace.jsonText().utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        let sim = TouchSimulator(Counter())
        try sim.replay(contentsOf: url)
        #expect(sim.texts() == ["0 single, 1 double"])
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("A trace from a window of another size is replayed after a test issue that says so")
    func windowMismatch() {
        let trace = InputTrace(scene: nil, window: TraceSize(width: 390, height: 844), events: tap(at: 0))
        let sim = TouchSimulator(Counter())
        withKnownIssue {
            sim.replay(trace)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("recorded in a 390 × 844 window and the simulator's is 400 × 800")
            }
        }
        #expect(sim.texts() == ["1 single, 0 double"])
    }

    @Test("Pointers a replay leaves down can be lifted by the test")
    func continueAfterReplay() {
        let sim = TouchSimulator(Counter())
        sim.replay([InputEvent(time: 3, phase: .down, x: 200, y: 400)], settles: false)
        sim.advance(by: 0.05)
        sim.up(0)
        sim.advance(by: 1)
        #expect(sim.texts() == ["1 single, 0 double"])
        #expect(sim.diagnostics.isEmpty)
    }
}
