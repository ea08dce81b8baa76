import Foundation
import TactileTestSupport
import Testing

@testable import TactileViewCore

/// A rejected event leaves a window exactly as it was, as it leaves the engine: its timestamp does
/// not move the window's time, so no deadline fires because of it (found by the invariant property
/// tests: a move of a pointer that is not down, stamped later, used to advance the host first).
@MainActor
@Suite("GestureHost rejected input")
struct RejectedInputTests {
    typealias Press = LongPressCounter
    nonisolated static let center = LongPressCounter.center

    nonisolated static let invalidLaterEvents: [(String, PointerEvent)] = [
        ("move of a pointer that is not down", PointerEvent(pointer: 7, phase: .move, location: center, time: 1)),
        ("up of a pointer that is not down", PointerEvent(pointer: 7, phase: .up, location: center, time: 1)),
        ("second down of a pointer that is down", PointerEvent(pointer: 0, phase: .down, location: center, time: 1)),
        (
            "down at a NaN location",
            PointerEvent(pointer: 3, phase: .down, location: CGPoint(x: Double.nan, y: 0), time: 1)
        ),
    ]

    @Test("A rejected event stamped after a deadline does not fire it", arguments: 0..<invalidLaterEvents.count)
    func rejectedEventKeepsTime(_ index: Int) {
        let (name, invalid) = Self.invalidLaterEvents[index]
        let window = GestureHost(Press(), size: CGSize(width: 400, height: 400))
        window.send(PointerEvent(pointer: 0, phase: .down, location: Self.center, time: 0))
        let result = window.send(invalid)
        #expect(!result.isAccepted, "\(name)")
        #expect(window.now == 0, "\(name)")
        #expect(window.texts() == ["0"], "\(name): the long press must not end because of a rejected event")
        #expect(window.nextDeadline == 0.5, "\(name)")
        window.advance(to: 0.6)
        #expect(window.texts() == ["1"], "\(name)")
    }

    @Test("advance(to:) a time that is rejected fires no deadline on the way", arguments: [Double.infinity, .nan, -1])
    func rejectedAdvanceKeepsTime(_ time: Double) {
        let window = GestureHost(Press(), size: CGSize(width: 400, height: 400))
        window.send(PointerEvent(pointer: 0, phase: .down, location: Self.center, time: 0))
        #expect(!window.advance(to: time).isAccepted)
        #expect(window.now == 0)
        #expect(window.texts() == ["0"], "the long press must not end because of a rejected advance")
        #expect(window.diagnostics.last?.kind == (time.isFinite ? .timeWentBackwards : .nonFiniteValue))
        window.advance(to: 0.6)
        #expect(window.texts() == ["1"])
    }
}
