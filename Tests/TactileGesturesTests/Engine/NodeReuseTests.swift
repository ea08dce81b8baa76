import Foundation
import TactileGestures
import Testing

/// A finished touch sequence's gesture tree serves the next down on the same hit path
/// (Docs/Decisions.md#gesture-tree-reuse): it must recognize exactly as a tree built afresh, with
/// the gestures and configurations of the new down.
@Suite("Reusing a finished session's gestures")
struct NodeReuseTests {
    /// What the callbacks report, in order.
    final class Log {
        var lines: [String] = []
    }

    /// Six gestures on one view, as the modifiers attach them, plus a sequence with gesture
    /// state, `map` and `onFailed` on another layer of the same hit path.
    static func path(_ log: Log, state: GestureState<String>) -> [GestureAttachment] {
        let drag = DragGesture(minimumDistance: 10)
            .onChanged { log.lines.append("drag changed \($0.translation) \($0.velocity)") }
            .onEnded { log.lines.append("drag ended \($0.translation) \($0.predictedEndTranslation)") }
            .onFailed { log.lines.append("drag failed \($0.rawValue)") }
        let doubleTap = TapGesture(count: 2).onEnded { log.lines.append("double tap") }
            .onFailed { log.lines.append("double tap failed \($0.rawValue)") }
        let tap = SpatialTapGesture().onEnded { log.lines.append("tap \($0.location)") }
        let press = LongPressGesture(minimumDuration: 0.5)
            .onChanged { log.lines.append("press changed \($0)") }
            .onEnded { log.lines.append("press ended \($0)") }
        let pinch = MagnifyGesture().simultaneously(with: RotateGesture())
            .onChanged { value in
                log.lines.append(
                    "pinch \(String(describing: value.first?.magnification)) \(String(describing: value.first?.velocity)) "
                        + "\(String(describing: value.second?.rotation.degrees))")
            }
            .onEnded { _ in log.lines.append("pinch ended") }
        let sequence = LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture(minimumDistance: 0))
            .map { value -> String in
                switch value {
                case .first(let pressed): "first \(pressed)"
                case .second(let pressed, let drag): "second \(pressed) \(String(describing: drag?.translation))"
                }
            }
            .updating(state) { value, current, _ in
                current = value
                log.lines.append("updating \(value)")
            }
            .onEnded { log.lines.append("sequence ended \($0)") }
            .onFailed { log.lines.append("sequence failed \($0.rawValue)") }
        return [
            GestureAttachment(id: "drag", gesture: drag),
            GestureAttachment(id: "double tap", gesture: doubleTap),
            GestureAttachment(id: "tap", gesture: tap),
            GestureAttachment(id: "press", gesture: press, priority: .simultaneous),
            GestureAttachment(id: "pinch", gesture: pinch, priority: .simultaneous),
            GestureAttachment(id: "sequence", gesture: sequence, priority: .simultaneous),
        ]
    }

    /// Interactions a second apart (past every window), each ending with time passing.
    static let interactions: [[Step]] = [
        [.down(1, 0), .up(1.05, 2), .advance(1.9)],
        [.down(2, 5), .up(2.05, 5), .down(2.2, 6), .up(2.25, 6), .advance(2.9)],
        [.down(3, 0), .advance(3.7), .up(3.8, 1), .advance(3.9)],
        [.down(4, 0), .move(4.01, 8), .move(4.02, 20), .move(4.03, 45, 10), .move(4.04, 80, 12), .up(4.05, 90, 12)],
        [
            .down(5, 0), .down(5.01, 100, pointer: 1), .move(5.02, -10, pointer: 0),
            .move(5.03, 120, 20, pointer: 1), .move(5.04, -30, -5, pointer: 0), .up(5.05, -30, pointer: 0),
            .up(5.06, 130, pointer: 1),
        ],
        [.down(6, 0), .move(6.01, 30), .move(6.02, 60), .cancel(6.03)],
        [.down(7, 0), .up(7.05, 0), .advance(7.9)],
        [.down(8, 0), .advance(8.4), .move(8.45, 5), .move(8.5, 25, 5), .up(8.55, 40, 5)],
        [.down(9, 0), .move(9.01, 15), .move(9.02, 30), .up(9.03, 31), .advance(9.9)],
    ]

    @Test func aReusedTreeReportsWhatFreshTreesReport() {
        let reused = Log()
        let reusedState = GestureState(wrappedValue: "none")
        let driver = EngineDriver()
        var statesAfter: [String] = []
        for steps in Self.interactions {
            driver.play(steps, path: Self.path(reused, state: reusedState))
            statesAfter.append(reusedState.wrappedValue)
        }

        let fresh = Log()
        let freshState = GestureState(wrappedValue: "none")
        var freshStatesAfter: [String] = []
        for steps in Self.interactions {
            // A new engine for every interaction builds every tree afresh.
            EngineDriver().play(steps, path: Self.path(fresh, state: freshState))
            freshStatesAfter.append(freshState.wrappedValue)
        }
        #expect(fresh.lines.count > 30, "the interactions exercise the gestures")
        #expect(reused.lines == fresh.lines)
        #expect(statesAfter == freshStatesAfter)
        #expect(statesAfter.allSatisfy { $0 == "none" }, "the gesture state is reset after each sequence")
    }

    @Test func newParametersApplyToTheNextTouchSequence() {
        let driver = EngineDriver()
        let log = Log()
        func drag(_ minimumDistance: CGFloat) -> [GestureAttachment] {
            EngineDriver.path(
                DragGesture(minimumDistance: minimumDistance).onEnded {
                    log.lines.append("ended \($0.translation.width)")
                })
        }
        driver.play([.down(0, 0), .move(0.1, 50), .up(0.2, 50)], path: drag(10))
        #expect(log.lines == ["ended 50.0"])
        driver.play([.down(1, 0), .move(1.1, 50), .up(1.2, 50)], path: drag(100))
        #expect(log.lines == ["ended 50.0"], "a drag that must move 100 points does not end after 50")
        driver.play([.down(2, 0), .move(2.1, 20), .up(2.2, 20)], path: drag(10))
        #expect(log.lines == ["ended 50.0", "ended 20.0"])
    }

    @Test func aNewConfigurationAppliesToTheNextTouchSequence() {
        let driver = EngineDriver()
        let log = Log()
        func tap(maximumMovement: CGFloat) -> [GestureAttachment] {
            var configuration = GestureConfiguration.standard
            configuration.tapMaximumMovement = maximumMovement
            return EngineDriver.path(
                TapGesture().onEnded { log.lines.append("tap") }.onFailed { log.lines.append("failed \($0.rawValue)") }
                    .gestureConfiguration(configuration))
        }
        driver.play([.down(0, 0), .move(0.05, 60), .up(0.1, 60)], path: tap(maximumMovement: 100))
        #expect(log.lines == ["tap"])
        driver.play([.down(1, 0), .move(1.05, 60), .up(1.1, 60)], path: tap(maximumMovement: 30))
        #expect(log.lines.count == 2)
        #expect(log.lines.last?.hasPrefix("failed") == true, "a tap allowed 30 points fails after 60")
    }

    @Test func aNewAttachmentConfigurationAppliesToTheNextTouchSequence() {
        let driver = EngineDriver()
        let log = Log()
        func tap(maximumMovement: CGFloat) -> [GestureAttachment] {
            var configuration = GestureConfiguration.standard
            configuration.tapMaximumMovement = maximumMovement
            return [
                GestureAttachment(
                    id: "view", gesture: TapGesture().onEnded { log.lines.append("tap") },
                    configuration: configuration)
            ]
        }
        driver.play([.down(0, 0), .move(0.05, 60), .up(0.1, 60)], path: tap(maximumMovement: 100))
        driver.play([.down(1, 0), .move(1.05, 60), .up(1.1, 60)], path: tap(maximumMovement: 30))
        #expect(log.lines == ["tap"])
    }
}

extension NodeReuseTests {
    @Test func aConfigurationDroppedInsideAnyGestureIsDroppedFromTheNextTouchSequence() {
        let driver = EngineDriver()
        let log = Log()
        var configuration = GestureConfiguration.standard
        configuration.tapMaximumMovement = 100
        let configured = AnyGesture(
            TapGesture().onEnded { log.lines.append("tap") }.gestureConfiguration(configuration))
        let plain = AnyGesture(TapGesture().onEnded { log.lines.append("tap") })
        driver.play([.down(0, 0), .move(0.05, 60), .up(0.1, 60)], path: EngineDriver.path(configured))
        #expect(log.lines == ["tap"])
        driver.play([.down(1, 0), .move(1.05, 60), .up(1.1, 60)], path: EngineDriver.path(plain))
        #expect(log.lines == ["tap"], "a tap with the standard 45-point tolerance fails after 60")
    }
}
