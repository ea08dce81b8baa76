import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// A scroll move changes only the scroll view's position: the content's views are not resolved
/// again (their bodies do not run), and changes of the content's or the parent's state still reach
/// the content.
@MainActor
@Suite("Scroll content reuse")
struct ScrollContentReuseTests {
    final class Log {
        var bodies = 0
    }

    /// Thirty 44 pt rows "row0"…, counting the runs of its body.
    struct Rows: View {
        let log: Log
        var body: some View {
            log.bodies += 1
            return RowStack(30, height: 44)
        }
    }

    /// A button that counts its own taps.
    struct Tally: View {
        @State var taps = 0
        var body: some View {
            Button("Taps: \(taps)") { taps += 1 }.frame(height: 44)
        }
    }

    /// A title from the parent's state, a tally, and the rows, in a scroll view under a button
    /// that changes the title.
    struct Screen: View {
        let log: Log
        @State var title = "First"
        var body: some View {
            VStack(spacing: 0) {
                Button("Rename") { title = "Second" }.frame(height: 44)
                ScrollView {
                    VStack(spacing: 0) {
                        Text(title).frame(height: 44)
                        Tally()
                        Rows(log: log)
                    }
                }
            }
        }
    }

    @Test func scrollingDoesNotRunTheContentsBodiesAgain() {
        let log = Log()
        let sim = TouchSimulator(Screen(log: log))
        let before = log.bodies
        let top = sim.frame(of: "row0")?.minY ?? 0
        sim.scrollUpSlowly(by: 200)
        #expect(sim.frame(of: "row0")?.minY == top - 200)
        #expect(log.bodies == before)
    }

    @Test func stateChangesStillReachTheContentAfterScrolling() {
        let sim = TouchSimulator(Screen(log: Log()))
        sim.scrollUpSlowly(by: 50)
        sim.tap(on: .text("Taps: 0"))
        #expect(sim.exists(.text("Taps: 1")))
        sim.scrollUpSlowly(by: -20)
        sim.tap(on: .text("Rename"))
        #expect(sim.exists(.text("Second")))
        #expect(sim.exists(.text("Taps: 1")))
    }
}
