import Foundation
import Tactile
import TactileTesting
import Testing

/// `onScrollPhaseChange(_:)`: the phases a drag and a fling go through, with their context.
@MainActor
@Suite("Scroll phase")
struct ScrollPhaseTests {
    final class Log {
        var changes: [String] = []
        var contexts: [ScrollPhaseChangeContext] = []
    }

    static func rows(_ log: Log, withContext: Bool) -> some View {
        let scroll = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<50, id: \.self) { i in Color.blue.frame(height: 100).accessibilityIdentifier("row\(i)") }
            }
        }
        return Group {
            if withContext {
                scroll.onScrollPhaseChange { old, new, context in
                    log.changes.append("\(old.debugDescription)→\(new.debugDescription)")
                    log.contexts.append(context)
                }
            } else {
                scroll.onScrollPhaseChange { old, new in log.changes.append("\(old)→\(new)") }
            }
        }
    }

    @Test("A drag is interacting, its release decelerating, then idle", arguments: [false, true])
    func dragThenRest(withContext: Bool) {
        let log = Log()
        let sim = TouchSimulator(Self.rows(log, withContext: withContext))
        #expect(log.changes.isEmpty, "no change reported for the first layout")
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.1, steps: 10)
        #expect(log.changes.first == "idle→interacting")
        sim.advance(by: 5)
        #expect(log.changes == ["idle→interacting", "interacting→decelerating", "decelerating→idle"])
        if withContext {
            #expect(log.contexts.count == 3)
            // A fast upward fling: the offset grows quickly while it moves, and the velocity is gone at rest.
            #expect((log.contexts[1].velocity?.dy ?? 0) > 1000)
            #expect(log.contexts[2].velocity == nil)
            #expect(log.contexts[2].geometry.contentOffset.y > 500)
        }
    }

    @Test(
        "isScrolling is true for every phase but idle",
        arguments: [
            (ScrollPhase.idle, false), (.tracking, true), (.interacting, true), (.decelerating, true),
            (.animating, true),
        ])
    func isScrolling(_ phase: ScrollPhase, _ expected: Bool) {
        #expect(phase.isScrolling == expected)
    }
}
