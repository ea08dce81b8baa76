import Foundation
import TactileGestures
import Testing

/// `AnyGesture`, `Optional` gestures, `map`, and custom gestures written with `body`.
@Suite("AnyGesture, Optional, map and custom gestures")
struct TypeErasureAndCustomGestureTests {
    // MARK: Custom gestures

    /// A custom gesture that declares nothing but its body: `Value` is inferred (as the opaque
    /// body's value, exactly as in SwiftUI).
    struct Opaque: Gesture {
        var body: some Gesture {
            TapGesture(count: 2)
        }
    }

    /// The same, naming its body's value with the primary associated type.
    struct PressThenDrag: Gesture {
        var minimumDuration = 0.5
        var body: some Gesture<SequenceGesture<LongPressGesture, DragGesture>.Value> {
            LongPressGesture(minimumDuration: minimumDuration).sequenced(before: DragGesture())
        }
    }

    /// A custom gesture built on another custom gesture.
    struct DragDistance: Gesture {
        var body: some Gesture<CGFloat> {
            PressThenDrag(minimumDuration: 0.1).map { value -> CGFloat in
                guard case .second(_, let drag?) = value else { return 0 }
                return drag.translation.width
            }
        }
    }

    @Test func aCustomGestureInfersItsValueFromItsBody() {
        let check: (PressThenDrag.Value.Type) -> Void = { _ in }
        check(SequenceGesture<LongPressGesture, DragGesture>.Value.self)
        #expect(PressThenDrag.Value.self == SequenceGesture<LongPressGesture, DragGesture>.Value.self)
        #expect(DragDistance.Value.self == CGFloat.self)
        #expect(Opaque.Value.self == Void.self)
    }

    @Test func anOpaqueCustomGestureRecognizesLikeItsBody() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        driver.play(
            [.down(0, 0), .up(0.1, 0), .down(0.2, 0), .up(0.3, 0)],
            path: EngineDriver.path(Opaque().reporting(to: log)))
        #expect(log.outcomes == [.ended])
        #expect(driver.phases(of: "TapGesture(count: 2)") == [.possible, .ended])
    }

    @Test func aCustomGestureRecognizesLikeItsBody() {
        let driver = EngineDriver()
        var changes: [CGFloat] = []
        let log = OutcomeLog()
        let gesture = DragDistance().onChanged { changes.append($0) }.reporting(to: log)
        driver.play([.down(0, 0), .advance(0.1), .move(0.2, 15), .up(0.3, 20)], path: EngineDriver.path(gesture))
        #expect(changes == [0, 15])
        #expect(log.outcomes == [.ended])
    }

    @Test func aCustomGesturesParametersAreRefreshed() {
        let driver = EngineDriver()
        var events: [String] = []
        func gesture(_ tag: String) -> some Gesture {
            PressThenDrag().onEnded { _ in events.append(tag) }
        }
        driver.play([.down(0, 0)], path: EngineDriver.path(gesture("old")))
        driver.engine.refresh(EngineDriver.path(gesture("new")))
        driver.play([.advance(0.5), .move(0.6, 20), .up(0.7, 20)], path: [])
        #expect(events == ["new"])
    }

    // MARK: AnyGesture

    @Test func anyGestureReportsWhatItWraps() {
        var plain: [CGFloat] = []
        var erased: [CGFloat] = []
        let steps: [Step] = [.down(0, 0), .move(0.1, 5), .move(0.2, 12), .move(0.3, 30), .up(0.4, 31)]
        EngineDriver().play(
            steps,
            path: EngineDriver.path(
                DragGesture().onChanged { plain.append($0.translation.width) }.onEnded { plain.append($0.location.x) }))
        EngineDriver().play(
            steps,
            path: EngineDriver.path(
                AnyGesture(DragGesture()).onChanged { erased.append($0.translation.width) }
                    .onEnded { erased.append($0.location.x) }))
        #expect(plain == [12, 30, 31])
        #expect(erased == plain)
    }

    @Test func anyGesturesOfDifferentTypesChosenAtRunTime() {
        for useTap in [true, false] {
            let driver = EngineDriver()
            let log = OutcomeLog()
            let gesture: AnyGesture<Void> =
                useTap
                ? AnyGesture(TapGesture())
                : AnyGesture(LongPressGesture().map { _ in () })
            driver.play([.down(0, 0), .up(0.1, 0)], path: EngineDriver.path(gesture.reporting(to: log)))
            #expect(log.outcomes == [useTap ? .ended : .failed(.liftedEarly)])
        }
    }

    // MARK: Optional

    @Test func aNilGestureNeverRecognizes() {
        for done in [false, true] {
            let driver = EngineDriver()
            var presses = 0
            let press = LongPressGesture(minimumDuration: 0.2).onEnded { _ in presses += 1 }
            // Apple's sample: `.gesture(done ? nil : press)`.
            driver.play([.down(0, 0), .advance(1), .up(1.1, 0)], path: EngineDriver.path(done ? nil : press))
            #expect(presses == (done ? 0 : 1))
            if done {
                #expect(driver.phases(of: "nil") == [.possible, .failed])
                #expect(driver.failureReasons(of: "nil") == [.disabled])
            }
        }
    }

    @Test func aNilChildGestureLetsTheParentRecognize() {
        let driver = EngineDriver()
        var events: [String] = []
        let child: TapGesture? = nil
        driver.play(
            [.down(0, 0), .up(0.1, 0)],
            path: [
                EngineDriver.attachment(child, id: "child"),
                EngineDriver.attachment(TapGesture().onEnded { events.append("parent") }, id: "parent"),
            ])
        #expect(events == ["parent"])
    }

    // MARK: map

    @Test func mapTransformsValuesAndPassesPhasesThrough() {
        let driver = EngineDriver()
        var changes: [CGFloat] = []
        var ended: [CGFloat] = []
        let log = OutcomeLog()
        let gesture = DragGesture().map { $0.translation.width * 2 }
            .onChanged { changes.append($0) }
            .onEnded { ended.append($0) }
            .reporting(to: log)
        driver.play([.down(0, 0), .move(0.1, 5), .move(0.2, 12), .up(0.3, 20)], path: EngineDriver.path(gesture))
        #expect(changes == [24])
        #expect(ended == [40])
        #expect(log.outcomes == [.ended])
        #expect(driver.phases(of: "DragGesture") == [.possible, .active, .ended])

        let failing = EngineDriver()
        let failLog = OutcomeLog()
        failing.play(
            [.down(0, 0), .up(0.1, 2)],
            path: EngineDriver.path(DragGesture().map { $0.location }.reporting(to: failLog)))
        #expect(failLog.outcomes == [.failed(.liftedEarly)])
    }
}
