import Foundation
import Testing
import TactileGestures

@Test func zzProbe() {
    let driver = EngineDriver()
    let g = AnyGesture(DragGesture(minimumDistance: 100).map { _ in () }).simultaneously(with: AnyGesture(Optional<DragGesture>.none.map { _ in () }))
    driver.play([.down(0, 0), .move(0.1, 20)], path: EngineDriver.path(g))
    for t in driver.transitions { print("PROBE", t.time, t.gesture, t.from, t.to, t.reason as Any) }
}
