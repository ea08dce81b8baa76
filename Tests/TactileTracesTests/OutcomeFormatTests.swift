// The replay outcome format and the trace files the synthesizer writes: round trips and the
// descriptions of values an outcome holds.
import Foundation
import TactileGestures
import TactileTraceFormat
import Testing

@testable import TactileTraces

@Suite("Outcome format")
struct OutcomeFormatTests {
    func decode(_ text: String) throws -> InputTrace {
        try InputTrace(json: Data(text.utf8))
    }

    @Test(
        "Synthesized traces round-trip exactly, noise and jitter included",
        arguments: [60.0, 120, 240])
    func synthesizedRoundTrip(rate: Double) throws {
        let events = TraceSynthesizer.drag(
            from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 250), velocity: 750,
            sampling: SamplingOptions(rate: rate, positionNoise: 0.7, timeJitter: 0.3, seed: 42))
        let trace = InputTrace(scene: nil, window: TraceSize(width: 400, height: 800), events: events)
        #expect(try decode(trace.jsonText()) == trace)
    }

    @Test("An outcome reads back from its JSON and re-encodes to the same bytes")
    func outcomeRoundTrip() throws {
        var failed = OutcomeRecord.phase(
            GesturePhaseTransition(
                time: 0.4, gesture: "0:TapGesture/TapGesture", from: .possible, to: .failed, reason: .timedOut))
        failed.reason = .timedOut
        let outcome = ReplayOutcome(
            scene: "tap-shape",
            log: [
                .input(InputEvent(time: 0, phase: .down, x: 1, y: 2, kind: .pen)),
                failed,
                .callback(
                    GestureCallbackRecord(time: 0.4, gesture: "0:TapGesture/TapGesture", kind: .ended, value: ())),
                .diagnostic(
                    GestureDiagnostic(kind: .unknownPointer, message: "up for pointer 3, which is not down"), time: 0.5),
            ], texts: ["1", "«two»"])
        let text = outcome.jsonText()
        let decoded = try ReplayOutcome(json: Data(text.utf8))
        #expect(decoded == outcome)
        #expect(decoded.jsonText() == text)
        #expect(
            text.contains(
                #"{"kind": "pen", "phase": "down", "pointer": 0, "time": 0, "type": "input", "x": 1, "y": 2}"#))
    }

    @Test("Values are described briefly and stably")
    func valueDescriptions() {
        #expect(ValueDescription.describe(()) == "()")
        #expect(ValueDescription.describe(CGPoint(x: 1.23456, y: -0.0001)) == "(1.235, 0)")
        #expect(ValueDescription.describe(Optional<Int>.none as Any) == "nil")
        #expect(ValueDescription.describe(Angle(degrees: 90)) == "90°")
        #expect(ValueDescription.describe(Date(timeIntervalSinceReferenceDate: 0.25)) == "@0.25")
        let sequence: SequenceGesture<LongPressGesture, DragGesture>.Value = .second(true, nil)
        #expect(ValueDescription.describe(sequence) == "second(true, nil)")
    }
}
