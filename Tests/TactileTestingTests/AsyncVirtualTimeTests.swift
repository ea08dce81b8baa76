import Foundation
import OpenCombine
import Tactile
import TactileTesting
import Testing

/// `.task`, `.task(id:)`, `refreshable` and `onReceive` run to the end on the simulator's virtual
/// time with `runUntilIdle()`: no real waits.
@MainActor
@Suite("Async work on virtual time")
struct AsyncVirtualTimeTests {
    /// Ticks three times, two virtual seconds apart, in its `.task`.
    struct Ticker: View {
        let clock: SimulatorClock
        @State private var ticks = 0
        var body: some View {
            Text("ticks \(ticks)")
                .task {
                    for _ in 0..<3 {
                        guard (try? await clock.sleep(for: .seconds(2))) != nil else { return }
                        ticks += 1
                    }
                }
        }
    }

    @Test(".task sleeping on the simulator's clock runs to the end on virtual time")
    func taskRunsOnVirtualTime() async {
        let clock = SimulatorClock()
        let sim = TouchSimulator(Ticker(clock: clock), clock: clock)
        #expect(sim.texts() == ["ticks 0"])
        await sim.runUntilIdle()
        #expect(sim.texts() == ["ticks 3"])
        // The six seconds passed on the simulator's clock: its time says so, and the sleeps
        // returned without a real wait (a real one would leave the tasks running, reported).
        #expect(sim.now == 6)
        #expect(sim.host.viewHost.runningTaskCount == 0)
    }

    @Test("advance(by:) wakes the sleepers it passes; the woken task runs when the test yields")
    func advanceWakesSleepers() async {
        let clock = SimulatorClock()
        let sim = TouchSimulator(Ticker(clock: clock), clock: clock)
        // A task runs when the main actor is free: the test yields so that it starts sleeping.
        for _ in 0..<10 { await Task.yield() }
        sim.advance(by: 2)
        for _ in 0..<10 { await Task.yield() }
        #expect(sim.texts() == ["ticks 1"])
        await sim.runUntilIdle()
        #expect(sim.texts() == ["ticks 3"])
        #expect(sim.now == 6)
    }

    /// Loads the item its id names, after a virtual second; a button changes the id.
    struct Loader: View {
        let clock: SimulatorClock
        @State private var id = 1
        @State private var shown = "none"
        @State private var cancelled = 0
        var body: some View {
            VStack {
                Text("shown \(shown), cancelled \(cancelled)")
                Button("Next") { id += 1 }
            }
            .task(id: id) {
                do {
                    try await clock.sleep(for: .seconds(1))
                    shown = "item \(id)"
                } catch {
                    cancelled += 1
                }
            }
        }
    }

    @Test(".task(id:) restarts when the id changes, cancelling the running task")
    func taskIDRestarts() async {
        let clock = SimulatorClock()
        let sim = TouchSimulator(Loader(clock: clock), clock: clock)
        sim.tap(on: .button("Next"))
        await sim.runUntilIdle()
        #expect(sim.texts().first == "shown item 2, cancelled 1")
    }

    /// A refreshable list that takes two virtual seconds to fetch a new row.
    struct Feed: View {
        let clock: SimulatorClock
        @State private var rows = ["first"]
        var body: some View {
            List(rows, id: \.self) { Text($0) }
                .listStyle(.plain)
                .refreshable { @MainActor in
                    try? await clock.sleep(for: .seconds(2))
                    rows.insert("fresh", at: 0)
                }
        }
    }

    @Test("A pull to refresh's action runs to the end on virtual time")
    func refreshableRuns() async {
        let clock = SimulatorClock()
        let sim = TouchSimulator(Feed(clock: clock), clock: clock)
        sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 1, steps: 20)
        await sim.runUntilIdle()
        #expect(sim.exists(.text("fresh")))
        #expect(sim.host.viewHost.runningTaskCount == 0)
    }

    /// Shows what a subject sends; its `.task` sends a value after a virtual second.
    struct Receiver: View {
        let clock: SimulatorClock
        let subject: PassthroughSubject<String, Never>
        @State private var received = "nothing"
        var body: some View {
            Text("received \(received)")
                .onReceive(subject) { received = $0 }
                .task {
                    try? await clock.sleep(for: .seconds(1))
                    subject.send("hello")
                }
        }
    }

    @Test("onReceive gets what a task sends on virtual time")
    func onReceiveFromTask() async {
        let clock = SimulatorClock()
        let sim = TouchSimulator(Receiver(clock: clock, subject: PassthroughSubject()), clock: clock)
        await sim.runUntilIdle()
        #expect(sim.texts() == ["received hello"])
        #expect(sim.now == 1)
    }

    /// Sleeps an hour on the real clock, named, which no simulator moves.
    struct RealSleeper: View {
        var body: some View {
            Text("waiting").task { try? await Task.sleep(for: .seconds(3600), clock: .continuous) }
        }
    }

    @Test("Work that waits on real time is reported, not waited for")
    func realTimeIsReported() async {
        let sim = TouchSimulator(RealSleeper())
        await withKnownIssue {
            await sim.runUntilIdle(within: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("1 task(s) the views started are still running") }
        }
        // Removing the view cancels its task.
        sim.host.viewHost.setRootView(EmptyView())
        sim.host.update()
        await sim.runUntilIdle()
        #expect(sim.host.viewHost.runningTaskCount == 0)
    }

    @Test("A limit that is not a finite number of seconds is reported")
    func badLimit() async {
        let sim = TouchSimulator(Text("idle"))
        await withKnownIssue {
            await sim.runUntilIdle(within: -1)
        }
    }
}
