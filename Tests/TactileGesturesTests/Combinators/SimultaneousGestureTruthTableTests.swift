import Foundation
import TactileGestures
import Testing

/// The phase truth table of `SimultaneousGesture` (reference §3.2), all 16 combinations.
///
/// Each child state is realized by a real gesture on one touch (down at t = 0, a 20 pt move at
/// t = 0.1); after the move every child is in its state at the same instant.
@Suite("SimultaneousGesture truth table")
struct SimultaneousGestureTruthTableTests {
    enum ChildState: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case possible, active, ended, failed

        var testDescription: String { rawValue }

        /// A gesture that is in this state after the script.
        var gesture: AnyGesture<Void> {
            switch self {
            case .possible: AnyGesture(DragGesture(minimumDistance: 100).map { _ in () })
            case .active: AnyGesture(DragGesture(minimumDistance: 0).map { _ in () })
            case .ended: AnyGesture(LongPressGesture(minimumDuration: 0, maximumDistance: 100).map { _ in () })
            case .failed: AnyGesture(Optional<DragGesture>.none.map { _ in () })
            }
        }

        var phase: GesturePhaseKind {
            switch self {
            case .possible: .possible
            case .active: .active
            case .ended: .ended
            case .failed: .failed
            }
        }
    }

    /// The reference's table, row = first, column = second.
    static func expected(_ first: ChildState, _ second: ChildState) -> GesturePhaseKind {
        switch (first, second) {
        case (.active, _), (_, .active): .active
        case (.ended, .ended), (.ended, .failed), (.failed, .ended): .ended
        case (.failed, .failed): .failed
        default: .possible
        }
    }

    static let script: [Step] = [.down(0, 0), .move(0.1, 20)]

    @Test(arguments: ChildState.allCases, ChildState.allCases)
    func combination(first: ChildState, second: ChildState) throws {
        let driver = EngineDriver()
        var ended: [SimultaneousGesture<AnyGesture<Void>, AnyGesture<Void>>.Value] = []
        var failed: [GestureFailureReason] = []
        let gesture = first.gesture.simultaneously(with: second.gesture)
            .onEnded { ended.append($0) }
            .onFailed { failed.append($0) }
        driver.play(Self.script, path: EngineDriver.path(gesture))

        // The children really are in the states the row names.
        #expect(driver.lastPhase(of: "/first/" + first.traceLeaf) == first.phase)
        #expect(driver.lastPhase(of: "/second/" + second.traceLeaf) == second.phase)

        let combined = Self.expected(first, second)
        #expect(driver.lastPhase(of: "SimultaneousGesture") == combined)
        switch combined {
        case .ended:
            try #require(ended.count == 1)
            #expect((ended[0].first != nil) == (first == .ended), "first is nil exactly when it failed")
            #expect((ended[0].second != nil) == (second == .ended), "second is nil exactly when it failed")
            #expect(failed.isEmpty)
        case .failed:
            #expect(ended.isEmpty)
            #expect(failed == [.disabled])
        default:
            #expect(ended.isEmpty)
            #expect(failed.isEmpty)
        }
    }

    @Test func eachChildEndsOnItsOwnBeforeTheCombinedEnd() {
        let driver = EngineDriver()
        var events: [String] = []
        let gesture = LongPressGesture(minimumDuration: 0.2).onEnded { _ in events.append("press") }
            .simultaneously(with: DragGesture().onEnded { _ in events.append("drag") })
            .onEnded { value in events.append("both \(value.first != nil) \(value.second != nil)") }
        driver.play([.down(0, 0), .advance(0.3)], path: EngineDriver.path(gesture))
        #expect(events == ["press"], "the drag is still possible, so the combination is not over")
        driver.play([.move(0.4, 30), .up(0.5, 40)], path: [])
        #expect(events == ["press", "drag", "both true true"])
    }
}

extension SimultaneousGestureTruthTableTests.ChildState {
    /// The end of the child's trace name.
    var traceLeaf: String {
        switch self {
        case .possible, .active: "DragGesture"
        case .ended: "LongPressGesture"
        case .failed: "nil"
        }
    }
}
