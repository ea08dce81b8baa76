// Wheel events (a touchpad's two-finger scroll) in the trace format: version 3, round trips, old
// files, and the messages a bad wheel event gets.
import Foundation
import TactileGestures
import Testing

@testable import TactileTraceFormat

/// A trace file's text with the given events.
private func file(version: Int, _ events: String) -> String {
    #"{"format": "tactile-trace", "version": \#(version), "window": {"width": 4, "height": 8}, "events": [\#(events)]}"#
}

@Suite("Trace format: wheel events")
struct TraceWheelFormatTests {
    let sample = InputTrace(
        scene: "carousel-list", window: TraceSize(width: 400, height: 800), source: "test",
        events: [
            InputEvent(time: 0, x: 200, y: 300, dx: 0, dy: 40.5),
            InputEvent(time: 0.1, pointer: 0, phase: .down, x: 200, y: 400),
            InputEvent(time: 0.1, x: 200, y: 300, dx: -12.25, dy: 0),
            InputEvent(time: 0.2, pointer: 0, phase: .up, x: 200, y: 400),
        ])

    func failure(_ text: String) -> String? {
        do {
            _ = try InputTrace(json: Data(text.utf8))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("Wheel events are written among the pointer events, in order, as version 3, and read back")
    func roundTrip() throws {
        let text = sample.jsonText()
        #expect(text.contains(#""version": 3"#))
        #expect(
            text.contains(
                """
                    {"dx": 0, "dy": 40.5, "kind": "wheel", "time": 0, "x": 200, "y": 300},
                    {"kind": "touch", "phase": "down", "pointer": 0, "time": 0.1, "x": 200, "y": 400},
                    {"dx": -12.25, "dy": 0, "kind": "wheel", "time": 0.1, "x": 200, "y": 300},
                """))
        let decoded = try InputTrace(json: Data(text.utf8))
        #expect(decoded == sample)
        #expect(decoded.version == 3)
        #expect(decoded.jsonText() == text)
        #expect(decoded.events.compactMap(\.wheelEvent).map(\.delta.width) == [0, -12.25])
    }

    @Test("A trace without wheel events keeps its old version and bytes")
    func withoutWheelsTheVersionStays() throws {
        let pointers = InputTrace(
            scene: nil, window: TraceSize(width: 400, height: 800),
            events: sample.events.filter { $0.pointerEvent != nil })
        #expect(pointers.requiredVersion == 1)
        let old = file(version: 1, #"{"time": 0, "pointer": 0, "phase": "down", "x": 1, "y": 1, "kind": "touch"}"#)
        let decoded = try InputTrace(json: Data(old.utf8))
        #expect(decoded.events == [InputEvent(time: 0, phase: .down, x: 1, y: 1)])
        #expect(decoded.jsonText().contains(#""version": 1"#))
    }

    @Test(
        "A bad wheel event is refused with a message that says what and where",
        arguments: [
            (
                file(version: 2, #"{"time": 0, "x": 1, "y": 1, "dx": 0, "dy": 3, "kind": "wheel"}"#),
                "events[0].kind: wheel events need format version 3 (this file says 2)"
            ),
            (file(version: 3, #"{"time": 0, "x": 1, "y": 1, "dx": 0, "kind": "wheel"}"#), "events[0].dy: missing"),
            (file(version: 3, #"{"time": 0, "y": 1, "dx": 0, "dy": 3, "kind": "wheel"}"#), "events[0].x: missing"),
            (
                file(version: 3, #"{"time": 0, "x": 1, "y": 1, "dx": "NaN", "dy": 3, "kind": "wheel"}"#),
                "events[0].dx: expected a number"
            ),
            (
                file(version: 3, #"{"time": 0, "x": 1, "y": 1, "dx": 1e999, "dy": 3, "kind": "wheel"}"#),
                "not a JSON file"
            ),
            (file(version: 3, #"{"time": 0, "x": 1, "y": 1, "dx": NaN, "dy": 3, "kind": "wheel"}"#), "not a JSON file"),
            (
                file(
                    version: 3,
                    #"{"time": 1, "x": 1, "y": 1, "dx": 0, "dy": 3, "kind": "wheel"}, {"time": 0.5, "x": 1, "y": 1, "dx": 0, "dy": 3, "kind": "wheel"}"#
                ),
                "events[1].time: 0.5 is earlier than the event before it (1)"
            ),
        ])
    func badWheel(text: String, message: String) {
        let actual = failure(text)
        #expect(actual?.hasPrefix(message) == true, "got: \(actual ?? "no error")")
    }
}
