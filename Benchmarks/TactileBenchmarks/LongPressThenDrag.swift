// Benchmark 3: long press sequenced before drag, the engine against a hand-written state machine.

import Foundation
import TactileGestures

/// What the two sides of the comparison do with the translation they report.
final class TranslationSink {
    var changed = CGSize.zero
    var ended = CGSize.zero
}

/// `LongPressGesture().sequenced(before: DragGesture())` with `onChanged` and `onEnded`, through a
/// `GestureEngine`.
final class EngineLongPressDrag {
    let engine = GestureEngine()
    let path: [GestureAttachment]

    init(sink: TranslationSink) {
        let gesture = LongPressGesture()
            .sequenced(before: DragGesture())
            .onChanged { value in
                if case .second(true, let drag?) = value { sink.changed = drag.translation }
            }
            .onEnded { value in
                if case .second(true, let drag?) = value { sink.ended = drag.translation }
            }
        path = [GestureAttachment(id: "circle", gesture: gesture)]
    }
}

/// Steady drag moves after the long press was recognized, through the engine. One step, one move.
final class EngineLongPressDragMovesFixture: BenchmarkFixture {
    private let sink = TranslationSink()
    private let recognizer: EngineLongPressDrag
    private var swing: PointerSwing

    init() {
        recognizer = EngineLongPressDrag(sink: sink)
        let anchor = CGPoint(x: 200, y: 400)
        recognizer.engine.send(PointerEvent(phase: .down, location: anchor, time: 0), hitPath: recognizer.path)
        recognizer.engine.advance(to: SuiteConstants.longPressWait)
        swing = PointerSwing(anchor: anchor, time: SuiteConstants.longPressWait)
        for _ in 0..<SuiteConstants.swingPeriod / 4 { step() }
        precondition(sink.changed != .zero, "the drag should follow the moves")
    }

    func step() {
        let (location, time) = swing.next()
        recognizer.engine.send(PointerEvent(phase: .move, location: location, time: time))
    }
}

/// Steady drag moves after the long press was recognized, through the hand-written machine.
final class HandwrittenLongPressDragMovesFixture: BenchmarkFixture {
    private let sink = TranslationSink()
    private var recognizer: HandwrittenLongPressDrag
    private var swing: PointerSwing

    init() {
        let sink = sink
        recognizer = HandwrittenLongPressDrag(
            onChanged: { sink.changed = $0 }, onEnded: { sink.ended = $0 })
        let anchor = CGPoint(x: 200, y: 400)
        recognizer.down(at: anchor, time: 0)
        recognizer.advance(to: SuiteConstants.longPressWait)
        swing = PointerSwing(anchor: anchor, time: SuiteConstants.longPressWait)
        for _ in 0..<SuiteConstants.swingPeriod / 4 { step() }
        precondition(sink.changed != .zero, "the drag should follow the moves")
    }

    func step() {
        let (location, time) = swing.next()
        recognizer.move(to: location, time: time)
    }
}

/// Whole interactions: down, the wait (the host calls `advance` at the deadline), 30 moves, up.
/// One step, one interaction, so the engine's per-interaction costs (composing the gesture tree,
/// starting and ending the session) are in the figure.
final class EngineLongPressDragInteractionFixture: BenchmarkFixture {
    private let sink = TranslationSink()
    private let recognizer: EngineLongPressDrag
    private var time: TimeInterval = 0

    init() {
        recognizer = EngineLongPressDrag(sink: sink)
        step()
        precondition(sink.ended != .zero, "an interaction should end with the drag's translation")
    }

    func step() {
        let engine = recognizer.engine
        let anchor = CGPoint(x: 200, y: 400)
        var swing = PointerSwing(anchor: anchor, time: time + SuiteConstants.longPressWait)
        engine.send(PointerEvent(phase: .down, location: anchor, time: time), hitPath: recognizer.path)
        if let deadline = engine.nextDeadline { engine.advance(to: deadline) }
        var last = (location: anchor, time: time)
        for _ in 0..<SuiteConstants.movesPerInteraction {
            last = swing.next()
            engine.send(PointerEvent(phase: .move, location: last.location, time: last.time))
        }
        engine.send(PointerEvent(phase: .up, location: last.location, time: last.time))
        time = last.time + 1
    }
}

/// The same whole interactions through the hand-written machine.
final class HandwrittenLongPressDragInteractionFixture: BenchmarkFixture {
    private let sink = TranslationSink()
    private var recognizer: HandwrittenLongPressDrag
    private var time: TimeInterval = 0

    init() {
        let sink = sink
        recognizer = HandwrittenLongPressDrag(
            onChanged: { sink.changed = $0 }, onEnded: { sink.ended = $0 })
        step()
        precondition(sink.ended != .zero, "an interaction should end with the drag's translation")
    }

    func step() {
        let anchor = CGPoint(x: 200, y: 400)
        var swing = PointerSwing(anchor: anchor, time: time + SuiteConstants.longPressWait)
        recognizer.down(at: anchor, time: time)
        if let deadline = recognizer.deadline { recognizer.advance(to: deadline) }
        var last = (location: anchor, time: time)
        for _ in 0..<SuiteConstants.movesPerInteraction {
            last = swing.next()
            recognizer.move(to: last.location, time: last.time)
        }
        recognizer.up(at: last.location, time: last.time)
        time = last.time + 1
    }
}
