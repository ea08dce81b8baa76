// Benchmark 5: whole host frames, event to display list, through GestureHost with the examples.

import Foundation
import Tactile
import TactileExamples

/// A drag in progress in a ``GestureHost`` showing a real example. Each step is one move and
/// everything it causes: the engine's callbacks, the state commit, the bodies that changed,
/// layout of the whole window and a new display list (and the engine's refresh of the gestures'
/// closures and geometry).
final class HostDragFrameFixture: BenchmarkFixture {
    private let host: GestureHost
    private var swing: PointerSwing

    /// Hosts `view` in a window of `size`, checks that the gestures at `anchor` have the
    /// `priorities` given, innermost first, puts a finger down there, waits `wait` seconds (a
    /// long press), and checks that moving now re-renders the window.
    init(_ view: AnyView, size: CGSize, anchor: CGPoint, priorities: [GesturePriority], wait: TimeInterval) {
        host = GestureHost(view, size: size)
        let path = host.viewHost.gestureAttachments(at: anchor)
        precondition(
            path.map(\.priority) == priorities,
            "the gestures at \(anchor) are \(path.map { "\($0.priority) \($0.gestureDescription)" })")
        host.send(PointerEvent(phase: .down, location: anchor, time: 0))
        host.advance(to: wait)
        swing = PointerSwing(anchor: anchor, time: wait)
        let commits = host.viewHost.commitCount
        for _ in 0..<SuiteConstants.swingPeriod { step() }
        precondition(
            host.viewHost.commitCount >= commits + SuiteConstants.swingPeriod,
            "moving the pointer should commit a frame per move")
    }

    func step() {
        let (location, time) = swing.next()
        host.send(PointerEvent(phase: .move, location: location, time: time))
    }
}

extension HostDragFrameFixture {
    /// The draggable circle of Apple's "Composing SwiftUI Gestures": long press, then drag.
    static func draggableCircle() -> HostDragFrameFixture {
        let example = ExampleCatalog.example(id: "draggable-circle")!
        let size = example.windowSize
        return HostDragFrameFixture(
            example.makeView(), size: size, anchor: CGPoint(x: size.width / 2, y: size.height / 2),
            priorities: [.normal], wait: SuiteConstants.longPressWait)
    }

    /// The Kuchi Learn view with a deck of ``SuiteConstants/kuchiCardCount`` cards, dragging the
    /// top card (its long press fails as the finger moves, its drag moves the card). The hit path
    /// must be the card's `.gesture` and `.simultaneousGesture` and nothing else: the engine-alone
    /// Kuchi benchmark (``KuchiCardMovesFixture``) rebuilds exactly that path.
    static func kuchiLearn() -> HostDragFrameFixture {
        let size = ExampleCatalog.defaultWindowSize
        return HostDragFrameFixture(
            ExampleCatalog.kuchiLearn(cardCount: SuiteConstants.kuchiCardCount), size: size,
            anchor: CGPoint(x: size.width / 2, y: size.height / 2), priorities: [.normal, .simultaneous], wait: 0)
    }
}
