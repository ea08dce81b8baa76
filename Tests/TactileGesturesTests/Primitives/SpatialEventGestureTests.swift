import Foundation
import TactileGestures
import Testing

/// `SpatialEventGesture` (reference §2.6): a collection per event, a phase per pointer, ended when
/// every pointer has lifted.
@Suite("SpatialEventGesture")
struct SpatialEventGestureTests {
    /// `p0 active (x, y)`-style descriptions of a collection.
    static func describe(_ collection: SpatialEventCollection) -> [String] {
        collection.map { "p\($0.id.pointer) \($0.phase) (\(Int($0.location.x)), \(Int($0.location.y)))" }
    }

    @Test func everyEventProducesACollectionWithPerPointerPhases() {
        let driver = EngineDriver()
        var changes: [[String]] = []
        var ended: [[String]] = []
        let gesture = SpatialEventGesture()
            .onChanged { changes.append(Self.describe($0)) }
            .onEnded { ended.append(Self.describe($0)) }
        let path = EngineDriver.path(gesture)
        driver.play([.down(0, 10, 10)], path: path)
        #expect(changes == [["p0 active (10, 10)"]], "active from the first down")
        driver.play([.down(0.1, 50, 50, pointer: 1)], path: path)
        driver.play([.move(0.2, 12, 10), .up(0.3, 55, 50, pointer: 1)], path: [])
        #expect(
            changes.dropFirst() == [
                ["p0 active (10, 10)", "p1 active (50, 50)"],
                ["p0 active (12, 10)", "p1 active (50, 50)"],
                ["p0 active (12, 10)", "p1 ended (55, 50)"],
            ])
        #expect(ended.isEmpty, "a pointer is still down")
        driver.play([.move(0.4, 14, 10)], path: [])
        #expect(changes.last == ["p0 active (14, 10)"], "a pointer that ended is reported once")
        driver.play([.up(0.5, 15, 10)], path: [])
        #expect(ended == [["p0 ended (15, 10)"]])
        #expect(changes.count == 5, "the final collection goes to onEnded only")
        #expect(driver.engine.isIdle)
    }

    @Test func aCancelledPointerIsReportedInItsPhaseWithoutFailingTheGesture() {
        let driver = EngineDriver()
        var changes: [[String]] = []
        let log = OutcomeLog()
        let gesture = SpatialEventGesture().onChanged { changes.append(Self.describe($0)) }.reporting(to: log)
        let path = EngineDriver.path(gesture)
        driver.play([.down(0, 10, 10), .down(0.1, 50, 50, pointer: 1), .cancel(0.2, pointer: 1)], path: path)
        #expect(changes.last == ["p0 active (10, 10)", "p1 cancelled (50, 50)"])
        #expect(log.outcomes.isEmpty)
        driver.play([.up(0.3, 10, 10)], path: [])
        #expect(log.outcomes == [.ended])
    }

    @Test func eventsCarryTheirTimestampAndKind() throws {
        let driver = EngineDriver()
        var last: SpatialEventCollection?
        let gesture = SpatialEventGesture().onChanged { last = $0 }
        driver.engine.send(
            PointerEvent(pointer: 7, phase: .down, location: CGPoint(x: 1, y: 2), time: 0.25, kind: .mouse),
            hitPath: EngineDriver.path(gesture))
        driver.engine.send(
            PointerEvent(pointer: 8, phase: .down, location: CGPoint(x: 3, y: 4), time: 0.5, kind: .pen),
            hitPath: EngineDriver.path(gesture))
        let collection = try #require(last)
        let mouse = try #require(collection[SpatialEventCollection.Event.ID(pointer: 7)])
        let pen = try #require(collection[SpatialEventCollection.Event.ID(pointer: 8)])
        #expect(mouse.kind == .pointer && mouse.timestamp == 0.25)
        #expect(pen.kind == .pencil && pen.timestamp == 0.5)
    }

    @Test func aHostCancelFailsIt() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        driver.play([.down(0, 10, 10)], path: EngineDriver.path(SpatialEventGesture().reporting(to: log)))
        driver.engine.cancelAll()
        #expect(log.outcomes == [.failed(.cancelled)])
    }
}
