import Foundation
import TactileGestures
import Testing

/// `onFailed` (Tactile's addition): how each `GestureFailureReason` arises, and the guarantee that
/// every attempt ends in exactly one of `onEnded` or `onFailed`.
@Suite("Failure reasons and terminal callbacks")
struct FailureReasonTests {
    /// One way to make `reason` happen, reported by a gesture attached to "view".
    @Test(arguments: GestureFailureReason.allCases)
    func howEachReasonArises(reason: GestureFailureReason) {
        let driver = EngineDriver()
        let log = OutcomeLog()
        switch reason {
        case .liftedEarly:
            driver.play(
                [.down(0, 0), .move(0.1, 5), .up(0.2, 5)],
                path: EngineDriver.path(DragGesture().reporting(to: log)))
        case .movedTooFar:
            driver.play([.down(0, 0), .move(0.1, 10)], path: EngineDriver.path(LongPressGesture().reporting(to: log)))
        case .heldTooLong:
            driver.play([.down(0, 0), .advance(0.75)], path: EngineDriver.path(TapGesture().reporting(to: log)))
        case .timedOut:
            driver.play(
                [.down(0, 0), .up(0.1, 0), .advance(0.45)],
                path: EngineDriver.path(TapGesture(count: 2).reporting(to: log)))
        case .tooManyPointers:
            driver.play(
                [.down(0, 0), .move(0.1, 20), .down(0.2, 100, 0, pointer: 1)],
                path: EngineDriver.path(DragGesture().reporting(to: log)))
        case .otherGestureWon:
            driver.play(
                [.down(0, 0), .up(0.1, 0)],
                path: [
                    GestureAttachment(id: "child", gesture: TapGesture()),
                    GestureAttachment(id: "view", gesture: TapGesture().reporting(to: log)),
                ])
        case .cancelled:
            driver.play([.down(0, 0), .cancel(0.1)], path: EngineDriver.path(LongPressGesture().reporting(to: log)))
        case .removed:
            driver.play([.down(0, 0)], path: EngineDriver.path(LongPressGesture().reporting(to: log)))
            driver.engine.remove(["view"])
        case .disabled:
            // Decided at run time, as in an app: a literal `true` would make the other branch dead code
            // (a "will never be executed" warning).
            let isDone = reason == .disabled
            let press: LongPressGesture? = isDone ? nil : LongPressGesture()
            driver.play([.down(0, 0)], path: EngineDriver.path(press.reporting(to: log)))
        }
        #expect(log.outcomes == [.failed(reason)])
    }

