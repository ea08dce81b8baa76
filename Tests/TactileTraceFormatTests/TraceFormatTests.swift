// The trace format: round trips, canonical bytes, version checks, and the messages a bad file
// gets.
import Foundation
import TactileGestures
import Testing

@testable import TactileTraceFormat

@Suite("Trace format")
struct TraceFormatTests {
    let sample = InputTrace(
        scene: "tap-shape", window: TraceSize(width: 400, height: 800), source: "test",
        events: [
            InputEvent(time: 0, pointer: 0, phase: .down, x: 200, y: 400),
            InputEvent(time: 0.016667, pointer: 0, phase: .move, x: 201.5, y: 399.25, kind: .touch),
            InputEvent(time: 0.05, pointer: 0, phase: .up, x: 201.5, y: 399.25),
        ])

    func decode(_ text: String) throws -> InputTrace {
        try InputTrace(json: Data(text.utf8))
    }

    /// The error `text` fails with, as its message.
    func failure(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("A trace reads back from its JSON unchanged, and re-encodes to the same bytes")
    func roundTrip() throws {
        let text = sample.jsonText()
        let decoded = try decode(text)
        #expect(decoded == sample)
        #expect(decoded.jsonText() == text)
    }

    @Test("The canonical layout: sorted keys, one event per line, integers without decimals")
    func canonicalLayout() {
        #expect(
            sample.jsonText() == """
                {
                  "events": [
                    {"kind": "touch", "phase": "down", "pointer": 0, "time": 0, "x": 200, "y": 400},
                    {"kind": "touch", "phase": "move", "pointer": 0, "time": 0.016667, "x": 201.5, "y": 399.25},
                    {"kind": "touch", "phase": "up", "pointer": 0, "time": 0.05, "x": 201.5, "y": 399.25}
                  ],
                  "format": "tactile-trace",
                  "scene": "tap-shape",
                  "source": "test",
                  "version": 1,
                  "window": {"height": 800, "width": 400}
                }

                """)
    }

    @Test(
        "Numbers: at most six decimals, shortest form, no -0",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (200, "200"), (-3.5, "-3.5"), (0.1, "0.1"),
            (1.0 / 60, "0.016667"), (0.0000004, "0"), (123456.0000001, "123456"), (2.5e-6, "3e-06"),
        ])
    func numberFormat(value: Double, text: String) {
        #expect(CanonicalJSON.format(value) == text)
    }

    @Test("Strings are escaped minimally; non-ASCII is kept")
    func stringEscaping() {
        #expect(CanonicalJSON.quoted("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u0001é""#)
    }

    @Test("Version check: a newer version is refused with a clear message")
    func newerVersion() {
        let text = sample.jsonText().replacingOccurrences(of: "\"version\": 1", with: "\"version\": 4")
        #expect(failure(text) == "format version 4 is not supported (this tactile reads versions 1 to 3)")
    }

    @Test("A trace with a mouse button is written as version 2 and reads back; without one it stays version 1")
    func buttonsNeedVersionTwo() throws {
        var withButton = sample
        withButton.events[0] = InputEvent(time: 0, pointer: 1, phase: .down, x: 200, y: 400, kind: .mouse, button: 2)
        let text = withButton.jsonText()
        #expect(
            text.contains(
                #"{"button": 2, "kind": "mouse", "phase": "down", "pointer": 1, "time": 0, "x": 200, "y": 400}"#))
        #expect(text.contains(#""version": 2"#))
        let decoded = try decode(text)
        #expect(decoded.events[0].button == 2)
        #expect(decoded.version == 2)
        #expect(sample.requiredVersion == 1)
        #expect(sample.jsonText().contains(#""version": 1"#))
    }

    @Test("A button in a version 1 file is refused: its readers would take it for the primary button")
    func buttonInVersionOne() throws {
        var withButton = sample
        withButton.events[1] = InputEvent(time: 0.016667, pointer: 0, phase: .move, x: 201.5, y: 399.25, button: 1)
        let text = withButton.jsonText().replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1")
        #expect(failure(text) == "events[1].button: buttons need format version 2 (this file says 1)")
        // Written as 0, a button reads as the primary one, and is refused all the same.
        let zero = text.replacingOccurrences(of: "\"button\": 1", with: "\"button\": 0")
        #expect(zero.contains("\"button\": 0"))
        #expect(failure(zero) == "events[1].button: buttons need format version 2 (this file says 1)")
    }

    @Test(
        "Bad input gets a message that says what and where",
        arguments: [
            ("not json at all", "not a JSON file"),
            ("[1, 2]", "no \"format\" field: not a \"tactile-trace\" file"),
            (
                #"{"format": "tactile-outcome", "version": 1}"#,
                "this is a \"tactile-outcome\" file, not a \"tactile-trace\" file"
            ),
            (#"{"format": "tactile-trace"}"#, "version: missing"),
            (#"{"format": "tactile-trace", "version": 1, "events": []}"#, "window: missing"),
            (
                #"{"format": "tactile-trace", "version": 1, "window": {"width": 4, "height": 8}, "events": [{"time": 0, "pointer": 0, "phase": "down", "x": 1, "kind": "touch"}]}"#,
                "events[0].y: missing"
            ),
            (
                #"{"format": "tactile-trace", "version": 1, "window": {"width": 4, "height": 8}, "events": [{"time": "soon", "pointer": 0, "phase": "down", "x": 1, "y": 1, "kind": "touch"}]}"#,
                "events[0].time: expected a number"
            ),
            (
                #"{"format": "tactile-trace", "version": 1, "window": {"width": 4, "height": 8}, "events": [{"time": 0, "pointer": 0, "phase": "press", "x": 1, "y": 1, "kind": "touch"}]}"#,
                "events[0].phase"
            ),
            (
                #"{"format": "tactile-trace", "version": 1, "window": {"width": 0, "height": 8}, "events": []}"#,
                "window: width and height must be positive"
            ),
            (
                #"{"format": "tactile-trace", "version": 1, "window": {"width": 4, "height": 8}, "events": [{"time": 1, "pointer": 0, "phase": "down", "x": 1, "y": 1, "kind": "touch"}, {"time": 0.5, "pointer": 0, "phase": "up", "x": 1, "y": 1, "kind": "touch"}]}"#,
                "events[1].time: 0.5 is earlier than the event before it (1)"
            ),
        ])
    func badInput(text: String, message: String) {
        let actual = failure(text)
        #expect(actual?.hasPrefix(message) == true, "got: \(actual ?? "no error")")
    }

    @Test("A missing file is reported with its path")
    func missingFile() {
        #expect(throws: TraceError.unreadable(path: "/nonexistent/t.json", reason: "no such file or not readable")) {
            try InputTrace.load(from: URL(fileURLWithPath: "/nonexistent/t.json"))
        }
    }
}
