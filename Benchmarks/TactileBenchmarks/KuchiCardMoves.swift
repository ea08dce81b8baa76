// Benchmark 2: the Kuchi card's gesture composition, pointer moves, engine alone.

import Foundation
import TactileGestures

/// The final CardView's gestures, built with the engine directly and attached as the view layer
/// attaches them when a finger lands on the top card of the Kuchi deck:
///
/// 1. `.gesture(longPress)`, where `longPress` is
///    `LongPressGesture().updating($isLongPressed) { … }.simultaneously(with: drag)` and `drag`
///    is a `DragGesture` with `onChanged` (the card follows the finger) and `onEnded` (discard or
///    spring back);
/// 2. `.simultaneousGesture(TapGesture().onEnded { … })` (reveal the answer).
///
/// The DeckView and LearnView above the card attach no gestures of their own, so that is the
/// whole hit path (`HostFrames` checks it against the real views). Each step is one move of a
/// finger dragging the card; the long press and the tap have failed by then, as on the device.
final class KuchiCardMovesFixture: BenchmarkFixture {
    @GestureState private var isLongPressed = false
    private let engine = GestureEngine()
    private var swing: PointerSwing
    /// The card's `@State`: its offset and whether the answer shows.
    private var offset = CGSize.zero
    private var revealed = false
    /// How many times the drag reported a change: the fixture checks that moves reach it.
    private var changes = 0

    init() {
        let anchor = CGPoint(x: 200, y: 400)
        swing = PointerSwing(anchor: anchor, time: 0)
        let drag = DragGesture()
            .onChanged { [unowned self] value in
                offset = value.translation
                changes += 1
            }
            .onEnded { [unowned self] value in
                offset = abs(value.translation.width) > 100 ? CGSize(width: 1_000, height: 0) : .zero
            }
        let longPress = LongPressGesture()
            .updating($isLongPressed) { value, state, _ in state = value }
            .simultaneously(with: drag)
        let tap = TapGesture().onEnded { [unowned self] in revealed.toggle() }
        let path = [
            GestureAttachment(id: "card.gesture", gesture: longPress, priority: .normal),
            GestureAttachment(id: "card.simultaneousGesture", gesture: tap, priority: .simultaneous),
        ]
        engine.send(PointerEvent(phase: .down, location: anchor, time: 0), hitPath: path)
        for _ in 0..<SuiteConstants.swingPeriod { step() }
        precondition(changes >= SuiteConstants.swingPeriod / 2, "the drag should follow the moves")
    }

    func step() {
        let (location, time) = swing.next()
        engine.send(PointerEvent(phase: .move, location: location, time: time))
    }
}