    @Test func cancelAllPassesItsReason() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        driver.play([.down(0, 0)], path: EngineDriver.path(LongPressGesture().reporting(to: log)))
        driver.engine.cancelAll(reason: .removed)
        #expect(log.outcomes == [.failed(.removed)])
        #expect(driver.engine.isIdle)
    }

    // MARK: - Exactly one terminal callback per attempt

    enum Kind: String, Sendable {
        case tap, doubleTap, longPress, drag, pressThenDrag, pressWithDrag, tapOrDrag, magnify, spatialEvents
        case childAndParent, doubleAndSingle

        /// The hit path, every attached gesture reporting to its own log.
        func path(_ logs: [OutcomeLog]) -> [GestureAttachment] {
            switch self {
            case .tap: EngineDriver.path(TapGesture().reporting(to: logs[0]))
            case .doubleTap: EngineDriver.path(TapGesture(count: 2).reporting(to: logs[0]))
            case .longPress: EngineDriver.path(LongPressGesture().reporting(to: logs[0]))
            case .drag: EngineDriver.path(DragGesture().reporting(to: logs[0]))
            case .pressThenDrag:
                EngineDriver.path(LongPressGesture().sequenced(before: DragGesture()).reporting(to: logs[0]))
            case .pressWithDrag:
                EngineDriver.path(LongPressGesture().simultaneously(with: DragGesture()).reporting(to: logs[0]))
            case .tapOrDrag: EngineDriver.path(TapGesture().exclusively(before: DragGesture()).reporting(to: logs[0]))
            case .magnify: EngineDriver.path(MagnifyGesture().reporting(to: logs[0]))
            case .spatialEvents: EngineDriver.path(SpatialEventGesture().reporting(to: logs[0]))
            case .childAndParent:
                [
                    GestureAttachment(id: "child", gesture: DragGesture().reporting(to: logs[0])),
                    GestureAttachment(id: "parent", gesture: LongPressGesture().reporting(to: logs[1])),
                ]
            case .doubleAndSingle:
                [
                    GestureAttachment(id: "view.0", gesture: TapGesture(count: 2).reporting(to: logs[0])),
                    GestureAttachment(id: "view.1", gesture: TapGesture().reporting(to: logs[1])),
                ]
            }
        }

        var gestureCount: Int { self == .childAndParent || self == .doubleAndSingle ? 2 : 1 }
    }

    struct Row: CustomTestStringConvertible, Sendable {
        var kind: Kind
        var name: String
        var steps: [Step]
        /// How many attempts the script makes.
        var attempts = 1
        var testDescription: String { "\(kind.rawValue): \(name)" }
    }

    static let twoFingers: [Step] = [.down(0, 0, 0), .down(0.01, 100, 0, pointer: 1)]

    static let rows: [Row] = [
        Row(kind: .tap, name: "tap", steps: [.down(0, 0), .up(0.1, 0)]),
        Row(kind: .tap, name: "moved away, then lifted", steps: [.down(0, 0), .move(0.1, 60), .up(0.2, 60)]),
        Row(
            kind: .tap, name: "two taps far apart in time",
            steps: [.down(0, 0), .up(0.1, 0), .down(1, 0), .up(1.1, 0)],
            attempts: 2),
        Row(kind: .tap, name: "held, then lifted", steps: [.down(0, 0), .advance(1), .up(1.1, 0)]),
        Row(kind: .doubleTap, name: "double tap", steps: [.down(0, 0), .up(0.1, 0), .down(0.2, 0), .up(0.3, 0)]),
        Row(kind: .doubleTap, name: "single tap times out", steps: [.down(0, 0), .up(0.1, 0), .advance(2)]),
        Row(
            kind: .longPress, name: "held, then moved and lifted",
            steps: [.down(0, 0), .advance(0.6), .move(0.7, 50), .up(0.8, 50)]),
        Row(kind: .longPress, name: "cancelled", steps: [.down(0, 0), .cancel(0.1)]),
        Row(kind: .drag, name: "dragged", steps: [.down(0, 0), .move(0.1, 30), .up(0.2, 40)]),
        Row(
            kind: .drag, name: "a second finger, then both lift",
            steps: twoFingers + [.move(0.1, 30), .up(0.2, 30), .up(0.3, 100, 0, pointer: 1)]),
        Row(kind: .drag, name: "dragged then cancelled", steps: [.down(0, 0), .move(0.1, 30), .cancel(0.2)]),
        Row(
            kind: .pressThenDrag, name: "press and drag",
            steps: [.down(0, 0), .advance(0.5), .move(0.6, 30), .up(0.7, 30)]),
        Row(kind: .pressThenDrag, name: "press, no drag", steps: [.down(0, 0), .advance(0.5), .up(0.7, 0)]),
        Row(kind: .pressThenDrag, name: "early lift", steps: [.down(0, 0), .up(0.2, 0)]),
        Row(kind: .pressWithDrag, name: "press only", steps: [.down(0, 0), .advance(0.6), .up(0.7, 0)]),
        Row(kind: .pressWithDrag, name: "neither", steps: [.down(0, 0), .up(0.1, 0)]),
        Row(kind: .pressWithDrag, name: "both", steps: [.down(0, 0), .advance(0.6), .move(0.7, 30), .up(0.8, 30)]),
        Row(kind: .tapOrDrag, name: "tap", steps: [.down(0, 0), .up(0.1, 0)]),
        Row(kind: .tapOrDrag, name: "drag", steps: [.down(0, 0), .move(0.1, 50), .up(0.2, 60)]),
        Row(
            kind: .magnify, name: "pinch",
            steps: twoFingers + [
                .move(0.05, 150, 0, pointer: 1), .up(0.1, 150, 0, pointer: 1),
                .up(0.2, 0, 0),
            ]),
        Row(kind: .magnify, name: "one finger", steps: [.down(0, 0), .move(0.1, 30), .up(0.2, 30)]),
        Row(
            kind: .spatialEvents, name: "two fingers",
            steps: twoFingers + [.up(0.1, 0, 0), .up(0.2, 100, 0, pointer: 1)]),
        Row(kind: .childAndParent, name: "the child drags", steps: [.down(0, 0), .move(0.1, 30), .up(0.2, 30)]),
        Row(kind: .childAndParent, name: "the parent presses", steps: [.down(0, 0), .advance(0.6), .up(0.7, 0)]),
        Row(kind: .childAndParent, name: "neither", steps: [.down(0, 0), .up(0.1, 0)]),
        Row(kind: .doubleAndSingle, name: "single", steps: [.down(0, 0), .up(0.1, 0), .advance(1)]),
        Row(kind: .doubleAndSingle, name: "double", steps: [.down(0, 0), .up(0.1, 0), .down(0.2, 0), .up(0.3, 0)]),
        Row(kind: .doubleAndSingle, name: "cancelled", steps: [.down(0, 0), .up(0.1, 0), .down(0.2, 0), .cancel(0.3)]),
    ]

    @Test(arguments: rows)
    func exactlyOneTerminalCallbackPerAttempt(_ row: Row) {
        let driver = EngineDriver()
        let logs = (0..<row.kind.gestureCount).map { _ in OutcomeLog() }
        driver.play(row.steps, path: row.kind.path(logs))
        driver.advance(to: 100)
        for log in logs {
            #expect(log.outcomes.count == row.attempts, "\(log.outcomes)")
        }
        #expect(
            logs.map { $0.outcomes.filter { $0 == .ended }.count }.reduce(0, +) <= row.attempts,
            "at most one winner per attempt")
        #expect(driver.engine.isIdle)
    }
}
