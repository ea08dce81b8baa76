import Foundation
import TactileTestSupport
import Testing

@testable import TactileViewCore

/// The host's own input policies, in front of the engine's checks: bounds, late events, and the
/// report of what ran (`onInputEvent`).
@MainActor
@Suite("GestureHost input policies")
struct HostInputPolicyTests {
    typealias Press = LongPressCounter
    nonisolated static let center = LongPressCounter.center

    @Test(
        "An event beyond the bounds is refused as outOfBounds, in the engine's diagnostics, and changes nothing",
        arguments: [
            PointerEvent(pointer: 1, phase: .down, location: CGPoint(x: 1001, y: 0), time: 1),
            PointerEvent(pointer: 1, phase: .down, location: CGPoint(x: 0, y: -1001), time: 1),
            PointerEvent(pointer: 1, phase: .down, location: center, time: 101),
            PointerEvent(pointer: 1, phase: .down, location: center, time: -101),
        ])
    func outOfBounds(_ event: PointerEvent) {
        let window = GestureHost(Press(), size: CGSize(width: 400, height: 400))
        window.inputBounds = InputBounds(maxCoordinate: 1000, maxTime: 100)
        var ran: [PointerEvent] = []
        window.onInputEvent = { if let event = $0.pointerEvent { ran.append(event) } }
        window.send(PointerEvent(pointer: 0, phase: .down, location: Self.center, time: 0))
        let result = window.send(event)
        guard case .rejected(let diagnostic) = result else {
            Issue.record("accepted \(event)")
            return
        }
        #expect(diagnostic.kind == .outOfBounds)
        #expect(diagnostic.message.contains("is out of range"))
        #expect(window.diagnostics.last == diagnostic)
        #expect(window.now == 0)
        #expect(window.engine.pointersDown == [0])
        #expect(ran.map(\.pointer) == [0])
    }

    @Test("At the bounds an event runs; non-finite numbers are left to the engine")
    func atTheBounds() {
        let window = GestureHost(Press(), size: CGSize(width: 400, height: 400))
        window.inputBounds = InputBounds(maxCoordinate: 1000, maxTime: 100)
        #expect(
            window.send(PointerEvent(pointer: 0, phase: .down, location: CGPoint(x: -1000, y: 1000), time: 100))
                .isAccepted)
        let nan = window.send(PointerEvent(pointer: 1, phase: .down, location: CGPoint(x: Double.nan, y: 0), time: 100))
        guard case .rejected(let diagnostic) = nan else {
            Issue.record("a NaN location was accepted")
            return
        }
        #expect(diagnostic.kind == .nonFiniteValue)
        #expect(window.diagnostics.last?.kind == .nonFiniteValue)
    }

    @Test("A late event is rejected by default and runs at the host's time when the policy says so")
    func lateEvents() {
        for runsLate in [false, true] {
            let window = GestureHost(Press(), size: CGSize(width: 400, height: 400))
            window.runsLateEventsAtCurrentTime = runsLate
            var ran: [PointerEvent] = []
            window.onInputEvent = { if let event = $0.pointerEvent { ran.append(event) } }
            window.send(PointerEvent(pointer: 0, phase: .down, location: Self.center, time: 0))
            window.advance(to: 0.6)
            #expect(window.texts() == ["1"])
            let result = window.send(PointerEvent(pointer: 0, phase: .up, location: Self.center, time: 0.3))
            #expect(result.isAccepted == runsLate)
            #expect(ran.map(\.time) == (runsLate ? [0, 0.6] : [0]))
            #expect(window.engine.pointersDown == (runsLate ? [] : [0]))
        }
    }

    @Test("onInputEvent reports what ran: not the events the buttons, hover or engine refused")
    func onInputReportsWhatRan() {
        let window = GestureHost(Press(), size: CGSize(width: 400, height: 400))
        var ran: [PointerEvent] = []
        window.onInputEvent = { if let event = $0.pointerEvent { ran.append(event) } }
        window.send(
            PointerEvent(pointer: 5, phase: .down, location: Self.center, time: 0, kind: .mouse), button: .secondary)
        window.send(PointerEvent(pointer: 5, phase: .move, location: Self.center, time: 0.1, kind: .mouse))
        window.send(PointerEvent(pointer: 9, phase: .up, location: Self.center, time: 0.1))
        #expect(ran.isEmpty)
        window.send(PointerEvent(pointer: 5, phase: .down, location: Self.center, time: 0.2, kind: .mouse))
        window.send(PointerEvent(pointer: 5, phase: .up, location: Self.center, time: 0.3, kind: .mouse))
        #expect(ran.map(\.phase) == [.down, .up])
    }
}
