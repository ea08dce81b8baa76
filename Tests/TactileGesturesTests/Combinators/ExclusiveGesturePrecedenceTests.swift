import Foundation
import TactileGestures
import Testing

/// `ExclusiveGesture`'s precedence rules (reference §3.3, as the project decided them).
@Suite("ExclusiveGesture precedence")
struct ExclusiveGesturePrecedenceTests {
    @Test func theSecondIsHeldWhileTheFirstIsPossible() {
        let driver = EngineDriver()
        var events: [String] = []
        let state = GestureState(wrappedValue: 0)
        let second = DragGesture(minimumDistance: 0)
            .updating(state) { _, value, _ in value += 1 }
            .onChanged { _ in events.append("second changed") }
        let gesture = DragGesture(minimumDistance: 100).exclusively(before: second)
        driver.play([.down(0, 0), .move(0.1, 20), .move(0.2, 40)], path: EngineDriver.path(gesture))
        #expect(events.isEmpty, "no callbacks for a held gesture")
        #expect(state.wrappedValue == 0, "no updating for a held gesture")
        #expect(driver.phases(of: "/second/DragGesture") == [.possible], "held: reported possible")
        #expect(driver.phases(of: "ExclusiveGesture") == [.possible])
    }

    @Test func aHeldDragIsReleasedWhenTheFirstFails() {
        let driver = EngineDriver()
        var ended: [ExclusiveGesture<DragGesture, DragGesture>.Value] = []
        let gesture = DragGesture(minimumDistance: 100).exclusively(before: DragGesture(minimumDistance: 0))
            .onEnded { ended.append($0) }
        driver.play([.down(0, 0), .move(0.1, 20), .up(0.2, 30)], path: EngineDriver.path(gesture))
        #expect(driver.failureReasons(of: "/first/DragGesture") == [.liftedEarly])
        guard case .second(let drag)? = ended.first else {
            Issue.record("expected .second, got \(ended)")
            return
        }
        #expect(ended.count == 1)
        #expect(drag.translation.width == 30)
    }

    @Test func aTapSecondIsHeldUntilTheFirstFailsThenEndsAtOnce() {
        let driver = EngineDriver()
        var events: [String] = []
        let gesture = TapGesture(count: 2).onEnded { events.append("double") }
            .exclusively(before: TapGesture().onEnded { events.append("single") })
            .onEnded { value in
                if case .second = value {
                    events.append("exclusive .second")
                } else {
                    events.append("exclusive .first")
                }
            }
        driver.play([.down(0, 0), .up(0.1, 0), .advance(0.44)], path: EngineDriver.path(gesture))
        #expect(events.isEmpty, "the single tap waits while the double tap may still succeed")
        #expect(driver.lastPhase(of: "/second/TapGesture") == .possible)
        driver.advance(to: 1)
        #expect(events == ["single", "exclusive .second"])
        #expect(driver.time(of: "/first/TapGesture(count: 2)", reaching: .failed) == 0.1 + 0.35)
        #expect(
            driver.time(of: "/second/TapGesture", reaching: .ended) == 0.1 + 0.35,
            "released at the instant the first failed")
    }

    @Test func theSecondFailsWithOtherGestureWonWhenTheFirstBecomesActive() {
        let driver = EngineDriver()
        let tapLog = OutcomeLog()
        var ended: [String] = []
        let gesture = DragGesture().exclusively(before: TapGesture().reporting(to: tapLog)).onEnded { value in
            switch value {
            case .first(let drag): ended.append("first \(drag.translation.width)")
            case .second: ended.append("second")
            }
        }
        driver.play([.down(0, 0), .move(0.05, 5)], path: EngineDriver.path(gesture))
        #expect(tapLog.outcomes.isEmpty)
        driver.play([.move(0.1, 20)], path: [])
        #expect(tapLog.outcomes == [.failed(.otherGestureWon)], "at the moment the drag became active")
        driver.play([.up(0.2, 25)], path: [])
        #expect(tapLog.outcomes == [.failed(.otherGestureWon)])
        #expect(ended == ["first 25.0"])
    }

    @Test func theSecondFailsWithOtherGestureWonWhenTheFirstEnds() {
        let driver = EngineDriver()
        let secondLog = OutcomeLog()
        var ended: [String] = []
        let gesture = TapGesture().exclusively(before: LongPressGesture().reporting(to: secondLog))
            .onEnded { value in
                if case .first = value { ended.append("first") } else { ended.append("second") }
            }
        driver.play([.down(0, 0), .up(0.1, 0)], path: EngineDriver.path(gesture))
        #expect(secondLog.outcomes == [.failed(.otherGestureWon)])
        #expect(ended == ["first"])
    }

    @Test func whenBothFailTheExclusiveGestureFailsWithTheSecondsReason() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        let gesture = TapGesture().exclusively(before: DragGesture(minimumDistance: 100)).reporting(to: log)
        driver.play([.down(0, 0), .move(0.1, 60)], path: EngineDriver.path(gesture))
        #expect(driver.failureReasons(of: "/first/TapGesture") == [.movedTooFar])
        #expect(log.outcomes.isEmpty, "the released drag may still succeed")
        driver.play([.up(0.2, 60)], path: [])
        #expect(log.outcomes == [.failed(.liftedEarly)])
        #expect(driver.phases(of: "ExclusiveGesture") == [.possible, .failed])
    }

    @Test func valueEquality() {
        typealias V = ExclusiveGesture<LongPressGesture, MagnificationGesture>.Value
        #expect(V.first(true) == V.first(true))
        #expect(V.first(true) != V.second(1))
        #expect(V.second(2) == V.second(2))
    }
}
