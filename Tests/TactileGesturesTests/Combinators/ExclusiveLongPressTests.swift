import Foundation
import TactileGestures
import Testing

/// A `LongPressGesture` as the second gesture of an exclusive pair waits only until it is
/// recognized (Docs/Semantics.md, "A long press after a tap").
@Suite("ExclusiveGesture with a long press second")
struct ExclusiveLongPressTests {
    /// When the exclusive `TapGesture().exclusively(before: LongPressGesture())` ends, and with which
    /// side, for a finger held `hold` seconds and lifted where it went down.
    @Test(
        "Tap, then long press: the long press wins at its minimum duration, the tap only when lifted before it",
        arguments: [
            (hold: 0.1, side: "first", endTime: 0.1),
            (hold: 0.49, side: "first", endTime: 0.49),
            (hold: 0.5, side: "second", endTime: 0.5),
            (hold: 0.7, side: "second", endTime: 0.5),
            (hold: 2.0, side: "second", endTime: 0.5),
        ])
    func tapThenLongPress(hold: TimeInterval, side: String, endTime: TimeInterval) {
        let driver = EngineDriver()
        var ended: [String] = []
        let tapLog = OutcomeLog()
        let pressLog = OutcomeLog()
        let gesture = TapGesture().reporting(to: tapLog)
            .exclusively(before: LongPressGesture().reporting(to: pressLog))
            .onEnded { value in
                switch value {
                case .first: ended.append("first")
                case .second: ended.append("second")
                }
            }
        driver.play([.down(0, 0), .advance(hold), .up(hold, 0), .advance(hold + 1)], path: EngineDriver.path(gesture))
        #expect(ended == [side])
        #expect(driver.time(of: "/ExclusiveGesture", reaching: .ended) == endTime)
        if side == "first" {
            #expect(tapLog.outcomes == [.ended])
            #expect(pressLog.outcomes == [.failed(.otherGestureWon)])
        } else {
            #expect(tapLog.outcomes == [.failed(.otherGestureWon)])
            #expect(pressLog.outcomes == [.ended])
        }
    }

    @Test func theLongPressIsHeldWhilePressingNoUpdatingNoOnChanged() {
        let driver = EngineDriver()
        var events: [String] = []
        let state = GestureState(wrappedValue: false)
        let press = LongPressGesture()
            .updating(state) { value, pressing, _ in pressing = value }
            .onChanged { _ in events.append("changed") }
            .onEnded { _ in events.append("ended") }
        let gesture = TapGesture().exclusively(before: press)
        driver.play([.down(0, 0), .advance(0.3)], path: EngineDriver.path(gesture))
        #expect(events.isEmpty)
        #expect(state.wrappedValue == false)
        #expect(driver.lastPhase(of: "/second/LongPressGesture") == .possible, "held: reported possible")
        driver.advance(to: 0.5)
        #expect(events == ["ended"])
        #expect(driver.failureReasons(of: "/first/TapGesture") == [.otherGestureWon])
    }

    @Test func aDragThatBecomesActiveFirstStillWins() {
        let driver = EngineDriver()
        let pressLog = OutcomeLog()
        let dragLog = OutcomeLog()
        let gesture = DragGesture().reporting(to: dragLog)
            .exclusively(before: LongPressGesture().reporting(to: pressLog))
        driver.play([.down(0, 0), .move(0.2, 30), .advance(0.6), .up(0.7, 40)], path: EngineDriver.path(gesture))
        #expect(pressLog.outcomes == [.failed(.otherGestureWon)], "the drag became active at 0.2 s")
        #expect(dragLog.outcomes == [.ended])
    }

    @Test func aDragStillPossibleLosesToTheLongPress() {
        let driver = EngineDriver()
        let pressLog = OutcomeLog()
        let dragLog = OutcomeLog()
        let gesture = DragGesture().reporting(to: dragLog)
            .exclusively(before: LongPressGesture().reporting(to: pressLog))
        driver.play([.down(0, 0), .move(0.2, 3), .advance(0.5)], path: EngineDriver.path(gesture))
        #expect(pressLog.outcomes == [.ended], "recognized at 0.5 s, the finger still down")
        #expect(dragLog.outcomes == [.failed(.otherGestureWon)])
        driver.play([.move(0.6, 60), .up(0.7, 60)], path: [])
        #expect(dragLog.outcomes == [.failed(.otherGestureWon)], "the drag does not come back")
    }

    @Test func anOuterExclusiveStillHoldsTheLongPressUntilItsFirstFails() throws {
        let driver = EngineDriver()
        var ended = 0
        let inner = TapGesture().exclusively(before: LongPressGesture())
        let gesture = TapGesture(count: 2).exclusively(before: inner).onEnded { _ in ended += 1 }
        driver.play([.down(0, 0), .advance(0.6)], path: EngineDriver.path(gesture))
        #expect(ended == 0, "the double tap may still succeed: everything behind it waits")
        #expect(driver.lastPhase(of: "/LongPressGesture") == .possible)
        driver.advance(to: 2)
        #expect(ended == 1)
        let doubleTapFailed = try #require(driver.time(of: "/first/TapGesture(count: 2)", reaching: .failed))
        #expect(doubleTapFailed > 0.5)
        #expect(
            driver.time(of: "/LongPressGesture", reaching: .ended) == doubleTapFailed,
            "released when the outer first failed")
    }
}
