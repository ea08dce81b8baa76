import Foundation
import Testing

@testable import Tactile
@testable import TactileViewCore

/// The host's one door for input (`send(_:)` with an `InputEvent`) and its one report of what ran
/// (`onInputEvent`): what a recorder saw goes back in through the door and makes the same window.
@MainActor
@Suite("GestureHost's one input door")
struct HostInputDoorTests {
    struct Rows: View {
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Taps \(taps)").frame(height: 60).onTapGesture { taps += 1 }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40, id: \.self) { Text("Row \($0)").frame(height: 50) }
                    }
                }
            }
        }
    }

    static let size = CGSize(width: 300, height: 400)

    static let inputs: [InputEvent] = [
        InputEvent(time: 0, phase: .down, x: 150, y: 30),
        InputEvent(time: 0.05, phase: .up, x: 150, y: 30),
        InputEvent(time: 0.2, x: 150, y: 250, dx: 0, dy: 120),
        InputEvent(time: 0.25, x: 150, y: 250, dx: 0, dy: 80),
        // Another button's click drives nothing and is not reported.
        InputEvent(time: 1, pointer: 2, phase: .down, x: 150, y: 30, kind: .mouse, button: .secondary),
        InputEvent(time: 1.05, pointer: 2, phase: .up, x: 150, y: 30, kind: .mouse, button: .secondary),
        InputEvent(time: 1.2, pointer: 3, phase: .down, x: 150, y: 30, kind: .mouse),
        InputEvent(time: 1.25, pointer: 3, phase: .up, x: 150, y: 30, kind: .mouse),
    ]

    @Test("Pointer and wheel inputs go in through one door and come out in one report, in order")
    func oneDoorOneReport() {
        let window = GestureHost(Rows(), size: Self.size)
        var ran: [InputEvent] = []
        window.onInputEvent = { ran.append($0) }
        for input in Self.inputs { #expect(window.send(input).isAccepted) }
        window.advance(to: 3)
        #expect(window.texts().first == "Taps 2")
        #expect(ran == Self.inputs.filter { ($0.button ?? .primary) == .primary })
    }

    @Test("What the report saw, sent again to a fresh window, makes the same window")
    func theReportReplays() {
        let live = GestureHost(Rows(), size: Self.size)
        var ran: [InputEvent] = []
        live.onInputEvent = { ran.append($0) }
        for input in Self.inputs { live.send(input) }
        live.advance(to: 3)

        let again = GestureHost(Rows(), size: Self.size)
        for input in ran { again.send(input) }
        again.advance(to: 3)
        #expect(again.texts() == live.texts())
        #expect(again.svg() == live.svg())
    }

    @Test("The door refuses what the conveniences refuse, with the same diagnostic")
    func theDoorRefusesAsTheConveniencesDo() {
        let door = GestureHost(Rows(), size: Self.size)
        let convenience = GestureHost(Rows(), size: Self.size)
        let late = PointerEvent(phase: .down, location: CGPoint(x: 10, y: 10), time: 1)
        let wheel = ScrollWheelEvent(
            location: CGPoint(x: 10, y: 10), delta: CGSize(width: 0, height: CGFloat.nan), time: 2)
        door.advance(to: 5)
        convenience.advance(to: 5)
        #expect(door.send(.pointer(late)) == convenience.send(late))
        #expect(door.send(.wheel(wheel)) == convenience.send(wheel))
        #expect(door.engine.diagnostics.map(\.kind) == [.timeWentBackwards, .nonFiniteValue])
        #expect(door.engine.diagnostics == convenience.engine.diagnostics)
    }
}
