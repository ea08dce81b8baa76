import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `Task.sleep(for:)` and `Task.sleep(nanoseconds:)` without a clock, as most SwiftUI code writes
/// them, sleep on the simulator's virtual time in its window; elsewhere, on real time.
@MainActor
@Suite("Task.sleep on virtual time")
struct TaskSleepOnVirtualTimeTests {
    /// Loads after two seconds, with the `Duration` spelling and no clock.
    struct Splash: View {
        @State private var status = "loading"
        var body: some View {
            Text(status).task {
                try? await Task.sleep(for: .seconds(2))
                status = "ready"
            }
        }
    }

    @Test("A .task's Task.sleep(for:) ends when virtual time reaches it")
    func taskSleepForIsVirtual() async {
        let sim = TouchSimulator(Splash())
        #expect(sim.texts() == ["loading"])
        await sim.runUntilIdle()
        #expect(sim.texts() == ["ready"])
        #expect(sim.now == 2)
    }

    @Test("advance(by:) short of the deadline leaves the sleep asleep")
    func advanceShortOfDeadline() async {
        let sim = TouchSimulator(Splash())
        await yieldUntil { sim.clock.sleeperCount == 1 }
        sim.advance(by: 1.5)
        for _ in 0..<10 { await Task.yield() }
        sim.host.update()
        #expect(sim.texts() == ["loading"])
        #expect(sim.clock.sleeperCount == 1)
        sim.advance(by: 0.5)
        await sim.runUntilIdle()
        #expect(sim.texts() == ["ready"])
        #expect(sim.now == 2)
    }

    /// A button whose action starts a `Task` that sleeps with the nanoseconds spelling.
    struct Toast: View {
        @State private var message = "idle"
        var body: some View {
            VStack {
                Text(message)
                Button("Save") {
                    message = "saved"
                    Task {
                        try? await Task.sleep(nanoseconds: 1_500_000_000)
                        message = "idle"
                    }
                }
            }
        }
    }

    @Test("A Task a button starts inherits the window's clock")
    func buttonTaskIsVirtual() async {
        let sim = TouchSimulator(Toast())
        sim.advance(by: 1)
        sim.tap(on: .button("Save"))
        #expect(sim.texts().contains("saved"))
        let tapped = sim.now
        await sim.runUntilIdle()
        #expect(sim.texts().contains("idle"))
        #expect(abs(sim.now - (tapped + 1.5)) < 1e-9)
    }

    /// The Darwin idiom: nanoseconds from `NSEC_PER_SEC`, which `import Tactile` declares on Linux.
    struct Retry: View {
        @State private var attempts = 1
        var body: some View {
            Text("attempt \(attempts)").task {
                try? await Task.sleep(nanoseconds: 3 * NSEC_PER_SEC / 2)
                attempts += 1
            }
        }
    }

    @Test("Task.sleep(nanoseconds:) with NSEC_PER_SEC compiles and sleeps on virtual time")
    func nanosecondsFromDarwinConstant() async {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000)
        #expect(NSEC_PER_USEC == 1_000 && USEC_PER_SEC == 1_000_000)
        let sim = TouchSimulator(Retry())
        await sim.runUntilIdle()
        #expect(sim.texts() == ["attempt 2"])
        #expect(sim.now == 1.5)
    }

    /// Sleeps an hour and counts how the sleep ended.
    struct LongSleeper: View {
        let log: Log
        var body: some View {
            Text("waiting").task {
                do {
                    try await Task.sleep(for: .seconds(3600))
                    log.entries.append("woke")
                } catch {
                    log.entries.append("cancelled")
                }
            }
        }
    }

    final class Log { var entries: [String] = [] }

    @Test("Removing the view cancels a virtual sleep at once: it throws CancellationError")
    func removalCancelsVirtualSleep() async {
        let log = Log()
        let sim = TouchSimulator(LongSleeper(log: log))
        await yieldUntil { sim.clock.sleeperCount == 1 }
        #expect(sim.clock.sleeperCount == 1)
        sim.host.viewHost.setRootView(EmptyView())
        sim.host.update()
        await sim.runUntilIdle()
        #expect(log.entries == ["cancelled"])
        #expect(sim.now == 0)
    }

    @Test("Outside a window with a task clock, Task.sleep waits on real time")
    func realTimeOutsideAWindow() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        try await Task.sleep(for: .milliseconds(30))
        #expect(clock.now - start >= .milliseconds(30))
        let second = clock.now
        try await Task.sleep(nanoseconds: 30_000_000)
        #expect(clock.now - second >= .milliseconds(30))
    }
}
