import Foundation
import Tactile
import TactileTesting
import Testing

/// A raw touch that lands where nothing reacts is reported (Flutter's `warnIfMissed`): a warning
/// by default, a failure when the test asks for it, nothing when it says the miss is meant.
@MainActor
@Suite("Missed touches")
struct MissedTouchTests {
    struct Screen: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Taps \(taps)")
                Button("Tap me") { taps += 1 }
            }
        }
    }

    @Test("A tap on empty space fails the test when missedTouches is .fail, and is sent all the same")
    func aMissFailsWhenAskedTo() {
        let sim = TouchSimulator(Screen())
        sim.missedTouches = .fail
        withKnownIssue {
            sim.tap(at: CGPoint(x: 20, y: 20))
        } matching: { issue in
            issue.severity == .error && issue.comments.contains { $0.rawValue.contains("nothing at (20, 20) reacts") }
        }
        #expect(sim.now > 0)
    }

    @Test("By default a miss is a warning: recorded with warning severity, and the tap is sent")
    func aMissWarnsByDefault() {
        let sim = TouchSimulator(Screen())
        withKnownIssue {
            sim.tap(at: CGPoint(x: 20, y: 20))
        } matching: { issue in
            issue.severity == .warning && issue.comments.contains { $0.rawValue.contains("nothing at (20, 20) reacts") }
        }
        #expect(sim.now > 0)
    }

    @Test("A drag, a press and a fling that start on nothing are misses too", arguments: [0, 1, 2])
    func otherInteractionsMissToo(kind: Int) {
        let sim = TouchSimulator(Screen())
        sim.missedTouches = .fail
        withKnownIssue {
            switch kind {
            case 0: sim.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 80, y: 20))
            case 1: sim.longPress(at: CGPoint(x: 20, y: 20))
            default: sim.fling(from: CGPoint(x: 20, y: 20), by: CGSize(width: 100, height: 0), velocity: 500)
            }
        }
    }

    @Test("A tap on a button is no miss, and .ignore says nothing about a miss")
    func hitsAndIgnoredMisses() {
        let sim = TouchSimulator(Screen())
        sim.missedTouches = .fail
        sim.tap(on: .button("Tap me"))
        #expect(sim.exists(.text("Taps 1")))
        sim.missedTouches = .ignore
        sim.tap(at: CGPoint(x: 20, y: 20))
        #expect(sim.exists(.text("Taps 1")))
    }
}
