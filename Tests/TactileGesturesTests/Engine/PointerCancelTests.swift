import Foundation
import TactileGestures
import Testing

/// A pointer cancel cancels its whole session (Docs/Semantics.md, "Cancellation").
@Suite("Pointer cancel")
struct PointerCancelTests {
    @Test func aSequenceInterruptedDuringItsSecondGestureFails() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        let state = GestureState(wrappedValue: false)
        let gesture = LongPressGesture().sequenced(before: DragGesture())
            .updating(state) { _, active, _ in active = true }
            .reporting(to: log)
        driver.play([.down(0, 0), .advance(0.5), .move(0.6, 40)], path: EngineDriver.path(gesture))
        #expect(state.wrappedValue == true)
        driver.play([.cancel(0.7)], path: [])
        #expect(log.outcomes == [.failed(.cancelled)])
        #expect(state.wrappedValue == false)
        #expect(driver.engine.isIdle)
    }

    @Test func aSimultaneousGestureWithOneHalfEndedFails() {
        let driver = EngineDriver()
        let whole = OutcomeLog()
        let press = OutcomeLog()
        let gesture = LongPressGesture(minimumDuration: 0.1).reporting(to: press)
            .simultaneously(with: DragGesture(minimumDistance: 100))
            .reporting(to: whole)
        driver.play([.down(0, 0), .advance(0.2), .cancel(0.3)], path: EngineDriver.path(gesture))
        #expect(press.outcomes == [.ended])
        #expect(whole.outcomes == [.failed(.cancelled)])
    }

    @Test func theCancelledPointerIsReportedToSpatialEventsAsData() {
        let driver = EngineDriver()
        var final: [SpatialEventCollection.Event.Phase] = []
        let log = OutcomeLog()
        let gesture = SpatialEventGesture().onEnded { final = $0.map(\.phase) }.reporting(to: log)
        driver.play([.down(0, 0), .cancel(0.1)], path: EngineDriver.path(gesture))
        #expect(final == [.cancelled])
        #expect(log.outcomes == [.ended])
    }

    @Test func cancellationReachesTheHierarchy() {
        // A parent's `.gesture` held behind a child's cancelled drag is cancelled too, not released.
        let driver = EngineDriver()
        let parent = OutcomeLog()
        let child = OutcomeLog()
        let path = [
            GestureAttachment(id: "child", gesture: DragGesture().reporting(to: child)),
            GestureAttachment(id: "parent", gesture: LongPressGesture(minimumDuration: 5).reporting(to: parent)),
        ]
        driver.play([.down(0, 0), .cancel(0.1)], path: path)
        #expect(child.outcomes == [.failed(.cancelled)])
        #expect(parent.outcomes == [.failed(.cancelled)])
    }
}
