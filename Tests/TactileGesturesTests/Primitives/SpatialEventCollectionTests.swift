import Foundation
import TactileGestures
import Testing

/// `SpatialEventCollection`'s collection surface (its own index and iterator) and a pen's pose.
@Suite("SpatialEventCollection")
struct SpatialEventCollectionTests {
    @Test func indicesAndIterationWalkTheEventsInOrder() {
        let events = (0..<3).map { index in
            SpatialEventCollection.Event(
                id: .init(pointer: PointerID(index)), timestamp: Double(index), kind: .touch,
                location: CGPoint(x: index, y: 0), phase: .active)
        }
        let collection = SpatialEventCollection(events)
        #expect(collection.startIndex < collection.endIndex)
        #expect(collection.index(after: collection.startIndex) > collection.startIndex)
        #expect(collection[collection.startIndex].id.pointer == 0)
        var iterator = collection.makeIterator()
        var seen: [PointerID] = []
        while let event = iterator.next() { seen.append(event.id.pointer) }
        #expect(seen == [0, 1, 2])
        #expect(collection.count == 3)
        #expect(Set(collection).count == 3, "events are hashable")
    }

    @Test func aPensPoseReachesItsEventsAndTouchesHaveNone() throws {
        let driver = EngineDriver()
        var last: SpatialEventCollection?
        let gesture = SpatialEventGesture().onChanged { last = $0 }
        let pose = SpatialEventCollection.Event.InputDevicePose(altitude: .degrees(60), azimuth: .degrees(30))
        driver.engine.send(
            PointerEvent(
                pointer: 1, phase: .down, location: CGPoint(x: 3, y: 4), time: 0.5, kind: .pen, devicePose: pose),
            hitPath: EngineDriver.path(gesture))
        driver.engine.send(
            PointerEvent(pointer: 2, phase: .down, location: CGPoint(x: 5, y: 6), time: 0.6),
            hitPath: EngineDriver.path(gesture))
        let tilted = SpatialEventCollection.Event.InputDevicePose(altitude: .degrees(45), azimuth: .degrees(30))
        driver.engine.send(
            PointerEvent(
                pointer: 1, phase: .move, location: CGPoint(x: 4, y: 4), time: 0.7, kind: .pen, devicePose: tilted),
            hitPath: [])
        let collection = try #require(last)
        let pen = try #require(collection[SpatialEventCollection.Event.ID(pointer: 1)])
        let touch = try #require(collection[SpatialEventCollection.Event.ID(pointer: 2)])
        #expect(pen.inputDevicePose == tilted)
        #expect(pen.inputDevicePose?.altitude == .degrees(45))
        #expect(touch.inputDevicePose == nil)
    }
}
