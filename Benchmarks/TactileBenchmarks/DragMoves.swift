// Benchmark 1: one DragGesture with `onChanged` and `updating`, steady pointer moves, engine alone.

import Foundation
import TactileGestures

/// A drag in progress on a lone view: `updating` keeps the translation in a `@GestureState`,
/// `onChanged` hands it on, as a view that follows the finger would. Each step is one move.
final class DragMovesFixture: BenchmarkFixture {
    @GestureState private var dragOffset = CGSize.zero
    private let engine = GestureEngine()
    private var swing: PointerSwing
    /// What `onChanged` last saw, kept so the callback has an effect the optimiser must keep.
    private var lastTranslation = CGSize.zero
    /// How many times `onChanged` ran: the fixture checks that moves reach it.
    private var changes = 0

    init() {
        let anchor = CGPoint(x: 200, y: 400)
        swing = PointerSwing(anchor: anchor, time: 0)
        let drag = DragGesture()
            .updating($dragOffset) { value, state, _ in state = value.translation }
            .onChanged { [unowned self] value in
                lastTranslation = value.translation
                changes += 1
            }
        engine.send(
            PointerEvent(phase: .down, location: anchor, time: 0),
            hitPath: [GestureAttachment(id: "view", gesture: drag)])
        for _ in 0..<SuiteConstants.swingPeriod { step() }
        precondition(changes >= SuiteConstants.swingPeriod / 2, "the drag should follow the moves")
    }

    func step() {
        let (location, time) = swing.next()
        engine.send(PointerEvent(phase: .move, location: location, time: time))
    }
}
