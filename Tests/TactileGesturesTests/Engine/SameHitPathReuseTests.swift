import Foundation
import TactileGestures
import Testing

/// A down that passes the very array of attachments a finished session's tree was built from
/// skips refreshing the tree (Docs/Decisions.md#gesture-tree-reuse): only while the tree still
/// holds that array's gestures.
@Suite("Reusing a tree for the same array of attachments")
struct SameHitPathReuseTests {
    /// One tap, tagged in what it reports, at `geometry`.
    static func tapPath(
        _ tag: String, log: NodeReuseTests.Log, geometry: GestureGeometry = .identity
    ) -> [GestureAttachment] {
        [
            GestureAttachment(
                id: "box",
                gesture: SpatialTapGesture().onEnded { log.lines.append("\(tag) \($0.location.x) \($0.location.y)") },
                geometry: geometry)
        ]
    }

    static func tap(_ engine: GestureEngine, at time: TimeInterval, path: [GestureAttachment]) {
        engine.send(PointerEvent(phase: .down, location: CGPoint(x: 10, y: 10), time: time), hitPath: path)
        engine.send(PointerEvent(phase: .up, location: CGPoint(x: 10, y: 10), time: time + 0.05))
    }

    @Test func theSameArrayAgainRunsItsOwnClosures() {
        let log = NodeReuseTests.Log()
        let engine = GestureEngine()
        let old = Self.tapPath("old", log: log)
        Self.tap(engine, at: 0, path: old)
        Self.tap(engine, at: 1, path: old)
        #expect(log.lines == ["old 10.0 10.0", "old 10.0 10.0"])
    }

    @Test func aTreeRefreshedDuringItsSessionTakesTheOldArrayBackAtTheNextDown() {
        let log = NodeReuseTests.Log()
        let engine = GestureEngine()
        let old = Self.tapPath("old", log: log)
        engine.send(PointerEvent(phase: .down, location: CGPoint(x: 10, y: 10), time: 0), hitPath: old)
        // A re-render during the touch sequence gives the tree a new closure and a moved view.
        let moved = GestureGeometry(transform: CGAffineTransform(translationX: 100, y: 0))
        engine.refresh(Self.tapPath("new", log: log, geometry: moved))
        engine.send(PointerEvent(phase: .up, location: CGPoint(x: 10, y: 10), time: 0.05))
        #expect(log.lines == ["new -90.0 10.0"])
        // A host that passes the old array again (say, one re-rendered back) gets the old gesture.
        Self.tap(engine, at: 1, path: old)
        #expect(log.lines == ["new -90.0 10.0", "old 10.0 10.0"], "the old closure and geometry apply")
    }

    @Test func aNewEngineConfigurationStillAppliesToTheSameArray() {
        let log = NodeReuseTests.Log()
        let engine = GestureEngine()
        let path = [
            GestureAttachment(
                id: "box",
                gesture: TapGesture().onEnded { log.lines.append("tap") }.onFailed {
                    log.lines.append("failed \($0.rawValue)")
                })
        ]
        func tapMoving(_ distance: CGFloat, at time: TimeInterval) {
            engine.send(PointerEvent(phase: .down, location: .zero, time: time), hitPath: path)
            engine.send(PointerEvent(phase: .move, location: CGPoint(x: distance, y: 0), time: time + 0.02))
            engine.send(PointerEvent(phase: .up, location: CGPoint(x: distance, y: 0), time: time + 0.05))
        }
        var configuration = GestureConfiguration.standard
        configuration.tapMaximumMovement = 100
        engine.configuration = configuration
        tapMoving(60, at: 0)
        #expect(log.lines == ["tap"])
        configuration.tapMaximumMovement = 30
        engine.configuration = configuration
        tapMoving(60, at: 1)
        #expect(log.lines.count == 2)
        #expect(log.lines.last?.hasPrefix("failed") == true, "a tap allowed 30 points fails after 60")
    }
}
