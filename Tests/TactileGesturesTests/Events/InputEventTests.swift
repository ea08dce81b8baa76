import Foundation
import TactileGestures
import Testing

/// `InputEvent`: the one input vocabulary, and its `Codable` form (the flat objects of a trace
/// file and of the playground's wire protocol).
@Suite("InputEvent")
struct InputEventTests {
    static func json(_ event: InputEvent) throws -> [String: Double] {
        let data = try JSONEncoder().encode(event)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }

    static func keys(_ event: InputEvent) throws -> Set<String> {
        let data = try JSONEncoder().encode(event)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return Set(object.keys)
    }

    static func decode(_ text: String) throws -> InputEvent {
        try JSONDecoder().decode(InputEvent.self, from: Data(text.utf8))
    }

    @Test(
        "Every input survives its Codable form",
        arguments: [
            InputEvent(time: 0.5, pointer: 3, phase: .move, x: 201.5, y: -4.25, kind: .pen),
            InputEvent(time: 0, phase: .down, x: 1, y: 2, kind: .mouse, button: .secondary),
            InputEvent(time: 7, phase: .cancel, x: 0, y: 0),
            InputEvent(time: 1.2, x: 200, y: 300, dx: -12.25, dy: 40.5),
        ])
    func roundTrip(_ event: InputEvent) throws {
        let data = try JSONEncoder().encode(event)
        #expect(try JSONDecoder().decode(InputEvent.self, from: data) == event)
    }

    @Test("A pointer event is one flat object; its button only when it is not the primary one")
    func pointerFields() throws {
        let touch = InputEvent(time: 0.25, pointer: 2, phase: .down, x: 10, y: 20)
        #expect(try Self.keys(touch) == ["time", "pointer", "phase", "x", "y", "kind"])
        #expect(try Self.json(touch) == ["time": 0.25, "pointer": 2, "x": 10, "y": 20])
        let right = InputEvent(time: 0, phase: .down, x: 10, y: 20, kind: .mouse, button: 2)
        #expect(try Self.keys(right).contains("button"))
        #expect(try Self.json(right)["button"] == 2)
    }

    @Test("A wheel event is one flat object with kind \"wheel\", and no pointer or phase")
    func wheelFields() throws {
        let wheel = InputEvent(time: 1, x: 5, y: 6, dx: 0, dy: 48)
        #expect(try Self.keys(wheel) == ["kind", "time", "x", "y", "dx", "dy"])
        #expect(try Self.json(wheel) == ["time": 1, "x": 5, "y": 6, "dx": 0, "dy": 48])
        #expect(wheel.wheelEvent?.delta == CGSize(width: 0, height: 48))
        #expect(wheel.pointerEvent == nil && wheel.button == nil)
    }

    @Test("A missing button is the primary one")
    func absentButton() throws {
        let event = try Self.decode(#"{"kind": "mouse", "phase": "up", "pointer": 1, "time": 2, "x": 3, "y": 4}"#)
        #expect(event.button == .primary)
        #expect(
            event.pointerEvent
                == PointerEvent(pointer: 1, phase: .up, location: CGPoint(x: 3, y: 4), time: 2, kind: .mouse))
    }

    @Test(
        "A missing field is named; an unknown kind is refused",
        arguments: [
            (#"{"kind": "touch", "phase": "down", "pointer": 0, "x": 1, "y": 1}"#, "time"),
            (#"{"kind": "touch", "phase": "down", "time": 0, "x": 1, "y": 1}"#, "pointer"),
            (#"{"kind": "wheel", "time": 0, "x": 1, "y": 1, "dx": 0}"#, "dy"),
            (#"{"phase": "down", "pointer": 0, "time": 0, "x": 1, "y": 1}"#, "kind"),
        ])
    func missingField(_ text: String, _ field: String) {
        #expect {
            try Self.decode(text)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == field
        }
    }

    @Test func anUnknownKindIsRefused() {
        #expect(throws: DecodingError.self) {
            try Self.decode(#"{"kind": "finger", "phase": "down", "pointer": 0, "time": 0, "x": 1, "y": 1}"#)
        }
    }

    @Test("Setting the time keeps everything else")
    func settingTheTime() {
        var pointer = InputEvent(time: 1, pointer: 4, phase: .move, x: 2, y: 3, kind: .pen, button: 1)
        pointer.time = 9
        #expect(pointer == InputEvent(time: 9, pointer: 4, phase: .move, x: 2, y: 3, kind: .pen, button: 1))
        var wheel = InputEvent(time: 1, x: 2, y: 3, dx: 4, dy: 5)
        wheel.time = 9
        #expect(wheel == InputEvent(time: 9, x: 2, y: 3, dx: 4, dy: 5))
        #expect(wheel.location == CGPoint(x: 2, y: 3))
    }

    @Test("The flat initializers make the engine's events")
    func flatInitializers() {
        let event = InputEvent(time: 1, pointer: 4, phase: .move, x: 2, y: 3)
        #expect(event == .pointer(PointerEvent(pointer: 4, phase: .move, location: CGPoint(x: 2, y: 3), time: 1)))
        #expect(event.button == .primary)
        let wheel = InputEvent(time: 1, x: 2, y: 3, dx: 4, dy: 5)
        #expect(
            wheel
                == .wheel(ScrollWheelEvent(location: CGPoint(x: 2, y: 3), delta: CGSize(width: 4, height: 5), time: 1)))
    }

    @Test("The description names the input in one line")
    func description() {
        #expect(
            InputEvent(time: 2, pointer: 1, phase: .down, x: 3, y: 4, kind: .mouse, button: 2).description
                == "mouse down of pointer 1 button 2 at (3.0, 4.0), time 2.0")
        #expect(
            InputEvent(time: 2, pointer: 1, phase: .up, x: 3, y: 4).description
                == "touch up of pointer 1 at (3.0, 4.0), time 2.0")
    }
}
