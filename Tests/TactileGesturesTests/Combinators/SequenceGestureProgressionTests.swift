import Foundation
import TactileGestures
import Testing

/// `SequenceGesture`'s value progression and outcomes (reference §3.1, with the project's answer
/// to open question 2: a second gesture that fails ends the sequence with `.second(a, nil)`).
@Suite("SequenceGesture progression")
struct SequenceGestureProgressionTests {
    typealias Press = SequenceGesture<LongPressGesture, DragGesture>

    /// A compact description of a value: `first(true)`, `second(true, nil)`, `second(true, 12.0)`.
    static func describe(_ value: Press.Value) -> String {
        switch value {
        case .first(let pressing): "first(\(pressing))"
        case .second(let pressing, nil): "second(\(pressing), nil)"
        case .second(let pressing, let drag?): "second(\(pressing), \(drag.translation.width))"
        }
    }

    @Test func valuesProgressFromFirstToSecondWithoutThenWithTheDrag() {
        let driver = EngineDriver()
        var changes: [String] = []
        var ended: [String] = []
        let gesture = LongPressGesture().sequenced(before: DragGesture())
            .onChanged { changes.append(Self.describe($0)) }
            .onEnded { ended.append(Self.describe($0)) }
        driver.play([.down(0, 0)], path: EngineDriver.path(gesture))
        #expect(changes == ["first(true)"])
        driver.advance(to: 0.5)
        #expect(changes == ["first(true)", "second(true, nil)"], "the press ended; the drag has no value yet")
        driver.play([.move(0.6, 5), .move(0.7, 12), .move(0.8, 20), .up(0.9, 25)], path: [])
        #expect(changes == ["first(true)", "second(true, nil)", "second(true, 12.0)", "second(true, 20.0)"])
        #expect(ended == ["second(true, 25.0)"])
        #expect(driver.phases(of: "SequenceGesture") == [.possible, .active, .ended])
    }

    @Test(arguments: [
        ([Step.down(0, 0), .up(0.2, 0)], GestureFailureReason.liftedEarly),
        ([Step.down(0, 0), .move(0.2, 10)], GestureFailureReason.movedTooFar),
        ([Step.down(0, 0), .cancel(0.2)], GestureFailureReason.cancelled),
    ])
    func whenTheFirstFailsTheSequenceFailsWithItsReason(steps: [Step], reason: GestureFailureReason) {
        let driver = EngineDriver()
        let log = OutcomeLog()
        var secondStarted = false
        let gesture = LongPressGesture()
            .sequenced(before: DragGesture(minimumDistance: 0).onChanged { _ in secondStarted = true })
            .reporting(to: log)
        driver.play(steps, path: EngineDriver.path(gesture))
        #expect(log.outcomes == [.failed(reason)], "onFailed, and no onEnded")
        #expect(!secondStarted)
        #expect(driver.phases(of: "/second/DragGesture").isEmpty, "the second never started")
    }

    @Test func whenTheSecondFailsTheSequenceEndsWithoutASecondValue() {
        let driver = EngineDriver()
        var ended: [String] = []
        var failed: [GestureFailureReason] = []
        let gesture = LongPressGesture().sequenced(before: DragGesture())
            .onEnded { ended.append(Self.describe($0)) }
            .onFailed { failed.append($0) }
        driver.play([.down(0, 0), .advance(0.5), .move(0.6, 4), .up(0.7, 4)], path: EngineDriver.path(gesture))
        #expect(driver.failureReasons(of: "/second/DragGesture") == [.liftedEarly])
        #expect(ended == ["second(true, nil)"])
        #expect(failed.isEmpty)
    }

    @Test func whenTheSecondNeverGetsAPointerTheSequenceEndsWithoutASecondValue() {
        // The tap ends on the lift; the drag starts with no finger down and none can come.
        let driver = EngineDriver()
        var events: [String] = []
        let state = GestureState(wrappedValue: 0)
        let gesture = TapGesture().sequenced(before: DragGesture())
            .updating(state) { _, value, _ in value = 1 }
            .onEnded { value in
                guard case .second(_, nil) = value else { return events.append("ended with a drag") }
                events.append("ended .second((), nil), state \(state.wrappedValue)")
            }
            .onFailed { events.append("failed \($0.rawValue)") }
        driver.play([.down(0, 0), .up(0.1, 0)], path: EngineDriver.path(gesture))
        #expect(driver.failureReasons(of: "/second/DragGesture") == [.liftedEarly])
        #expect(events == ["ended .second((), nil), state 0"])
        #expect(driver.engine.isIdle)
    }

