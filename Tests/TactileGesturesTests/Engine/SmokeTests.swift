import Foundation
import TactileGestures
import Testing

@Suite("Engine smoke")
struct EngineSmokeTests {
    @Test func dragReportsTranslationAndEnds() {
        let driver = EngineDriver()
        let drag = DragGesture()
            .onChanged { [unowned driver] in driver.log.append("changed \($0.translation.width)") }
            .onEnded { [unowned driver] in driver.log.append("ended \($0.translation.width)") }
        driver.down(0, 0, at: 0, path: EngineDriver.path(drag))
        driver.move(5, 0, at: 0.01)
        driver.move(20, 0, at: 0.02)
        driver.up(30, 0, at: 0.03)
        #expect(driver.log == ["changed 20.0", "ended 30.0"])
        #expect(driver.engine.isIdle)
    }

    @Test func longPressEndsAtDeadlineWithoutEvents() {
        let driver = EngineDriver()
        let press = LongPressGesture()
            .onChanged { [unowned driver] in driver.log.append("changed \($0)") }
            .onEnded { [unowned driver] in driver.log.append("ended \($0)") }
        driver.down(0, 0, at: 0, path: EngineDriver.path(press))
        #expect(driver.log == ["changed true"])
        #expect(driver.engine.nextDeadline == 0.5)
        driver.advance(to: 0.6)
        #expect(driver.log == ["changed true", "ended true"])
    }
}
