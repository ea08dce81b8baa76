import Foundation
import Tactile

#if canImport(Testing)
import Testing
#endif

// Running the asynchronous work views start (`.task`, `.task(id:)`, a pull to refresh) to the end
// on virtual time: the test awaits `runUntilIdle()` instead of sleeping.

extension TouchSimulator {
    /// How many times `runUntilIdle(within:)` yields the main actor with nothing changing before
    /// it concludes that the window's tasks wait for time: a task woken on the main actor runs
    /// within a yield or two; twenty leave room for chains of `await`s between main-actor jobs
    /// without costing a test measurable time.
    public static let quietYieldsBeforeTimeMoves = 20

    /// The most yields `runUntilIdle(within:)` makes in all before it stops and reports, so that
    /// a task that loops on the main actor without sleeping, or waits on real time, cannot hang the
    /// test: ten thousand is far more than any chain of main-actor jobs a view's work makes
    /// between two sleeps, and takes a fraction of a second when nothing else runs.
    public static let maximumIdleYields = 10_000

    /// Runs everything the window's views started until nothing is left: their tasks (`.task`,
    /// `.task(id:)`, a pull to refresh's action) and the main-actor jobs they wait on, letting
    /// virtual time pass whenever the only thing left to do is wait on `clock`. Each change they
    /// make is committed; deadlines on the way fire in order, as with `advance(by:)`.
    ///
    /// ```swift
    /// let clock = SimulatorClock()
    /// let sim = TouchSimulator(FeedView(loader: loader, clock: clock), clock: clock)
    /// await sim.runUntilIdle()      // the `.task` loaded, slept 2 s of virtual time, loaded again
    /// #expect(sim.texts().contains("Updated"))
    /// ```
    ///
    /// `Task.sleep(for:)` and `Task.sleep(nanoseconds:)` in that work sleep on `clock`. What it
    /// cannot drive is anything on real time: a sleep that names another clock, timers, I/O. When
    /// tasks are still running after `limit` seconds of virtual time (a task that never returns,
    /// or waits on one of those), the test records an issue naming how many are left and the
    /// simulator's time, and the call returns.
    ///
    /// - Parameter limit: The most virtual seconds to let pass (60 unless given).
    public func runUntilIdle(within limit: TimeInterval = 60) async {
        guard limit.isFinite, limit >= 0 else {
            recordAsyncIssue(
                "TouchSimulator.runUntilIdle(within: \(limit)): the limit must be a finite number of seconds ≥ 0")
            return
        }
        let end = now + limit
        var quiet = 0
        for _ in 0..<Self.maximumIdleYields {
            let before = progress
            await Task.yield()
            host.update()
            let after = progress
            if after.tasks == 0 && after.sleepers == 0 { return }
            if after != before {
                quiet = 0
                continue
            }
            quiet += 1
            guard quiet >= Self.quietYieldsBeforeTimeMoves else { continue }
            // Nothing moves on the main actor: what is left waits for time.
            // Nothing sleeps on the clock: the tasks wait on work elsewhere; keep yielding.
            guard let next = clock.nextDeadline else { continue }
            // A sleep that has begun and not reached the clock yet may end first: wait for it.
            guard host.viewHost.taskSleepsInFlight <= clock.sleeperCount else { continue }
            let seconds = Double(next.offset.components.seconds) + Double(next.offset.components.attoseconds) * 1e-18
            guard seconds <= end else { break }
            advance(by: max(0, seconds - now))
            quiet = 0
        }
        let left = progress
        recordAsyncIssue(
            "TouchSimulator.runUntilIdle: \(left.tasks) task(s) the views started are still running at "
                + "\(String(format: "%g", now)) s of virtual time (\(left.sleepers) sleeping on the simulator's clock); "
                + "they wait on something other than the simulator's clock (a sleep on another clock, a timer, I/O, a "
                + "continuation never resumed) or never return. Give the code `sim.clock`, or a larger limit with "
                + "runUntilIdle(within:).")
    }

    /// What can change while work runs: tasks left, sleepers, commits.
    private var progress: AsyncProgress {
        // A `Task.sleep` counts from its call, a moment before it reaches the clock.
        AsyncProgress(
            tasks: host.viewHost.runningTaskCount,
            sleepers: max(clock.sleeperCount, host.viewHost.taskSleepsInFlight), commits: host.viewHost.commitCount)
    }

    private func recordAsyncIssue(_ message: String) {
        #if canImport(Testing)
        Issue.record(Comment(rawValue: message))
        #endif
    }
}

/// A snapshot of the work left in a simulator, compared between yields.
private struct AsyncProgress: Equatable {
    let tasks: Int
    let sleepers: Int
    let commits: Int
}