    @Test func theSecondOnlyReceivesEventsAfterTheFirstSucceeds() {
        let driver = EngineDriver()
        var taps = 0
        let gesture = TapGesture().sequenced(before: TapGesture().onEnded { taps += 1 })
        driver.play([.down(0, 0), .up(0.1, 0)], path: EngineDriver.path(gesture))
        #expect(taps == 0, "the first tap was the first gesture's")
        driver.play([.down(0.2, 0), .up(0.3, 0)], path: EngineDriver.path(gesture))
        #expect(taps == 1)
        #expect(driver.lastPhase(of: "SequenceGesture") == .ended)
    }

    // MARK: - The DraggableCircle of "Composing SwiftUI gestures" (seed 000)

    /// The seed's view model, minus the view.
    struct DraggableCircle {
        enum DragState: Equatable {
            case inactive
            case pressing
            case dragging(translation: CGSize)

            var translation: CGSize {
                switch self {
                case .inactive, .pressing: .zero
                case .dragging(let translation): translation
                }
            }

            var isActive: Bool {
                switch self {
                case .inactive: false
                case .pressing, .dragging: true
                }
            }

            var isDragging: Bool {
                switch self {
                case .inactive, .pressing: false
                case .dragging: true
                }
            }
        }

        @GestureState var dragState = DragState.inactive
        final class Box { var viewState = CGSize.zero }
        let box = Box()

        var longPressDrag: some Gesture {
            let minimumLongPressDuration = 0.5
            return LongPressGesture(minimumDuration: minimumLongPressDuration)
                .sequenced(before: DragGesture())
                .updating($dragState) { value, state, transaction in
                    switch value {
                    // Long press begins.
                    case .first(true):
                        state = .pressing
                    // Long press confirmed, dragging may begin.
                    case .second(true, let drag):
                        state = .dragging(translation: drag?.translation ?? .zero)
                    // Dragging ended or the long press cancelled.
                    default:
                        state = .inactive
                    }
                }
                .onEnded { [box] value in
                    guard case .second(true, let drag?) = value else { return }
                    box.viewState.width += drag.translation.width
                    box.viewState.height += drag.translation.height
                }
        }
    }

    @Test func theDraggableCircleWorks() {
        let circle = DraggableCircle()
        let driver = EngineDriver()
        let path = EngineDriver.path(circle.longPressDrag)
        driver.play([.down(0, 50, 50)], path: path)
        #expect(circle.dragState == .pressing)
        driver.advance(to: 0.5)
        #expect(circle.dragState == .dragging(translation: .zero), "the press is confirmed; dragging may begin")
        driver.play([.move(0.6, 60, 55), .move(0.7, 80, 70)], path: [])
        #expect(circle.dragState == .dragging(translation: CGSize(width: 30, height: 20)))
        #expect(circle.box.viewState == .zero)
        driver.play([.up(0.8, 90, 75)], path: [])
        #expect(circle.dragState == .inactive, "the gesture state resets when the sequence ends")
        #expect(circle.box.viewState == CGSize(width: 40, height: 25))
    }

    @Test func theDraggableCircleIgnoresAPressWithoutADrag() {
        let circle = DraggableCircle()
        let driver = EngineDriver()
        driver.play([.down(0, 50, 50), .advance(0.6), .up(0.7, 50, 50)], path: EngineDriver.path(circle.longPressDrag))
        #expect(circle.dragState == .inactive)
        #expect(circle.box.viewState == .zero, "onEnded saw .second(true, nil), which its guard skips")
    }

    @Test func theDraggableCircleResetsWhenThePressIsCancelled() {
        let circle = DraggableCircle()
        let driver = EngineDriver()
        driver.play([.down(0, 50, 50), .up(0.3, 50, 50)], path: EngineDriver.path(circle.longPressDrag))
        #expect(circle.dragState == .inactive)
        #expect(circle.box.viewState == .zero)
    }
}
