// `Task.sleep` as views' code calls it, on the window's clock when it has one. These two
// declarations shadow the standard library's (a module's declarations shadow those of the modules
// it imports), so code that imports Tactile sleeps through them with no change to its text; the
// calls that name a clock (`Task.sleep(for:tolerance:clock:)`, `Task.sleep(until:clock:)`) are the
// standard library's and sleep on the clock they name. Decisions.md#async-virtual-time says why.

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for at least `duration` nanoseconds.
    ///
    /// In a window with a `ViewHost/taskClock` (the test kit's `TouchSimulator` sets its virtual
    /// clock there), the work its views start sleeps on that clock: a `.task`, a `.task(id:)`, a
    /// pull to refresh's action, and any `Task { … }` a view's action starts. Everywhere else the
    /// time passes on the real clock (`ContinuousClock`), as the standard library's `sleep` does.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before the time has passed.
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(for: .nanoseconds(duration), tolerance: nil)
    }

    /// Suspends the current task for at least `duration`, on the window's clock when the work
    /// belongs to a window with a `ViewHost/taskClock`, else on the real clock
    /// (`ContinuousClock`), as `sleep(nanoseconds:)` explains.
    ///
    /// - Parameters:
    ///   - duration: How long to sleep.
    ///   - tolerance: How much later than `duration` the task may wake; `nil` lets the clock
    ///     choose. A virtual clock wakes exactly on time.
    /// - Throws: `CancellationError` when the task is cancelled before the time has passed.
    nonisolated(nonsending) public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        // Nonsending, so that this much runs on the caller's actor at once: a test that yields the
        // main actor to a view's task sees the sleep counted before it hops to the clock.
        if let slot = TaskClockSlot.current, let clock = slot.clock {
            slot.noteSleep(1)
            defer { slot.noteSleep(-1) }
            try await clock.sleep(for: duration, tolerance: tolerance)
        } else {
            // Naming the clock calls the standard library's generic `sleep`, not this one.
            try await Task<Never, Never>.sleep(for: duration, tolerance: tolerance, clock: ContinuousClock())
        }
    }
}
