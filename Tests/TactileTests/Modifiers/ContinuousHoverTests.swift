import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `onContinuousHover`: a mouse's location over the view in the space asked for, `.ended` when it
/// leaves; touches never hover.
@MainActor
@Suite("Continuous hover")
struct ContinuousHoverTests {
    /// What the hovered view reported, kept outside the view so that a test reads every phase.
    final class Log {
        var phases: [HoverPhase] = []
    }

    /// A 100 pt square at (50, 50) in a 200 pt window named "window", reporting in `space`.
    struct Hovered: View {
        let space: CoordinateSpace
        let log: Log
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .onContinuousHover(coordinateSpace: space) { log.phases.append($0) }
                .frame(width: 200, height: 200)
                .coordinateSpace(name: "window")
        }
    }

    private func mouse(_ phase: PointerPhase, _ x: CGFloat, _ y: CGFloat, _ time: Double) -> PointerEvent {
        PointerEvent(pointer: 1, phase: phase, location: CGPoint(x: x, y: y), time: time, kind: .mouse)
    }

    @Test(arguments: [
        (CoordinateSpace.local, CGPoint(x: 10, y: 20)), (.global, CGPoint(x: 60, y: 70)),
        (.named("window"), CGPoint(x: 60, y: 70)),
    ])
    func locationsAreInTheSpaceAskedFor(space: CoordinateSpace, expected: CGPoint) {
        let log = Log()
        let sim = TouchSimulator(Hovered(space: space, log: log), size: CGSize(width: 200, height: 200))
        sim.host.send(mouse(.move, 60, 70, 0.1))
        #expect(log.phases == [.active(expected)])
    }

    @Test func movesReportAndLeavingEnds() {
        let log = Log()
        let sim = TouchSimulator(Hovered(space: .local, log: log), size: CGSize(width: 200, height: 200))
        sim.host.send(mouse(.move, 60, 70, 0.1))
        sim.host.send(mouse(.move, 70, 70, 0.2))
        sim.host.send(mouse(.move, 10, 10, 0.3))  // outside the square
        #expect(log.phases == [.active(CGPoint(x: 10, y: 20)), .active(CGPoint(x: 20, y: 20)), .ended])
    }

    @Test func touchesNeverHover() {
        let log = Log()
        let sim = TouchSimulator(Hovered(space: .local, log: log), size: CGSize(width: 200, height: 200))
        sim.missedTouches = .ignore  // the square has no gesture: the tap is only a touch
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.phases.isEmpty)
    }
}
