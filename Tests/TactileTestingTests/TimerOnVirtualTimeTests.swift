import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `Timer.publish(every:on: .main, in:).autoconnect()` with `onReceive`, the classic SwiftUI
/// timer, ticks on the simulator's virtual time.
@MainActor
@Suite("Timers on virtual time")
struct TimerOnVirtualTimeTests {
    /// A countdown: one tick a second from 3 to 0.
    struct Countdown: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var remaining = 3
        var body: some View {
            Text(remaining > 0 ? "\(remaining)" : "Go!")
                .onReceive(timer) { _ in
                    if remaining > 0 { remaining -= 1 }
                }
        }
    }

    @Test("Each virtual second is one tick")
    func countdownTicks() async {
        let sim = TouchSimulator(Countdown())
        #expect(sim.texts() == ["3"])
        for expected in ["2", "1", "Go!"] {
            // The tick's sleep reaches the clock from another thread: wait until it has, or the
            // time would pass before the sleep began.
            await yieldUntil { sim.clock.sleeperCount == 1 }
            sim.advance(by: 1)
            await yieldUntil {
                sim.host.update(); return sim.texts() == [expected]
            }
            #expect(sim.texts() == [expected])
        }
    }

    @Test("Half an interval is no tick")
    func halfIntervalIsNoTick() async {
        let sim = TouchSimulator(Countdown())
        await yieldUntil { sim.clock.sleeperCount == 1 }
        sim.advance(by: 0.5)
        await settle()
        sim.host.update()
        #expect(sim.texts() == ["3"])
        sim.advance(by: 0.5)
        await yieldUntil {
            sim.host.update(); return sim.texts() == ["2"]
        }
        #expect(sim.texts() == ["2"])
    }

    /// Records the dates a quarter-second timer delivers.
    struct Stopwatch: View {
        let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
        @State private var start: Date?
        @State private var elapsed: TimeInterval = 0
        var body: some View {
            Text(String(format: "%.2f", elapsed))
                .onReceive(timer) { now in
                    if start == nil { start = now.addingTimeInterval(-0.25) }
                    elapsed = now.timeIntervalSince(start!)
                }
        }
    }

    @Test("The dates delivered move with virtual time, a tick's interval apart")
    func datesFollowVirtualTime() async {
        let sim = TouchSimulator(Stopwatch())
        for tick in 1...4 {
            await yieldUntil { sim.clock.sleeperCount == 1 }
            sim.advance(by: 0.25)
            let shown = String(format: "%.2f", Double(tick) * 0.25)
            await yieldUntil {
                sim.host.update(); return sim.texts() == [shown]
            }
        }
        #expect(sim.texts() == ["1.00"])
    }

    @Test("Removing the view stops its timer")
    func removalStopsTheTimer() async {
        let sim = TouchSimulator(Countdown())
        await yieldUntil { sim.clock.sleeperCount == 1 }
        #expect(sim.clock.sleeperCount == 1)
        sim.host.viewHost.setRootView(EmptyView())
        sim.host.update()
        await yieldUntil { sim.clock.sleeperCount == 0 && sim.host.viewHost.taskSleepsInFlight == 0 }
        #expect(sim.clock.sleeperCount == 0)
    }

    /// Lets the main actor run what the timer's task has to do.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }
}
