import Synchronization

/// Process-wide counts of what sessions hold in memory: session objects not yet freed and their
/// timers not yet finished. `/stats.json` reports them, so that a test can see a closed connection
/// free its scene and stop its timers, not merely leave the count of open sessions.
enum SessionCensus {
    /// ``PlaygroundSession`` objects alive (made and not yet deinitialised).
    static let liveSessions = Atomic<Int>(0)
    /// Deadline and animation timer tasks started and not yet finished.
    static let pendingTimers = Atomic<Int>(0)
}
