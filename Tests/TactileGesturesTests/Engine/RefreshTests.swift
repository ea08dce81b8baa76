import Foundation
import TactileGestures
import Testing

/// `GestureEngine.refresh(_:)`: re-rendered attachments replace closures mid-gesture; a gesture
/// whose type changed fails with `removed`. And `remove(_:)` for part of a hit path.
@Suite("Refresh and remove")
struct RefreshTests {
    @Test func newClosuresReplaceTheOldOnesMidGesture() {
        let driver = EngineDriver()
        var events: [String] = []
        let state = GestureState(wrappedValue: "")
        func drag(_ tag: String) -> some Gesture {
            DragGesture()
                .updating(state) { _, value, _ in value = tag }
                .onChanged { events.append("\(tag) changed \($0.translation.width)") }
                .onEnded { events.append("\(tag) ended \($0.translation.width)") }
                .onFailed { events.append("\(tag) failed \($0.rawValue)") }
        }
        driver.play([.down(0, 0), .move(0.1, 20)], path: EngineDriver.path(drag("old")))
        #expect(state.wrappedValue == "old")
        driver.engine.refresh(EngineDriver.path(drag("new")))
        #expect(events == ["old changed 20.0"], "a refresh alone runs nothing")
        driver.play([.move(0.2, 30)], path: [])
        #expect(state.wrappedValue == "new")
        driver.play([.up(0.3, 40)], path: [])
        #expect(events == ["old changed 20.0", "new changed 30.0", "new ended 40.0"])
    }

    @Test func newParametersApplyToTheAttemptInProgress() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        driver.play([.down(0, 0)], path: EngineDriver.path(LongPressGesture(minimumDuration: 1).reporting(to: log)))
        #expect(driver.engine.nextDeadline == 1)
        driver.engine.refresh(EngineDriver.path(LongPressGesture(minimumDuration: 0.3).reporting(to: log)))
        #expect(driver.engine.nextDeadline == 0.3, "a host sleeping until the next deadline must wake at 0.3")
        driver.advance(to: 0.3)
        #expect(log.outcomes == [.ended])
    }

    @Test func aGestureWhoseTypeChangedFailsWithRemoved() {
        let driver = EngineDriver()
        var events: [String] = []
        let drag = DragGesture()
            .onChanged { _ in events.append("drag changed") }
            .onEnded { _ in events.append("drag ended") }
            .onFailed { events.append("drag failed \($0.rawValue)") }
        let tap = TapGesture().onEnded { events.append("tap ended") }.onFailed {
            events.append("tap failed \($0.rawValue)")
        }
        driver.play([.down(0, 0), .move(0.1, 20)], path: EngineDriver.path(drag))
        driver.engine.refresh(EngineDriver.path(tap))
        #expect(events == ["drag changed", "drag failed removed"])
        driver.play([.move(0.2, 30), .up(0.3, 30)], path: [])
        #expect(events == ["drag changed", "drag failed removed"], "nothing more for this touch sequence")
        #expect(driver.engine.isIdle)
        driver.play([.down(1, 0), .up(1.1, 0)], path: EngineDriver.path(tap))
        #expect(events.last == "tap ended", "the new gesture takes part from the next touch sequence")
    }

    @Test func anAnyGestureWhoseWrappedTypeChangedFailsWithRemoved() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        let press = AnyGesture(LongPressGesture().map { _ in () })
        let tap = AnyGesture(TapGesture())
        driver.play([.down(0, 0)], path: EngineDriver.path(press.reporting(to: log)))
        driver.engine.refresh(EngineDriver.path(tap.reporting(to: log)))
        #expect(log.outcomes == [.failed(.removed)])
        driver.play([.up(0.1, 0)], path: [])
        #expect(log.outcomes == [.failed(.removed)])
    }

    @Test func anOptionalGestureThatBecameNilFailsWithRemoved() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        var press: LongPressGesture? = LongPressGesture()
        driver.play([.down(0, 0)], path: EngineDriver.path(press.reporting(to: log)))
        press = nil
        driver.engine.refresh(EngineDriver.path(press.reporting(to: log)))
        #expect(log.outcomes == [.failed(.removed)])
    }

    @Test func refreshingAnAttachmentThatIsNotInProgressChangesNothing() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        driver.play([.down(0, 0), .move(0.1, 20)], path: EngineDriver.path(DragGesture().reporting(to: log)))
        driver.engine.refresh(EngineDriver.path(TapGesture(), id: "another view"))
        driver.play([.up(0.2, 30)], path: [])
        #expect(log.outcomes == [.ended])
    }

    @Test func whenAChildsGestureChangesTypeTheParentGetsItsChance() {
        let driver = EngineDriver()
        var events: [String] = []
        func path(_ child: some Gesture) -> [GestureAttachment] {
            [
                EngineDriver.attachment(child, id: "child"),
                EngineDriver.attachment(
                    LongPressGesture(minimumDuration: 0.3).onEnded { _ in events.append("parent") },
                    id: "parent"),
            ]
        }
        let childTap = TapGesture().onFailed { events.append("child failed \($0.rawValue)") }
        driver.play([.down(0, 0)], path: path(childTap))
        driver.engine.refresh(path(DragGesture()))
        driver.advance(to: 0.3)
        #expect(events == ["child failed removed", "parent"])
    }

    @Test func removingAChildLetsTheParentGoOn() {
        let driver = EngineDriver()
        var events: [String] = []
        let path = [
            EngineDriver.attachment(
                TapGesture().onFailed { events.append("child failed \($0.rawValue)") }, id: "child"),
            EngineDriver.attachment(
                LongPressGesture(minimumDuration: 0.3).onEnded { _ in events.append("parent") },
                id: "parent"),
        ]
        driver.play([.down(0, 0), .advance(0.1)], path: path)
        driver.engine.remove(["child"])
        #expect(events == ["child failed removed"])
        driver.advance(to: 0.3)
        #expect(events == ["child failed removed", "parent"])
    }

    @Test func removingAnUnknownAttachmentChangesNothing() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        driver.play([.down(0, 0)], path: EngineDriver.path(LongPressGesture().reporting(to: log)))
        driver.engine.remove(["elsewhere"])
        driver.advance(to: 0.5)
        #expect(log.outcomes == [.ended])
    }
}
